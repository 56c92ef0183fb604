import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { AnswerVotesRepository } from './answer-votes.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';
import { notRequestAuthor, requestClosed, requestNotFound } from './errors.ts';
import type { RequestAcceptancesRepository } from './request-acceptances.repository.ts';
import type { RequestFilters, RequestsRepository } from './requests.repository.ts';
import {
  answerView,
  requestView,
  type AnswerView,
  type NewRequest,
  type RequestDetailView,
  type RequestDocument,
  type RequestView,
} from './types.ts';

export interface RequestListQuery extends RequestFilters, PageQuery {}

export interface RequestsServiceDeps {
  requests: RequestsRepository;
  answers: Pick<AnswersRepository, 'listForRequest' | 'countByRequest'>;
  votes: Pick<AnswerVotesRepository, 'countByAnswer'>;
  acceptances: Pick<RequestAcceptancesRepository, 'findForRequest' | 'findForRequests'>;
  clock: Clock;
}

export class RequestsService {
  constructor(private readonly deps: RequestsServiceDeps) {}

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
      createdAt: this.deps.clock.now(),
      closedAt: null,
    };
    await this.deps.requests.insertRequest(request);
    return requestView(request, { answerCount: 0, acceptance: null });
  }

  /** One page, newest first; the cursor continues strictly after the previous page's last request. */
  async list(query: RequestListQuery): Promise<Page<RequestView>> {
    const { limit, after } = pageRequest(query);
    const filters: RequestFilters = { status: query.status, category: query.category, tag: query.tag };
    const page = pageOf(await this.deps.requests.listPage(filters, after, limit + 1), limit);
    return { ...page, items: await this.views(page.items) };
  }

  /** The request with its answers, most votes first (ties: oldest first). */
  async get(id: string): Promise<RequestDetailView> {
    const request = await this.deps.requests.findById(id);
    if (!request) throw requestNotFound();
    const [answers, votes, acceptance] = await Promise.all([
      this.deps.answers.listForRequest(id),
      this.deps.votes.countByAnswer(id),
      this.deps.acceptances.findForRequest(id),
    ]);
    const views = answers.map((answer) => answerView(answer, votes.get(answer._id) ?? 0, acceptance));
    return { ...requestView(request, { answerCount: answers.length, acceptance }), answers: mostVotedFirst(views) };
  }

  /** Only the author closes, once: of parallel closes exactly one inserts the closure and succeeds. */
  async close(principal: Principal, id: string): Promise<RequestView> {
    const request = await this.deps.requests.findById(id);
    if (!request) throw requestNotFound();
    if (request.authorId !== principal.accountId) throw notRequestAuthor('close it');
    if (
      request.status !== 'open' ||
      !(await this.deps.requests.closeOnce(id, principal.accountId, this.deps.clock.now()))
    ) {
      throw requestClosed({ ...request, status: 'closed' });
    }
    const closed = await this.deps.requests.findById(id);
    return (await this.views([closed ?? request]))[0]!;
  }

  /** Views of several requests with two queries in all for their answer counts and acceptances. */
  private async views(requests: RequestDocument[]): Promise<RequestView[]> {
    const ids = requests.map((request) => request._id);
    const [answerCounts, acceptances] = await Promise.all([
      this.deps.answers.countByRequest(ids),
      this.deps.acceptances.findForRequests(ids),
    ]);
    return requests.map((request) =>
      requestView(request, {
        answerCount: answerCounts.get(request._id) ?? 0,
        acceptance: acceptances.get(request._id) ?? null,
      }),
    );
  }
}

function mostVotedFirst(answers: AnswerView[]): AnswerView[] {
  return [...answers].sort(
    (a, b) => b.votes - a.votes || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}
