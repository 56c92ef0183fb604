import { randomHex } from '../../shared/observability/random-hex.ts';
import type { VerifyBearer } from '../../shared/auth/bearer-verifier.ts';
import type { Clock } from '../../shared/clock.ts';
import { withinOperation } from '../../shared/command-observation.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { Logger } from '../../shared/logger.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';
import type { GatewayContext, Step } from './context.ts';
import type { IdempotencyRepository } from './idempotency/idempotency.repository.ts';
import { operationMeta, type OperationMeta } from './openapi/operations.ts';
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

interface Stage {
  step: Step;
  /** Whether the step can do anything for an operation; a step that cannot is left out of that operation's pipeline. */
  appliesTo(operation: OperationMeta): boolean;
}

const always = () => true;

/** The whole request pipeline, in order. Each step decides from the declaration; steps that never act for an operation are left out of its pipeline. */
function stages(deps: PipelineDeps): Stage[] {
  return [
    { step: oauthErrorBodies(deps.logger), appliesTo: (operation) => operation.oauthErrors !== null },
    { step: authenticate(deps.verifyBearer, deps.baseUrl), appliesTo: (operation) => operation.auth !== 'none' },
    {
      step: requireCredential(deps.baseUrl),
      appliesTo: (operation) => operation.auth === 'bearer' || operation.auth === 'admin',
    },
    { step: requireSession, appliesTo: (operation) => operation.sessionOnly || operation.auth === 'admin' },
    { step: requireAdmin, appliesTo: (operation) => operation.auth === 'admin' },
    { step: requireScopes, appliesTo: (operation) => operation.scopes.length > 0 },
    { step: validateRequest(deps.router), appliesTo: always },
    {
      step: idempotency({
        records: deps.idempotencyRecords,
        clock: deps.clock,
        ttlSeconds: deps.idempotencyTtlSeconds,
      }),
      appliesTo: (operation) => operation.idempotent,
    },
    { step: dispatch(deps.handlers, deps.logger, deps.baseUrl), appliesTo: always },
  ];
}

export function createPipeline(deps: PipelineDeps) {
  const all = stages(deps);
  const pipelines = new Map<OperationMeta, Step[]>();
  const pipelineOf = (operation: OperationMeta): Step[] => {
    let pipeline = pipelines.get(operation);
    if (!pipeline) {
      pipeline = all.filter((stage) => stage.appliesTo(operation)).map((stage) => stage.step);
      pipelines.set(operation, pipeline);
    }
    return pipeline;
  };
  const run = (pipeline: Step[], context: GatewayContext, index: number): Promise<Reply> => {
    const step = pipeline[index];
    if (!step) throw new Error('the pipeline ended without a reply');
    return step(context, () => run(pipeline, context, index + 1));
  };

  /** Answers one request; `declaration` is the operation the caller already matched the request to, if it did. */
  return async function handle(
    requestId: string,
    request: RouteRequest,
    declaration = deps.router.match(request),
  ): Promise<Reply> {
    try {
      if (!declaration) throw unmatched(deps.router, request);
      const operation = operationMeta(declaration.operationId ?? '');
      const context: GatewayContext = { requestId, request, operation, declaration, principal: null, validated: null };
      const pipeline = pipelineOf(operation);
      return await withinOperation(operation.operationId, operation.method, () => run(pipeline, context, 0));
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
  return incoming && REQUEST_ID.test(incoming) ? incoming : `req_${randomHex(16)}`;
}
