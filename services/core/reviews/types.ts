import type { RatingSummary } from '../listings/index.ts';
import type { AnnouncedEvents } from '../outbox/index.ts';

/** One author's review of one listing; the unique index on (listingId, authorId) keeps it to one. */
export interface ReviewDocument extends Partial<AnnouncedEvents> {
  _id: string; // 'rev_...'
  listingId: string;
  /** The provider of the listing when it was reviewed: what the provider's rating is summed over. */
  providerId: string;
  authorId: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  title?: string;
  body?: string;
  /** The author had a released deal with the provider when writing the review. */
  verified: boolean;
  /** Set while moderation has the review removed (hidden from the listing and its rating); absent or null otherwise. */
  removal?: { key: string; at: Date } | null;
  /** When an appeal last restored a removed review: a later removal is a new decision. */
  restoredAt?: Date | null;
  createdAt: Date;
}

/** The body of createReview after the gateway's validation. */
export interface NewReview {
  rating: number;
  title?: string;
  body?: string;
}

/** A review as the API answers it (the OpenAPI `Review`). */
export interface ReviewView {
  id: string;
  listingId: string;
  authorId: string;
  rating: number;
  title: string | null;
  body: string | null;
  verified: boolean;
  createdAt: string;
}

export function reviewView(review: ReviewDocument): ReviewView {
  return {
    id: review._id,
    listingId: review.listingId,
    authorId: review.authorId,
    rating: review.rating,
    title: review.title ?? null,
    body: review.body ?? null,
    verified: review.verified,
    createdAt: review.createdAt.toISOString(),
  };
}

/** The summary of `count` ratings adding up to `total`; the average is rounded to two decimals. */
export function ratingSummary(total: number, count: number): RatingSummary {
  return { average: count === 0 ? null : Math.round((total / count) * 100) / 100, count };
}
