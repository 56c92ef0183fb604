import { createServer, type IncomingMessage, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../errors/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import type { ErrorSlug } from '../openapi/generated/error-slugs.d.ts';
import type { OperationInput, ServiceHandlers } from './handlers.ts';

export const SERVICE_TOKEN_HEADER = 'x-service-token';
/**
 * An operation whose request body is a stream (`x-stream-body`) crosses as that body, piped, with its OperationInput
 * in this header (base64url JSON); a handler's binary result (`x-raw: binary`, a Buffer) crosses as the response
 * body, with the rest of its WireOutcome in OUTCOME_HEADER.
 */
export const INPUT_HEADER = 'x-operation-input';
export const OUTCOME_HEADER = 'x-operation-outcome';
export const BINARY_TYPE = 'application/octet-stream';

/** The wire form of a handler's answer: an outcome, or a refusal from the error catalog. */
export type WireOutcome =
  | { ok: true; outcome: Awaited<ReturnType<ServiceHandlers[string]>> }
  | { ok: false; error: { slug: ErrorSlug; message: string; items: AppError['items']; headers: Record<string, string> } };

export interface ServiceServerOptions {
  handlers: ServiceHandlers;
  serviceToken: string | null;
  logger: Logger;
  /** Answers GET /health; the process is unhealthy when it throws. */
  health: () => Promise<unknown>;
}

/** The thin HTTP adapter of a service: POST /operations/{operationId} with an OperationInput, answered with a WireOutcome. */
export function createServiceServer(options: ServiceServerOptions): Server {
  return createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/health') {
      return options.health().then((status) => reply(200, status), () => reply(503, { status: 'down' }));
    }
    const operationId = /^\/operations\/([A-Za-z0-9]+)$/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !operationId) return reply(404, { error: 'unknown route' });
    if (!tokenMatches(req.headers[SERVICE_TOKEN_HEADER], options.serviceToken)) return reply(401, { error: 'bad service token' });
    const streamedInput = req.headers[INPUT_HEADER];
    const input: OperationInput = typeof streamedInput === 'string' ? { ...fromHeader<OperationInput>(streamedInput), bodyStream: req } : JSON.parse(await readBody(req));
    try {
      const handler = options.handlers[operationId];
      if (!handler) throw new AppError('not_implemented');
      const { result, ...outcome } = await handler(input);
      if (!Buffer.isBuffer(result)) return reply(200, { ok: true, outcome: { ...outcome, result } } satisfies WireOutcome);
      const wire = { ok: true, outcome: { ...outcome, result: null } } satisfies WireOutcome;
      res.writeHead(200, { 'content-type': BINARY_TYPE, [OUTCOME_HEADER]: toHeader(wire) }).end(result);
    } catch (failure) {
      const error = isDatabaseUnavailable(failure) ? databaseUnavailable() : failure;
      if (!(error instanceof AppError)) {
        options.logger.error({ err: error, requestId: input.requestId, operationId }, 'operation failed');
        return reply(500, { error: 'internal' });
      }
      const wire = { slug: error.slug, message: error.message, items: error.items, headers: error.headers };
      reply(200, { ok: false, error: wire } satisfies WireOutcome);
    }
  });
}

export function toHeader(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fromHeader<T>(header: string): T {
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as T;
}

function tokenMatches(given: string | string[] | undefined, expected: string | null): boolean {
  if (expected === null) return true;
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
