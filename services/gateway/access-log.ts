import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { accessLog, pathOnly } from '../../shared/observability/access-log.ts';
import { continueTrace, type TraceContext } from '../../shared/observability/trace-context.ts';
import type { Logger } from '../../shared/logger.ts';
import type { OperationMeta } from './openapi/operations.ts';

/** What the gateway notes on `res.locals` for its access log and for the services it calls. */
export interface AccessLocals {
  requestId: string;
  trace: TraceContext;
  /** The client's address as TRUSTED_PROXIES make it, read while the socket is there. */
  client: string | undefined;
  /** The declared operation the request matched, once the gateway looked it up. */
  operation?: OperationMeta;
}

/**
 * Notes what the access log and the services need from the request before it is answered. Without trusted proxies
 * the client is the socket's peer, which is what express's `req.ip` answers then, without parsing X-Forwarded-For.
 */
export function beginRequest(req: Request, res: Response, trustsProxies: boolean): void {
  res.locals.trace = continueTrace(req.headers.traceparent);
  res.locals.client = trustsProxies ? req.ip : req.socket.remoteAddress;
}

/**
 * The gateway's access log: the request id, the operation and its declared path (a path parameter may be a token,
 * so a matched request is logged by its template), the client as TRUSTED_PROXIES make it, and the trace.
 */
export function gatewayAccessLog(logger: Logger) {
  const locals = (res: ServerResponse) => (res as Response).locals as AccessLocals;
  return accessLog(logger, {
    requestId: (_req, res) => locals(res).requestId,
    fields: (req: IncomingMessage, res: ServerResponse) => {
      const { operation, trace, client } = locals(res);
      return {
        operationId: operation?.operationId ?? null,
        route: operation?.path ?? pathOnly((req as Request).originalUrl),
        client: client ?? null,
        traceId: trace.traceId,
        spanId: trace.spanId,
        parentSpanId: trace.parentSpanId,
      };
    },
  });
}
