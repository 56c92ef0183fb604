import { AppError } from '../../shared/errors/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../../shared/errors/database-unavailable.ts';
import { failureEnvelope, successEnvelopeJson, type Envelope } from '../../shared/envelope.ts';
import type { Logger } from '../../shared/logger.ts';
import type { OperationOutcome } from '../../shared/service/handlers.ts';
import { resultJson } from '../../shared/service/serialized-json.ts';

/** A fully rendered HTTP answer; stored as it is for idempotent replays. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** `value` as JSON: serialized here, or written as it came when a service process serialized it. */
export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  const json = resultJson(value);
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: typeof json === 'string' ? Buffer.from(json) : json,
  };
}

/** The envelope of a handler's outcome, its result spliced in as JSON (see jsonReply). */
export function successReply(requestId: string, outcome: OperationOutcome): Reply {
  const body = successEnvelopeJson(requestId, resultJson(outcome.result), outcome.resultInfo, outcome.messages);
  return { status: outcome.status ?? 200, headers: { 'content-type': JSON_TYPE, ...outcome.headers }, body };
}

export function envelopeReply(status: number, envelope: Envelope, headers: Record<string, string> = {}): Reply {
  return jsonReply(status, envelope, headers);
}

/** A raw text answer with the handler's headers; `content-type` defaults to plain UTF-8 text. */
export function textReply(status: number, text: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body: Buffer.from(text) };
}

/**
 * The one place where a failure becomes a response. Catalog errors are shown as they are; anything else
 * is logged with the request id and answered as a bare internal_error, so no internals reach a client.
 */
export function renderError(requestId: string, error: unknown, logger: Logger): Reply {
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) logger.warn({ err: error, requestId }, 'database momentarily unavailable');
  const known = unavailable
    ? databaseUnavailable()
    : error instanceof AppError
      ? error
      : new AppError('internal_error');
  if (!unavailable && known !== error) logger.error({ err: error, requestId }, 'unexpected failure');
  return envelopeReply(known.status, failureEnvelope(requestId, known.items), known.headers);
}
