import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import { resultInfo } from '../../../shared/pagination/page.ts';
import type { RequestListQuery, RequestsService } from './requests.service.ts';
import type { NewRequest, RequestStatus } from './types.ts';

export function requestsHandlers(requests: RequestsService): ServiceHandlers {
  return {
    async listRequests({ query }) {
      const page = await requests.list(listQuery(query));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createRequest(input) {
      return { status: 201, result: await requests.create(requirePrincipal(input), input.body as NewRequest) };
    },
    async getRequest({ params }) {
      return { result: await requests.get(params.id ?? '') };
    },
    async closeRequest(input) {
      return { result: await requests.close(requirePrincipal(input), input.params.id ?? '') };
    },
  };
}

/** The gateway has validated the query against the declaration; this only gives it its types. */
function listQuery(query: Record<string, unknown>): RequestListQuery {
  return {
    status: query.status as RequestStatus | undefined,
    category: query.category as string | undefined,
    tag: query.tag as string | undefined,
    limit: query.limit === undefined ? undefined : Number(query.limit),
    cursor: query.cursor as string | undefined,
  };
}
