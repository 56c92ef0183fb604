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
 * One line per answered request, at info, or warn for a 5xx; a request whose connection closed before the answer
 * finished is logged when it closes. The line is built from `fields` only: no header (Authorization, cookies), no
 * query string and no body ever reaches it. Written with the logger itself, without a child logger per request
 * (pino-http made two on every request).
 */
export function accessLog(logger: Logger, options: AccessLogOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (options.ignore?.(req)) return;
    const requestId = options.requestId(req, res);
    const started = Date.now();
    const onComplete = () => {
      res.off('close', onComplete);
      res.off('finish', onComplete);
      const failed = res.statusCode >= 500;
      const line = {
        requestId,
        ...options.fields(req, res),
        method: req.method,
        status: res.statusCode,
        responseTimeMs: Date.now() - started,
      };
      if (failed) logger.warn(line, 'request failed');
      else logger.info(line, 'request answered');
    };
    res.on('close', onComplete);
    res.on('finish', onComplete);
  };
}

/** The path of a URL without its query string (which may carry tokens). */
export function pathOnly(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
