import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
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
 * One line per answered request (pino-http), at info, or warn for a 5xx. The line is built from `fields` only: no
 * header (Authorization, cookies), no query string and no body ever reaches it.
 */
export function accessLog(logger: Logger, options: AccessLogOptions) {
  const line = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
    ...options.fields(req, res),
    method: req.method,
    status: res.statusCode,
    responseTimeMs: responseTime,
  });
  return pinoHttp({
    logger,
    genReqId: options.requestId,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    ...(options.ignore ? { autoLogging: { ignore: options.ignore } } : {}),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'warn' : 'info'),
    customSuccessObject: (req, res, value: { responseTime: number }) => line(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => line(req, res, value.responseTime),
    customSuccessMessage: () => 'request answered',
    customErrorMessage: () => 'request failed',
  });
}

/** The path of a URL without its query string (which may carry tokens). */
export function pathOnly(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
