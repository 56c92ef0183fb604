import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { RequestFilters, RequestsRepository } from './requests.repository.ts';
import { requestView, type NewRequest, type RequestDetailView, type RequestDocument, type RequestView } from './types.ts';

export interface RequestListQuery extends RequestFilters, PageQuery {}

export class RequestsService {
  constructor(private readonly deps: { requests: RequestsRepository; clock: Clock }) {}

  async create(principal: Principal, input: NewRequest): Promise<RequestView> {
    const request: RequestDocument = {
      _id: newId('req'),
      authorId: principal.accountId,
      title: input.title,
      body: input.body,
      category: input.category,
      tags: [...(input.tags ?? [])],
      budget: input.budget ?? null,
      location: input.location ?? null,
      status: 'open',
      answerCount: 0,
      acceptedAnswerId: null,
      createdAt: this.deps.clock.now(),
      closedAt: null,
    };
    await this.deps.requests.insertRequest(request);
    return requestView(request);
  }

  /** One page, newest first; the cursor continues strictly after the previous page's last request. */
  async list(query: RequestListQuery): Promise<Page<RequestView>> {
    const { limit, after } = pageRequest(query);
    const filters: RequestFilters = { status: query.status, category: query.category, tag: query.tag };
    const page = pageOf(await this.deps.requests.listPage(filters, after, limit + 1), limit);
    return { ...page, items: page.items.map(requestView) };
  }

  async get(id: string): Promise<RequestDetailView> {
    const request = await this.deps.requests.findById(id);
    if (!request) throw notFound();
    return { ...requestView(request), answers: [] };
  }

  /** Only the author closes; the write decides the transition, and a failed write is explained afterwards. */
  async close(principal: Principal, id: string): Promise<RequestView> {
    const closed = await this.deps.requests.closeOpenRequest(id, principal.accountId, this.deps.clock.now());
    const request = await this.deps.requests.findById(id);
    if (!request) throw notFound();
    if (closed) return requestView(request);
    if (request.authorId !== principal.accountId) {
      throw new AppError('not_owner', { message: 'Only the author of this request may close it.' });
    }
    throw new AppError('invalid_transition', {
      message: 'This request is already closed. Post a new request to ask again.',
      // A closed request accepts no further operation: no answers, votes, acceptance or close.
      meta: { currentState: request.status, allowedOperations: [] },
    });
  }
}

function notFound(): AppError {
  return new AppError('resource_not_found', { message: 'No request has this id.', field: 'path.id' });
}
