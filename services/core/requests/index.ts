import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import { resultInfo } from '../../../shared/pagination/page.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { DealOpener } from '../deals/deal-opener.ts';
import type { WorkflowEngine } from '../workflows/workflow-engine.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { AnswerAcceptance } from './answer-acceptance.service.ts';
import type { AnswerVotesRepository } from './answer-votes.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';
import { AnswersService } from './answers.service.ts';
import type { RequestAcceptancesRepository } from './request-acceptances.repository.ts';
import type { RequestsRepository } from './requests.repository.ts';
import { RequestsService } from './requests.service.ts';

export function requestsHandlers(requests: RequestsService, answers: AnswersService, acceptance: AnswerAcceptance): ServiceHandlers {
  return operationHandlers({
    async listRequests({ query }) {
      const page = await requests.list(query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async createRequest(input) {
      return { status: 201, result: await requests.create(requirePrincipal(input), input.body) };
    },
    async getRequest({ params }) {
      return { result: await requests.get(params.id) };
    },
    async closeRequest(input) {
      return { result: await requests.close(requirePrincipal(input), input.params.id) };
    },
    async createAnswer(input) {
      return { status: 201, result: await answers.create(requirePrincipal(input), input.params.id, input.body) };
    },
    async voteAnswer(input) {
      return { result: await answers.vote(requirePrincipal(input), input.params.id, input.params.answerId) };
    },
    async acceptAnswer(input) {
      return { result: await acceptance.accept(requirePrincipal(input), input.params.id, input.params.answerId) };
    },
  });
}

export interface RequestsDomainDeps {
  requests: RequestsRepository;
  answers: AnswersRepository;
  votes: AnswerVotesRepository;
  acceptances: RequestAcceptancesRepository;
  listings: Pick<ListingsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'append'>;
  deals: DealOpener;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/** Requests, their answers and votes, and the acceptance that turns an offer into a deal. */
export function createRequestsDomain(deps: RequestsDomainDeps): ServiceHandlers {
  const { requests, answers, votes, acceptances, clock } = deps;
  return requestsHandlers(
    new RequestsService({ requests, answers, votes, acceptances, clock }),
    new AnswersService({ requests, answers, votes, listings: deps.listings, outbox: deps.outbox, clock }),
    new AnswerAcceptance({ requests, answers, votes, acceptances, deals: deps.deals, workflows: deps.workflows, clock }),
  );
}
