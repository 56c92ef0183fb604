import { Pool } from 'undici';
import { AppError } from '../errors/app-error.ts';
import type { OperationHandler, OperationInput, ServiceHandlers } from './handlers.ts';
import { BINARY_TYPE, fromHeader, INPUT_HEADER, OUTCOME_HEADER, SERVICE_TOKEN_HEADER, toHeader, type WireOutcome } from './http-server.ts';

/**
 * Handlers that forward each operation to a service process over keep-alive HTTP: the input as JSON, or, for an
 * operation that reads its request body as a stream, that body piped as it arrives with the input in a header; a
 * binary result comes back as the response body.
 */
export function remoteHandlers(baseUrl: string, operationIds: readonly string[], serviceToken: string): { handlers: ServiceHandlers; close(): Promise<void> } {
  const pool = new Pool(baseUrl, { connections: 64, keepAliveTimeout: 30_000 });
  const send = (operationId: string, { bodyStream, ...input }: OperationInput) =>
    pool.request({
      path: `/operations/${operationId}`,
      method: 'POST',
      ...(bodyStream
        ? { headers: { 'content-type': input.bodyContentType || BINARY_TYPE, [SERVICE_TOKEN_HEADER]: serviceToken, [INPUT_HEADER]: toHeader(input) }, body: bodyStream }
        : { headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: serviceToken }, body: JSON.stringify(input) }),
    });
  const call = (operationId: string): OperationHandler => async (input) => {
    const response = await send(operationId, input).finally(() => input.bodyStream?.resume());
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`service at ${baseUrl} answered ${response.statusCode} for ${operationId}`);
    }
    const outcomeHeader = response.headers[OUTCOME_HEADER];
    const wire = typeof outcomeHeader === 'string' ? withResult(fromHeader<WireOutcome>(outcomeHeader), Buffer.from(await response.body.arrayBuffer())) : ((await response.body.json()) as WireOutcome);
    if (wire.ok) return wire.outcome;
    throw new AppError(wire.error.slug, { message: wire.error.message, items: wire.error.items, headers: wire.error.headers });
  };
  return {
    handlers: Object.fromEntries(operationIds.map((operationId) => [operationId, call(operationId)])),
    close: () => pool.close(),
  };
}

/** A binary outcome: the bytes of the response body are its result. */
function withResult(wire: WireOutcome, bytes: Buffer): WireOutcome {
  return wire.ok ? { ok: true, outcome: { ...wire.outcome, result: bytes } } : wire;
}
