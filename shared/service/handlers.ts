import type { Readable } from 'node:stream';
import type { Principal } from '../auth/principal.ts';
import type { Message, ResultInfo } from '../envelope.ts';
import type { OperationId, OperationResult, PathParams, QueryParams, RequestBody } from '../openapi/operation-types.ts';

/**
 * What the gateway hands to an operation handler once the request is authenticated and validated. Given an
 * operationId (`OperationInput<'createWebhook'>`), params, query and body have the types generated from that
 * operation's declaration, which the gateway validated them against; given `string`, they are untyped.
 */
export interface OperationInput<K extends string = string> {
  operationId: K;
  params: K extends OperationId ? PathParams<K> : Record<string, string>;
  query: K extends OperationId ? QueryParams<K> : Record<string, unknown>;
  body: K extends OperationId ? RequestBody<K> : unknown;
  /** The body exactly as sent, for operations declared `x-raw-body: true` (their `body` is undefined). */
  rawBody?: string;
  /**
   * The unread body of operations declared `x-stream-body: true`, with its Content-Type; a handler reached over HTTP
   * reads the forwarded request's body (shared/service/remote-handlers.ts pipes it).
   */
  bodyStream?: Readable;
  bodyContentType?: string;
  /** The header parameters the operation declares, by lower-case name, when the request sent them. */
  headers?: Record<string, string>;
  principal: Principal | null;
  requestId: string;
  /** The client's network address as the gateway saw it (absent for calls that came without a socket). */
  clientAddress?: string;
  /** The W3C `traceparent` of the gateway's span, sent on as a header when the handler is in another process. */
  traceparent?: string;
  /** The service's public base URL as the gateway serves it (PUBLIC_BASE_URL, or where it listens), no trailing slash. */
  baseUrl?: string;
}

export interface OperationOutcome<K extends string = string> {
  /** Defaults to 200. */
  status?: number;
  result: K extends OperationId ? OperationResult<K> : unknown;
  resultInfo?: ResultInfo;
  messages?: Message[];
  headers?: Record<string, string>;
}

export type OperationHandler<K extends string = string> = (input: OperationInput<K>) => Promise<OperationOutcome<K>>;

/** A service is a set of handlers keyed by OpenAPI operationId, callable in-process or over HTTP. */
export type ServiceHandlers = Readonly<Record<string, OperationHandler>>;

/** Handlers of declared operations, each typed from its declaration; an undeclared operationId fails tsc. */
export type TypedHandlers = { readonly [K in OperationId]?: OperationHandler<K> };

/** A domain's typed handlers as the untyped map the gateway and the service server dispatch to. */
export function operationHandlers(handlers: TypedHandlers): ServiceHandlers {
  // Sound because the gateway validates every input against the same declarations the types come from.
  return handlers as ServiceHandlers;
}

/** The base URL the gateway hands every operation; its absence means a caller that is not the gateway. */
export function requireBaseUrl(input: Pick<OperationInput, 'operationId' | 'baseUrl'>): string {
  if (!input.baseUrl) throw new Error(`operation ${input.operationId} reached its handler without the base URL`);
  return input.baseUrl;
}

/** The principal of an operation whose security requires one; the gateway guarantees it is present. */
export function requirePrincipal(input: Pick<OperationInput, 'operationId' | 'principal'>): Principal {
  if (!input.principal) throw new Error(`operation ${input.operationId} reached its handler without a principal`);
  return input.principal;
}
