import { AppError } from '../../../shared/errors/app-error.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import type { ReviewsService } from './reviews.service.ts';
import type { ReviewDocument } from './types.ts';

/** Who changes the review and under which key: a moderation workflow passes its id, so a repeated step changes nothing twice. */
export interface ReviewChange {
  actorId: string;
  key: string;
  at: Date;
}

export interface ReviewModerationDeps {
  reviews: Pick<ReviewsRepository, 'findById' | 'findByIds' | 'markRemoved' | 'markRestored'>;
  ratings: Pick<ReviewsService, 'refreshRatingSummary'>;
}

/**
 * The changes moderation makes to reviews: a removed review leaves the listing's reviews and rating (recomputed as a
 * new revision of the listing, so search sees it) until an appeal restores it. Both are idempotent by the change's key.
 */
export class ReviewModeration {
  constructor(private readonly deps: ReviewModerationDeps) {}

  /** The review, removed or not. */
  async find(reviewId: string, field = 'path.id'): Promise<ReviewDocument> {
    return (await this.deps.reviews.findById(reviewId)) ?? reviewNotFound(field);
  }

  /** `find` of each id, in one round trip; a missing one fails as `find` does. */
  async findEach(reviewIds: string[], field = 'path.id'): Promise<ReviewDocument[]> {
    if (reviewIds.length === 0) return [];
    const found = await this.deps.reviews.findByIds(reviewIds);
    return reviewIds.map((id) => found.find((review) => review._id === id) ?? reviewNotFound(field));
  }

  /** A review that is not removed: a removed one does not exist for a new notice or decision. */
  async findVisible(reviewId: string, field = 'path.id'): Promise<ReviewDocument> {
    const review = await this.find(reviewId, field);
    if (review.removal) throw new AppError('resource_not_found', { message: 'No visible review has this id.', field });
    return review;
  }

  async remove(reviewId: string, change: ReviewChange): Promise<ReviewDocument> {
    const review = await this.find(reviewId);
    if (review.removal && review.removal.key !== change.key) {
      throw new AppError('invalid_transition', {
        message: 'The review is removed already.',
        meta: { currentState: 'removed', allowedOperations: [] },
      });
    }
    if (!review.removal) await this.deps.reviews.markRemoved(reviewId, { key: change.key, at: change.at });
    await this.deps.ratings.refreshRatingSummary(review.listingId, change.actorId);
    return { ...review, removal: review.removal ?? { key: change.key, at: change.at } };
  }

  async restore(reviewId: string, change: ReviewChange): Promise<void> {
    const review = await this.deps.reviews.findById(reviewId);
    if (!review) return;
    if (review.removal) await this.deps.reviews.markRestored(reviewId, change.at);
    await this.deps.ratings.refreshRatingSummary(review.listingId, change.actorId);
  }
}

function reviewNotFound(field: string): never {
  throw new AppError('resource_not_found', { message: 'No review has this id.', field });
}
