import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import type { ListingHolds } from '../listings/index.ts';
import type { ReviewHoldsRepository } from './review-holds.repository.ts';

/** The hold's id, derived from its key alone: holding the same key again finds the first hold. */
export function holdIdOf(key: string): string {
  return `lrh_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** The trust gate's side of the queue: a held listing becomes a `listing_review` item (decided by ListingReviewDecisions). */
export class ReviewHolds implements ListingHolds {
  constructor(private readonly deps: { holds: ReviewHoldsRepository; clock: Clock }) {}

  async holdForReview(hold: Parameters<ListingHolds['holdForReview']>[0]): Promise<void> {
    await this.deps.holds.insertOnce({
      _id: holdIdOf(hold.key),
      listingId: hold.listingId,
      accountId: hold.accountId,
      reasons: [hold.reason],
      status: 'open',
      decision: null,
      createdAt: this.deps.clock.now(),
    });
  }
}
