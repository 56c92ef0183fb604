export type RequestStatus = 'open' | 'closed';

/** An amount in minor units (cents) of an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

export interface RequestLocation {
  lat?: number;
  lon?: number;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: string;
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
  /** Kept on the request so lists need no second query once answers exist. */
  answerCount: number;
  acceptedAnswerId: string | null;
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

/** The detail view carries the answers; they arrive with the answers domain, so the list is empty for now. */
export interface RequestDetailView extends RequestView {
  answers: never[];
}

export function requestView(request: RequestDocument): RequestView {
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
    answerCount: request.answerCount,
    acceptedAnswerId: request.acceptedAnswerId,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
  };
}
