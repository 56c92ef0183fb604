import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { DealOpener } from '../deals/deal-opener.ts';
import type { AnswerVotesRepository } from './answer-votes.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';
import { answerNotFound, notRequestAuthor, requestClosed, requestNotFound } from './errors.ts';
import type { RequestAcceptancesRepository } from './request-acceptances.repository.ts';
import type { RequestsRepository } from './requests.repository.ts';
import { answerView, type AnswerDocument, type AnswerView, type Offer, type RequestDocument } from './types.ts';

export interface AnswerAcceptanceDeps {
  requests: Pick<RequestsRepository, 'findById'>;
  answers: Pick<AnswersRepository, 'findInRequest'>;
  votes: Pick<AnswerVotesRepository, 'countForAnswer'>;
  acceptances: Pick<RequestAcceptancesRepository, 'claim' | 'recordDeal' | 'release'>;
  deals: DealOpener;
  clock: Clock;
}

export interface AcceptedAnswerView {
  answer: AnswerView;
  deal: { id: string; status: string };
}

/** The request author accepts one offer per request; the offer becomes a deal with the author as buyer. */
export class AnswerAcceptance {
  constructor(private readonly deps: AnswerAcceptanceDeps) {}

  /**
   * The acceptance is claimed by inserting it under the request's id, so of parallel acceptances exactly one
   * opens a deal. A deal that cannot be opened (e.g. the spending policy refuses it) gives the claim back.
   */
  async accept(principal: Principal, requestId: string, answerId: string): Promise<AcceptedAnswerView> {
    const request = await this.deps.requests.findById(requestId);
    if (!request) throw requestNotFound();
    if (request.authorId !== principal.accountId) throw notRequestAuthor('accept its answers');
    if (request.status !== 'open') throw requestClosed(request);
    const answer = await this.deps.answers.findInRequest(requestId, answerId);
    if (!answer) throw answerNotFound();
    if (!answer.offer) {
      throw new AppError('invalid_transition', {
        message: 'Only an offer can be accepted; advice can be upvoted.',
        meta: { currentState: 'open', allowedOperations: ['voteAnswer'] },
      });
    }
    const now = this.deps.clock.now();
    if (!(await this.deps.acceptances.claim(requestId, answerId, now))) throw alreadyAccepted(request);
    let deal: { id: string; status: string };
    try {
      deal = await this.deps.deals.open(principal, dealTerms(request, answer, answer.offer));
    } catch (error) {
      await this.deps.acceptances.release(requestId, answerId);
      throw error;
    }
    await this.deps.acceptances.recordDeal(requestId, deal.id);
    const votes = await this.deps.votes.countForAnswer(answerId);
    const acceptance = { _id: requestId, answerId, dealId: deal.id, acceptedAt: now };
    return { answer: answerView(answer, votes, acceptance), deal: { id: deal.id, status: deal.status } };
  }
}

function dealTerms(request: RequestDocument, answer: AnswerDocument, offer: Offer) {
  return {
    buyerId: request.authorId,
    sellerId: answer.authorId,
    title: request.title,
    description: answer.body,
    amount: offer.amount,
    currency: offer.currency,
    listingId: offer.listingId ?? null,
    source: { kind: 'answer' as const, id: answer._id },
  };
}

function alreadyAccepted(request: RequestDocument): AppError {
  return new AppError('invalid_transition', {
    message: 'This request already has an accepted answer; a request accepts one offer. Close it when you are done.',
    meta: { currentState: request.status, allowedOperations: ['closeRequest'] },
  });
}
