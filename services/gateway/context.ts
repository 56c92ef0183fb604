import type { Operation } from 'openapi-backend';
import type { Principal } from '../../shared/auth/principal.ts';
import type { OperationMeta } from './openapi/operations.ts';
import type { RouteRequest, ValidatedRequest } from './openapi/router.ts';
import type { Reply } from './reply.ts';

/** Everything the pipeline learns about one request, filled in step by step. */
export interface GatewayContext {
  requestId: string;
  request: RouteRequest;
  operation: OperationMeta;
  declaration: Operation;
  principal: Principal | null;
  validated: ValidatedRequest | null;
}

/** One check of the pipeline: answer itself, throw a catalog error, or pass the request on with next(). */
export type Step = (context: GatewayContext, next: () => Promise<Reply>) => Promise<Reply>;

export function header(context: GatewayContext, name: string): string | undefined {
  const value = context.request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
