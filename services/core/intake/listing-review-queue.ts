/**
 * Holds a listing created in a non-public state (status `pending_review`, see listings/types.ts) for human review.
 * Intake declares this port; moderation implements it (review-holds.ts) and the composition passes it in.
 * Idempotent by `key`: holding the same key again changes nothing.
 * Approving the hold in the moderation queue publishes the listing (it goes live and into search; like every gated
 * listing it is not announced with `listing.created`, as the spec says); rejecting it records a statement of reasons.
 */
export interface ListingReviewQueue {
  holdForReview(hold: {
    listingId: string;
    accountId: string;
    reason: 'new_account' | 'foreign_source';
    key: string;
  }): Promise<void>;
}
