import { operations } from './generated/operations.js';
import type { Arguments, Item, OperationId, PaginatedOperationId, Result } from './operation.js';
import { items, pages } from './pagination.js';
import { send, type ApiResponse, type CallOptions, type ClientOptions, type Credential } from './request.js';

type Methods<Ids extends OperationId, Answer extends Record<OperationId, unknown>> = {
  [O in Ids]: (...args: Arguments<O, CallOptions>) => Answer[O];
};

type Results = { [O in OperationId]: Promise<Result<O>> };
type Responses = { [O in OperationId]: Promise<ApiResponse<Result<O>>> };
type Pages = { [O in OperationId]: AsyncIterable<ApiResponse<Result<O>>> };
type Items = { [O in OperationId]: O extends PaginatedOperationId ? AsyncIterable<Item<O>> : never };

/**
 * One method per operation of the contract, named by its operationId, answering its unwrapped result
 * (`client.getDeal({ id })`); the same under `withMeta` answering the result with the request id, messages and
 * pagination facts; and for every cursor-paginated operation (lists and search) `paginate`, which iterates the
 * elements of all pages, and `pages`, which iterates the pages.
 */
export type MarketplaceClient = Methods<OperationId, Results> & {
  withMeta: Methods<OperationId, Responses>;
  pages: Methods<PaginatedOperationId, Pages>;
  paginate: Methods<PaginatedOperationId, Items>;
  /** The same client acting with another credential. */
  withToken(token: Credential | undefined): MarketplaceClient;
};

type Call = (input?: Record<string, unknown>, options?: CallOptions) => unknown;

export function createClient(options: ClientOptions): MarketplaceClient {
  const ids = Object.keys(operations) as OperationId[];
  const paginated = ids.filter((id) => 'paginated' in operations[id]);
  const table = (selected: OperationId[], call: (id: OperationId) => Call) =>
    Object.fromEntries(selected.map((id) => [id, call(id)]));
  const withMeta = table(ids, (id) => (input, callOptions) => send(options, id, operations[id], input, callOptions));
  return {
    ...table(
      ids,
      (id) => async (input, callOptions) => (await send(options, id, operations[id], input, callOptions)).result,
    ),
    withMeta,
    pages: table(paginated, (id) => (input, callOptions) => pages(options, id, operations[id], input, callOptions)),
    paginate: table(paginated, (id) => (input, callOptions) => items(options, id, operations[id], input, callOptions)),
    withToken: (token: Credential | undefined) => createClient({ ...options, token }),
  } as unknown as MarketplaceClient;
}
