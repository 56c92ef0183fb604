import { ensureAnnouncedIndex } from '../outbox/index.ts';
import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { RatingSummary } from '../listings/index.ts';
import { ratingSummary, type ReviewDocument } from './types.ts';

/** The reviews collection; the demo-data loader writes it in bulk. */
export const REVIEWS_COLLECTION = 'reviews';

/** How many reviews gave one star rating. */
interface RatingCount {
  _id: number;
  count: number;
}

export class ReviewsRepository {
  private readonly reviews: Collection<ReviewDocument>;

  constructor(db: Db) {
    this.reviews = db.collection<ReviewDocument>(REVIEWS_COLLECTION);
  }

  /** The unique (listingId, authorId) index is what keeps concurrent reviews by one author to one. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.reviews, { listingId: 1, authorId: 1 }, { unique: true, name: 'listing_author_unique' });
    await ensureIndex(this.reviews, { listingId: 1, createdAt: -1, _id: -1 }, { name: 'listing_created' });
    await ensureIndex(this.reviews, { providerId: 1 }, { name: 'provider' });
    await ensureAnnouncedIndex(this.reviews);
  }

  /** Inserts the review unless its author already reviewed the listing; the unique index decides races. */
  async insertReviewOnce(review: ReviewDocument): Promise<boolean> {
    return insertOnce(this.reviews, review);
  }

  /** Up to `limit` visible reviews of the listing (none removed by moderation), newest first, strictly after `after` when given. */
  listPage(listingId: string, after: CursorPosition | null, limit: number): Promise<ReviewDocument[]> {
    return this.reviews
      .find({ listingId, removal: null, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  findById(id: string): Promise<ReviewDocument | null> {
    return this.reviews.findOne({ _id: id });
  }

  findByIds(ids: string[]): Promise<ReviewDocument[]> {
    return this.reviews.find({ _id: oneOf(ids) }).toArray();
  }

  /** Hides the review from the listing and its ratings. */
  async markRemoved(id: string, removal: NonNullable<ReviewDocument['removal']>): Promise<void> {
    await this.reviews.updateOne({ _id: id }, { $set: { removal } });
  }

  /** Shows a removed review again. */
  async markRestored(id: string, at: Date): Promise<void> {
    await this.reviews.updateOne({ _id: id }, { $set: { removal: null, restoredAt: at } });
  }

  listingRating(listingId: string): Promise<RatingSummary> {
    return this.ratingOf({ listingId, removal: null });
  }

  providerRating(providerId: string): Promise<RatingSummary> {
    return this.ratingOf({ providerId, removal: null });
  }

  /**
   * Counts the reviews per star rating in the database, at most five groups, and takes the mean here: FerretDB's
   * $group has no $avg, and FerretDB 1.x computes only the first accumulator of a $group (FerretDB#4616), so
   * one `$sum: 1` per rating is the portable form.
   */
  private async ratingOf(filter: Filter<ReviewDocument>): Promise<RatingSummary> {
    const counts = await this.reviews
      .aggregate<RatingCount>([{ $match: filter }, { $group: { _id: '$rating', count: { $sum: 1 } } }])
      .toArray();
    const total = counts.reduce((sum, { _id: rating, count }) => sum + rating * count, 0);
    return ratingSummary(
      total,
      counts.reduce((sum, { count }) => sum + count, 0),
    );
  }
}
