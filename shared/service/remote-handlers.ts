import { Pool } from 'undici';
import { AppError } from '../errors/app-error.ts';
import type { OperationHandler, ServiceHandlers } from './handlers.ts';
import { SERVICE_TOKEN_HEADER, type WireOutcome } from './http-server.ts';

/** Handlers that forward each operation to a service process over keep-alive HTTP. */
export function remoteHandlers(baseUrl: string, operationIds: readonly string[], serviceToken: string): { handlers: ServiceHandlers; close(): Promise<void> } {
  const pool = new Pool(baseUrl, { connections: 64, keepAliveTimeout: 30_000 });
  const call = (operationId: string): OperationHandler => async (input) => {
    const response = await pool.request({
      path: `/operations/${operationId}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: serviceToken },
      body: JSON.stringify(input),
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`service at ${baseUrl} answered ${response.statusCode} for ${operationId}`);
    }
    const wire = (await response.body.json()) as WireOutcome;
    if (wire.ok) return wire.outcome;
    throw new AppError(wire.error.slug, { message: wire.error.message, items: wire.error.items, headers: wire.error.headers });
  };
  return {
    handlers: Object.fromEntries(operationIds.map((operationId) => [operationId, call(operationId)])),
    close: () => pool.close(),
  };
}
