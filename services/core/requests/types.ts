import type { AnnouncedEvents } from '../outbox/index.ts';
import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

export type RequestStatus = 'open' | 'closed';

/** An amount in minor units (cents) of an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export interface RequestLocation {
  lat?: number;
  lon?: number;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: CountryCode;
}

/** What a caller may send to post a request (the OpenAPI `CreateRequestInput`). */
export interface NewRequest {
  title: string;
  body: string;
  category: string;
  tags?: string[];
  budget?: Money;
  location?: RequestLocation;
}

export interface RequestDocument {
  _id: string;
  authorId: string;
  title: string;
  body: string;
  category: string;
  tags: string[];
  budget: Money | null;
  location: RequestLocation | null;
  status: RequestStatus;
  createdAt: Date;
  closedAt: Date | null;
}

/** A request as anyone may read it (the OpenAPI `Request`). */
export interface RequestView {
  id: string;
  authorId: string;
  title: string;
  body: string;
  category: string;
  tags: string[];
  budget: Money | null;
  location: RequestLocation | null;
  status: RequestStatus;
  answerCount: number;
  acceptedAnswerId: string | null;
  createdAt: string;
  closedAt: string | null;
}

/** The detail view carries the answers, most votes first. */
export interface RequestDetailView extends RequestView {
  answers: AnswerView[];
}

/**
 * What other collections know about a request. The request document is written only by create and close:
 * FerretDB updates rewrite the whole document, so a second writer (answer counts, acceptance) could undo a close.
 */
export interface RequestFacts {
  answerCount: number;
  acceptance: AcceptanceDocument | null;
}

export function requestView(request: RequestDocument, facts: RequestFacts): RequestView {
  return {
    id: request._id,
    authorId: request.authorId,
    title: request.title,
    body: request.body,
    category: request.category,
    tags: request.tags,
    budget: request.budget,
    location: request.location,
    status: request.status,
    answerCount: facts.answerCount,
    acceptedAnswerId: facts.acceptance?.answerId ?? null,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
  };
}

export type AnswerKind = 'advice' | 'offer';

/** A concrete offer: an amount in minor units, optionally for one of the answerer's listings. */
export interface Offer extends Money {
  deliveryDays?: number;
  listingId?: string;
}

/** What a caller may send to answer a request (the OpenAPI `CreateAnswerInput`). */
export interface NewAnswer {
  kind: AnswerKind;
  body: string;
  offer?: Offer;
}

export interface AnswerDocument extends Partial<AnnouncedEvents> {
  _id: string;
  requestId: string;
  authorId: string;
  kind: AnswerKind;
  body: string;
  offer: Offer | null;
  createdAt: Date;
}

/** `<answerId>#<voterId>`: the unique _id is what keeps a voter to one vote per answer. */
export interface AnswerVoteDocument {
  _id: string;
  answerId: string;
  requestId: string;
  voterId: string;
  createdAt: Date;
}

/** The one acceptance of a request, keyed by the request id: inserting it claims the acceptance. */
export interface AcceptanceDocument {
  _id: string;
  answerId: string;
  /** Null between the claim and the deal's creation. */
  dealId: string | null;
  acceptedAt: Date;
  /** The acceptance workflow that claimed it: a resumed run finds its own claim by it. */
  workflowId: string;
}

/** An answer as anyone may read it (the OpenAPI `Answer`). */
export interface AnswerView {
  id: string;
  requestId: string;
  authorId: string;
  kind: AnswerKind;
  body: string;
  offer: Offer | null;
  votes: number;
  status: 'open' | 'accepted';
  dealId: string | null;
  createdAt: string;
}

export function answerView(
  answer: AnswerDocument,
  votes: number,
  acceptance: Pick<AcceptanceDocument, 'answerId' | 'dealId'> | null,
): AnswerView {
  const accepted = acceptance?.answerId === answer._id;
  return {
    id: answer._id,
    requestId: answer.requestId,
    authorId: answer.authorId,
    kind: answer.kind,
    body: answer.body,
    offer: answer.offer,
    votes,
    status: accepted ? 'accepted' : 'open',
    dealId: accepted ? acceptance.dealId : null,
    createdAt: answer.createdAt.toISOString(),
  };
}
