import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import type { DealOpener } from '../deals/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import type { AnswerVotesRepository } from './answer-votes.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';
import { answerNotFound, notAnOffer, notRequestAuthor, requestClosed, requestNotFound } from './errors.ts';
import { offerAcceptanceId, offerAcceptanceWorkflow, type OfferAcceptance } from './offer-acceptance-workflow.ts';
import type { RequestAcceptancesRepository } from './request-acceptances.repository.ts';
import type { RequestsRepository } from './requests.repository.ts';
import { answerView, type AnswerDocument, type AnswerView, type Offer, type RequestDocument } from './types.ts';

export interface AnswerAcceptanceDeps {
  requests: Pick<RequestsRepository, 'findById'>;
  answers: Pick<AnswersRepository, 'findInRequest'>;
  votes: Pick<AnswerVotesRepository, 'countForAnswer'>;
  acceptances: Pick<RequestAcceptancesRepository, 'claim' | 'recordDeal' | 'release'>;
  deals: DealOpener;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

export interface AcceptedAnswerView {
  answer: AnswerView;
  deal: { id: string; status: string };
}

/** The request author accepts one offer per request; the offer becomes a deal with the author as buyer. */
export class AnswerAcceptanceService {
  private readonly workflow: OfferAcceptance;

  constructor(private readonly deps: AnswerAcceptanceDeps) {
    this.workflow = offerAcceptanceWorkflow(deps);
    deps.workflows.register(this.workflow);
  }

  /**
   * The acceptance is claimed by inserting it under the request's id, so of parallel acceptances exactly one
   * opens a deal (workflow `accept-answer:<requestId>:<dealId>`). A deal that cannot be opened (e.g. the
   * spending policy refuses it) gives the claim back, and the author may accept again.
   */
  async accept(principal: Principal, requestId: string, answerId: string): Promise<AcceptedAnswerView> {
    const request = await this.deps.requests.findById(requestId);
    if (!request) throw requestNotFound();
    if (request.authorId !== principal.accountId) throw notRequestAuthor('accept its answers');
    if (request.status !== 'open') throw requestClosed(request);
    const answer = await this.deps.answers.findInRequest(requestId, answerId);
    if (!answer) throw answerNotFound();
    if (!answer.offer) {
      throw notAnOffer();
    }
    const dealId = newId('dea');
    const input = { requestId, answerId, dealId, principal, terms: dealTerms(request, answer, answer.offer) };
    const deal = await this.deps.workflows.run(this.workflow, offerAcceptanceId(requestId, dealId), input);
    const votes = await this.deps.votes.countForAnswer(answerId);
    const acceptance = { answerId, dealId: deal.id };
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
