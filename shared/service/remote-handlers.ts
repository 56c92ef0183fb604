import { Pool } from 'undici';
import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error.ts';
import { bodyCutShort } from '../errors/request-body.ts';
import type { OperationHandler, OperationInput, ServiceHandlers } from './handlers.ts';
import { BINARY_TYPE, INPUT_HEADER, SERVICE_TOKEN_HEADER, toHeader, type WireHead } from './http-server.ts';
import { REQUEST_ID_HEADER } from './service-access-log.ts';
import { SerializedJson } from './serialized-json.ts';

export interface RemoteHandlersOptions {
  /**
   * `serialized`: JSON results stay as the service sent them (SerializedJson), for a caller that only writes them
   * on (the gateway); `parsed` (the default): they are values.
   */
  results?: 'parsed' | 'serialized';
}

/**
 * Handlers that forward each operation to a service process over keep-alive HTTP: the input as JSON, or, for an
 * operation that reads its request body as a stream, that body piped as it arrives with the input in a header. The
 * answer is a WireHead line followed by the result (see createServiceServer).
 */
export function remoteHandlers(
  baseUrl: string,
  operationIds: readonly string[],
  serviceToken: string,
  { results = 'parsed' }: RemoteHandlersOptions = {},
): { handlers: ServiceHandlers; close(): Promise<void> } {
  const pool = new Pool(baseUrl, { connections: 64, keepAliveTimeout: 30_000 });
  const send = (operationId: string, { bodyStream, ...input }: OperationInput) => {
    const headers = {
      [SERVICE_TOKEN_HEADER]: serviceToken,
      [REQUEST_ID_HEADER]: input.requestId,
      ...(input.traceparent ? { traceparent: input.traceparent } : {}),
    };
    return pool.request({
      path: `/operations/${operationId}`,
      method: 'POST',
      ...(bodyStream
        ? {
            headers: {
              ...headers,
              'content-type': input.bodyContentType || BINARY_TYPE,
              [INPUT_HEADER]: toHeader(input),
            },
            body: bodyStream,
          }
        : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input) }),
    });
  };
  const call =
    (operationId: string): OperationHandler =>
    async (input) => {
      const response = await send(operationId, input)
        .catch((error: unknown) => {
          throw input.bodyStream && brokeOff(input.bodyStream) ? bodyCutShort() : error;
        })
        .finally(() => input.bodyStream?.resume());
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`service at ${baseUrl} answered ${response.statusCode} for ${operationId}`);
      }
      const body = Buffer.from(await response.body.arrayBuffer());
      const lineEnd = body.indexOf(0x0a);
      const head = JSON.parse(body.subarray(0, lineEnd < 0 ? body.length : lineEnd).toString('utf8')) as WireHead;
      if (!head.ok)
        throw new AppError(head.error.slug, {
          message: head.error.message,
          items: head.error.items,
          headers: head.error.headers,
        });
      const rest = body.subarray(lineEnd + 1);
      if (head.result === 'binary') return { ...head.outcome, result: rest };
      return {
        ...head.outcome,
        result: results === 'serialized' ? new SerializedJson(rest) : JSON.parse(rest.toString('utf8')),
      };
    };
  return {
    handlers: Object.fromEntries(operationIds.map((operationId) => [operationId, call(operationId)])),
    close: () => pool.close(),
  };
}

/** Whether the request body being forwarded ended before its end: its client's connection closed mid-body. */
function brokeOff(body: Readable): boolean {
  return (body.destroyed || body.errored !== null) && !body.readableEnded;
}
