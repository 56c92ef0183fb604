import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import type { ListingsRepository } from '../listings/index.ts';
import { announcing, type EventRelay } from '../outbox/index.ts';
import type { AnswerVotesRepository } from './answer-votes.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';
import {
  alreadyVoted,
  answerNotFound,
  offeredListingNotFound,
  ownAnswer,
  ownRequest,
  requestClosed,
  requestNotFound,
} from './errors.ts';
import type { RequestsRepository } from './requests.repository.ts';
import {
  answerView,
  type AnswerDocument,
  type AnswerView,
  type NewAnswer,
  type Offer,
  type RequestDocument,
} from './types.ts';

export interface AnswersServiceDeps {
  requests: Pick<RequestsRepository, 'findById'>;
  answers: Pick<AnswersRepository, 'insertAnswer' | 'findInRequest'>;
  votes: Pick<AnswerVotesRepository, 'insertVoteOnce' | 'countForAnswer'>;
  listings: Pick<ListingsRepository, 'findById'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

export interface VoteView {
  answerId: string;
  votes: number;
}

export class AnswersService {
  constructor(private readonly deps: AnswersServiceDeps) {}

  /** Others answer an open request with advice or an offer, written once with its `request.answered` to the author and the answerer. */
  async create(principal: Principal, requestId: string, input: NewAnswer): Promise<AnswerView> {
    const request = await this.openRequest(requestId);
    if (request.authorId === principal.accountId) {
      throw ownRequest(request);
    }
    if (input.offer?.listingId) await this.requireOwnListing(principal, input.offer.listingId);
    const now = this.deps.clock.now();
    const given: AnswerDocument = {
      _id: newId('ans'),
      requestId,
      authorId: principal.accountId,
      kind: input.kind,
      body: input.body,
      offer: input.offer ? offerOf(input.offer) : null,
      createdAt: now,
    };
    const view = answerView(given, 0, null);
    const audience = [request.authorId, given.authorId];
    const answer = { ...given, ...announcing('request.answered', { answer: view, requestId }, { audience, now }) };
    await this.deps.answers.insertAnswer(answer);
    this.deps.relay.publish(answer.announcedEvents);
    return view;
  }

  /** One upvote per voter and answer, decided by inserting the vote under its `<answerId>#<voterId>` _id. */
  async vote(principal: Principal, requestId: string, answerId: string): Promise<VoteView> {
    await this.openRequest(requestId);
    const answer = await this.deps.answers.findInRequest(requestId, answerId);
    if (!answer) throw answerNotFound();
    if (answer.authorId === principal.accountId) {
      throw ownAnswer();
    }
    if (!(await this.deps.votes.insertVoteOnce(answerId, requestId, principal.accountId, this.deps.clock.now()))) {
      throw alreadyVoted();
    }
    return { answerId, votes: await this.deps.votes.countForAnswer(answerId) };
  }

  private async openRequest(requestId: string): Promise<RequestDocument> {
    const request = await this.deps.requests.findById(requestId);
    if (!request) throw requestNotFound();
    if (request.status !== 'open') throw requestClosed(request);
    return request;
  }

  private async requireOwnListing(principal: Principal, listingId: string): Promise<void> {
    const listing = await this.deps.listings.findById(listingId);
    if (!listing || listing.status !== 'published' || listing.providerId !== principal.accountId) {
      throw offeredListingNotFound();
    }
  }
}

/** The offer as stored: only the declared fields, in a fixed order. */
function offerOf(offer: Offer): Offer {
  return {
    amount: offer.amount,
    currency: offer.currency,
    ...(offer.deliveryDays === undefined ? {} : { deliveryDays: offer.deliveryDays }),
    ...(offer.listingId === undefined ? {} : { listingId: offer.listingId }),
  };
}
