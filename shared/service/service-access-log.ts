import type { IncomingMessage } from 'node:http';
import type { Logger } from '../logger.ts';
import { accessLog, pathOnly } from '../observability/access-log.ts';
import { continueTrace } from '../observability/trace-context.ts';

/** The header the gateway sends each operation's request id in, so the service's lines join the gateway's. */
export const REQUEST_ID_HEADER = 'x-request-id';

const OPS_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * A service process's access log: each operation call by its request id and operationId, in the trace the gateway
 * sent (`traceparent`), as a span of this process; probes and scrapes are not logged.
 */
export function serviceAccessLog(logger: Logger) {
  return accessLog(logger, {
    requestId: (req) => headerOf(req, REQUEST_ID_HEADER) ?? 'none',
    ignore: (req) => OPS_PATHS.has(pathOnly(req.url)),
    fields: (req) => {
      const trace = continueTrace(req.headers.traceparent);
      return {
        operationId: /^\/operations\/([A-Za-z0-9]+)$/.exec(pathOnly(req.url))?.[1] ?? null,
        route: pathOnly(req.url),
        traceId: trace.traceId,
        spanId: trace.spanId,
        parentSpanId: trace.parentSpanId,
      };
    },
  });
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}
