import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../shared/pagination/page.ts';
import type { ReviewHoldDocument } from './types.ts';

/** Listings the intake trust gate holds for an admin's review. */
export class ReviewHoldsRepository {
  private readonly holds: Collection<ReviewHoldDocument>;

  constructor(db: Db) {
    this.holds = db.collection<ReviewHoldDocument>('listing_review_holds');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.holds, { status: 1, createdAt: 1, _id: 1 }, { name: 'status_created' });
  }

  /** True when this call held the listing; false when a hold with the same id (the same key) exists. */
  insertOnce(hold: ReviewHoldDocument): Promise<boolean> {
    return insertOnce(this.holds, hold);
  }

  findById(id: string): Promise<ReviewHoldDocument | null> {
    return this.holds.findOne({ _id: id });
  }

  /** Up to `limit` open holds, oldest first, strictly after `after`. */
  pageOpen(after: CursorPosition | null, limit: number): Promise<ReviewHoldDocument[]> {
    return this.holds
      .find({ status: 'open', ...afterCursorAscending(after) })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  async decide(
    id: string,
    status: 'approved' | 'rejected',
    decision: NonNullable<ReviewHoldDocument['decision']>,
  ): Promise<void> {
    await this.holds.updateOne({ _id: id }, { $set: { status, decision } });
  }
}
