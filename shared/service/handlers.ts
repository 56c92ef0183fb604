import type { Principal } from '../auth/principal.ts';
import type { Message, ResultInfo } from '../envelope.ts';

/** What the gateway hands to an operation handler once the request is authenticated and validated. */
export interface OperationInput {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  principal: Principal | null;
  requestId: string;
}

export interface OperationOutcome {
  /** Defaults to 200. */
  status?: number;
  result: unknown;
  resultInfo?: ResultInfo;
  messages?: Message[];
  headers?: Record<string, string>;
}

export type OperationHandler = (input: OperationInput) => Promise<OperationOutcome>;

/** A service is a set of handlers keyed by OpenAPI operationId, callable in-process or over HTTP. */
export type ServiceHandlers = Readonly<Record<string, OperationHandler>>;

/** The principal of an operation whose security requires one; the gateway guarantees it is present. */
export function requirePrincipal(input: OperationInput): Principal {
  if (!input.principal) throw new Error(`operation ${input.operationId} reached its handler without a principal`);
  return input.principal;
}
