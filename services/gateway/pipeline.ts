import { randomUUID } from 'node:crypto';
import type { VerifyBearer } from '../../shared/auth/bearer-verifier.ts';
import type { Clock } from '../../shared/clock.ts';
import { withinOperation } from '../../shared/command-observation.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { Logger } from '../../shared/logger.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';
import type { GatewayContext, Step } from './context.ts';
import type { IdempotencyRepository } from './idempotency/idempotency.repository.ts';
import { operationMeta } from './openapi/operations.ts';
import type { OpenApiRouter, RouteRequest } from './openapi/router.ts';
import { renderError, type Reply } from './reply.ts';
import { authenticate, requireCredential } from './steps/authenticate.ts';
import { requireAdmin, requireScopes, requireSession } from './steps/authorize.ts';
import { dispatch } from './steps/dispatch.ts';
import { idempotency } from './steps/idempotency.ts';
import { oauthErrorBodies } from './steps/oauth-error-bodies.ts';
import { validateRequest } from './steps/validate-request.ts';

export interface PipelineDeps {
  router: OpenApiRouter;
  handlers: ServiceHandlers;
  verifyBearer: VerifyBearer;
  idempotencyRecords: IdempotencyRepository;
  idempotencyTtlSeconds: number;
  clock: Clock;
  logger: Logger;
  /** The service's public base URL: PUBLIC_BASE_URL, or where the gateway listens. */
  baseUrl: () => string;
}

/** The whole request pipeline, in order. Every operation passes every step; each step decides from the declaration. */
function steps(deps: PipelineDeps): Step[] {
  return [
    oauthErrorBodies(deps.logger),
    authenticate(deps.verifyBearer, deps.baseUrl),
    requireCredential(deps.baseUrl),
    requireSession,
    requireAdmin,
    requireScopes,
    validateRequest(deps.router),
    idempotency({ records: deps.idempotencyRecords, clock: deps.clock, ttlSeconds: deps.idempotencyTtlSeconds }),
    dispatch(deps.handlers, deps.logger, deps.baseUrl),
  ];
}

export function createPipeline(deps: PipelineDeps) {
  const pipeline = steps(deps);
  const run = (context: GatewayContext, index: number): Promise<Reply> => {
    const step = pipeline[index];
    if (!step) throw new Error('the pipeline ended without a reply');
    return step(context, () => run(context, index + 1));
  };

  return async function handle(requestId: string, request: RouteRequest): Promise<Reply> {
    try {
      const declaration = deps.router.match(request);
      if (!declaration) throw unmatched(deps.router, request);
      const operation = operationMeta(declaration.operationId ?? '');
      const context: GatewayContext = { requestId, request, operation, declaration, principal: null, validated: null };
      return await withinOperation(operation.operationId, operation.method, () => run(context, 0));
    } catch (error) {
      return renderError(requestId, error, deps.logger);
    }
  };
}

function unmatched(router: OpenApiRouter, request: RouteRequest): AppError {
  const allowed = router.allowedMethods(request);
  if (allowed.length === 0) return new AppError('route_not_found');
  return new AppError('method_not_allowed', { headers: { allow: allowed.join(', ') }, meta: { allowed } });
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a caller's X-Request-Id when it is sane, so that a client can correlate its own logs. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : `req_${randomUUID().replace(/-/g, '')}`;
}
