import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { DealOpener } from '../deals/index.ts';
import type { ListingsRepository } from '../listings/index.ts';
import type { EventRelay } from '../outbox/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { AnswerAcceptanceService } from './answer-acceptance.service.ts';
import { AnswerVotesRepository } from './answer-votes.repository.ts';
import { AnswersRepository } from './answers.repository.ts';
import { AnswersService } from './answers.service.ts';
import { requestsHandlers } from './handlers.ts';
import { RequestAcceptancesRepository } from './request-acceptances.repository.ts';
import { RequestsRepository } from './requests.repository.ts';
import { RequestsService } from './requests.service.ts';

/** The collections of requests, their answers, the votes on answers and the one acceptance of each request. */
export function requestsRepositories(db: Db) {
  return {
    requests: new RequestsRepository(db),
    answers: new AnswersRepository(db),
    answerVotes: new AnswerVotesRepository(db),
    requestAcceptances: new RequestAcceptancesRepository(db),
  };
}

export interface RequestsDomainDeps {
  repositories: ReturnType<typeof requestsRepositories> & {
    listings: Pick<ListingsRepository, 'findById'>;
  };
  deals: DealOpener;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/** Requests, their answers and votes, and the acceptance that turns an offer into a deal. */
export function createRequestsDomain({ repositories, deals, workflows, relay, clock }: RequestsDomainDeps) {
  const { requests, answers, answerVotes: votes, requestAcceptances: acceptances } = repositories;
  return {
    handlers: requestsHandlers(
      new RequestsService({ requests, answers, votes, acceptances, clock }),
      new AnswersService({
        requests,
        answers,
        votes,
        listings: repositories.listings,
        relay,
        clock,
      }),
      new AnswerAcceptanceService({ requests, answers, votes, acceptances, deals, workflows, clock }),
    ),
  };
}
