import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../errors/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import { answerHealth } from '../process/health-answer.ts';
import type { Health } from '../readiness.ts';
import { observeAnswer, type Metrics } from '../observability/metrics.ts';
import { serveMetrics } from '../observability/metrics-endpoint.ts';
import type { ErrorSlug } from '../openapi/generated/error-slugs.d.ts';
import type { OperationInput, OperationOutcome, ServiceHandlers } from './handlers.ts';
import { serviceAccessLog } from './service-access-log.ts';

export const SERVICE_TOKEN_HEADER = 'x-service-token';
/**
 * An operation whose request body is a stream (`x-stream-body`) crosses as that body, piped, with its OperationInput
 * in this header (base64url JSON).
 */
export const INPUT_HEADER = 'x-operation-input';
export const BINARY_TYPE = 'application/octet-stream';

/**
 * The first line of a service's answer: an outcome without its result, or a refusal from the error catalog. A
 * success's result is the rest of the body: its JSON, or its bytes for a binary result (`x-raw: binary`, a Buffer),
 * so that a caller may pass it on without parsing it (JSON has no line break outside its strings).
 */
export type WireHead =
  | { ok: true; outcome: Omit<OperationOutcome, 'result'>; result: 'json' | 'binary' }
  | {
      ok: false;
      error: { slug: ErrorSlug; message: string; items: AppError['items']; headers: Record<string, string> };
    };

export interface ServiceServerOptions {
  handlers: ServiceHandlers;
  serviceToken: string | null;
  /** Accepted as well while the token is rotated. */
  previousServiceToken?: string | null;
  logger: Logger;
  /** Answers GET /health: 503 naming the dependencies down, or when it throws. */
  health: () => Promise<Health>;
  /** Served at GET /metrics, and counting each operation call. */
  metrics?: Metrics;
}

/** The thin HTTP adapter of a service: POST /operations/{operationId} with an OperationInput, answered with a WireHead and the result. */
export function createServiceServer(options: ServiceServerOptions): Server {
  const logRequest = serviceAccessLog(options.logger);
  const answer = answerOperations(options);
  return createServer((req, res) => {
    logRequest(req, res);
    answer(req, res).catch((error: unknown) => {
      // What the answers do not catch themselves (a health probe failing, a write to a closed connection): logged,
      // never an unhandled rejection that would end the process.
      options.logger.error({ err: error }, 'answer failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end();
    });
  });
}

/** Answers health, metrics and operation calls; a failed operation answers in its WireHead. */
function answerOperations(options: ServiceServerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/metrics' && options.metrics) return serveMetrics(options.metrics, res);
    if (req.method === 'GET' && req.url === '/health') return answerHealth(options.health, res);
    const operationId = /^\/operations\/([A-Za-z0-9]+)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !operationId) return reply(404, { error: 'unknown route' });
    if (options.metrics) observeAnswer(options.metrics, res, () => operationId);
    if (!acceptedToken(req.headers[SERVICE_TOKEN_HEADER], options)) return reply(401, { error: 'bad service token' });
    let input: OperationInput;
    try {
      input = await operationInput(req);
    } catch (error) {
      // The caller's request broke off mid-body or was not an OperationInput: nothing to run, and no one may be listening.
      options.logger.warn({ err: error, operationId }, 'operation input unreadable');
      return reply(400, { error: 'unreadable operation input' });
    }
    try {
      const handler = options.handlers[operationId];
      if (!handler) throw new AppError('not_implemented');
      writeSuccess(res, await handler(input));
    } catch (failure) {
      const error = isDatabaseUnavailable(failure) ? databaseUnavailable() : failure;
      if (!(error instanceof AppError)) {
        options.logger.error({ err: error, requestId: input.requestId, operationId }, 'operation failed');
        return reply(500, { error: 'internal' });
      }
      const wire = { slug: error.slug, message: error.message, items: error.items, headers: error.headers };
      reply(200, { ok: false, error: wire } satisfies WireHead);
    }
  };
}

/** A success: its WireHead line, then the result's JSON or, for a binary result, its bytes. */
function writeSuccess(res: ServerResponse, { result, ...outcome }: OperationOutcome): void {
  const binary = Buffer.isBuffer(result);
  const head = `${JSON.stringify({ ok: true, outcome, result: binary ? 'binary' : 'json' } satisfies WireHead)}\n`;
  res.writeHead(200, { 'content-type': BINARY_TYPE });
  res.end(binary ? Buffer.concat([Buffer.from(head), result]) : `${head}${JSON.stringify(result) ?? 'null'}`);
}

export function toHeader(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fromHeader<T>(header: string): T {
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as T;
}

function acceptedToken(
  given: string | string[] | undefined,
  { serviceToken, previousServiceToken }: Pick<ServiceServerOptions, 'serviceToken' | 'previousServiceToken'>,
): boolean {
  if (serviceToken === null) return true;
  return tokenMatches(given, serviceToken) || (!!previousServiceToken && tokenMatches(given, previousServiceToken));
}

function tokenMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** The OperationInput of a call: in its header with the request body as its stream, or as the JSON body. */
async function operationInput(req: IncomingMessage): Promise<OperationInput> {
  const streamedInput = req.headers[INPUT_HEADER];
  if (typeof streamedInput === 'string') return { ...fromHeader<OperationInput>(streamedInput), bodyStream: req };
  return JSON.parse(await readBody(req)) as OperationInput;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
