import type { OperationSpec } from './operation-spec.js';
import { send, type ApiResponse, type CallOptions, type ClientOptions } from './request.js';

/** Every page of a cursor-paginated operation, following `result_info.next_cursor` until it is null. */
export async function* pages(
  client: ClientOptions,
  operationId: string,
  spec: OperationSpec,
  input: Record<string, unknown> = {},
  options?: CallOptions,
): AsyncGenerator<ApiResponse<unknown>> {
  let cursor: string | undefined;
  do {
    const page = await send(
      client,
      operationId,
      spec,
      cursor === undefined ? input : withCursor(spec, input, cursor),
      options,
    );
    yield page;
    cursor = page.resultInfo?.next_cursor ?? undefined;
  } while (cursor !== undefined);
}

/** Every element of every page: the elements of a list's result array, or the hits of a search. */
export async function* items(
  client: ClientOptions,
  operationId: string,
  spec: OperationSpec,
  input?: Record<string, unknown>,
  options?: CallOptions,
): AsyncGenerator<unknown> {
  for await (const page of pages(client, operationId, spec, input, options)) {
    const result = page.result as unknown[] | { hits: unknown[] };
    yield* Array.isArray(result) ? result : result.hits;
  }
}

function withCursor(spec: OperationSpec, input: Record<string, unknown>, cursor: string): Record<string, unknown> {
  if (spec.paginated === 'query') return { ...input, cursor };
  return { ...input, body: { ...(input.body as object | undefined), cursor } };
}
