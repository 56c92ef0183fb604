import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';

/** What one access-log line says about a request besides its status and duration; never headers, bodies or queries. */
export type AccessFields = Record<string, string | number | null | undefined>;

export interface AccessLogOptions {
  /** The request's id (`requestId` in the line). */
  requestId: (req: IncomingMessage, res: ServerResponse) => string;
  /** Read when the answer is finished, so it may say what was learnt meanwhile (the operation). */
  fields: (req: IncomingMessage, res: ServerResponse) => AccessFields;
  /** Requests not logged (health probes and metric scrapes). */
  ignore?: (req: IncomingMessage) => boolean;
}

/**
 * One line per answered request, at info, or warn for a 5xx; a request whose client closed the connection before the
 * answer finished is logged when it closes, at warn, as abandoned and without a status (none was sent). The line is
 * built from `fields` only: no header (Authorization, cookies), no query string and no body ever reaches it. Written
 * with the logger itself, without a child logger per request (pino-http made two on every request).
 */
export function accessLog(logger: Logger, options: AccessLogOptions) {
  // The line's fields are flat scalars (AccessFields), and every redaction path of the logger names a nested key
  // ('*.password', 'req.headers.authorization'), so none can match; pino would still run its wildcard paths over
  // every field of every line (about 36 KiB allocated per line by @pinojs/redact).
  const lines = logger.child({}, { redact: [] });
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (options.ignore?.(req)) return;
    const requestId = options.requestId(req, res);
    const started = Date.now();
    // Node emits 'close' once per response, after 'finish' when the answer was sent whole.
    res.once('close', () => {
      const line: AccessFields = { requestId, ...options.fields(req, res), method: req.method };
      // The status set so far was never sent, so the line claims none.
      if (res.writableFinished) line.status = res.statusCode;
      line.responseTimeMs = Date.now() - started;
      if (!res.writableFinished) lines.warn(line, 'request abandoned by the client');
      else if (res.statusCode >= 500) lines.warn(line, 'request failed');
      else lines.info(line, 'request answered');
    });
  };
}

/** The path of a URL without its query string (which may carry tokens). */
export function pathOnly(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
