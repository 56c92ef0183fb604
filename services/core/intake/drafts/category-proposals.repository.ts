import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../../shared/mongo.ts';
import type { CursorPosition } from '../../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../../shared/pagination/page.ts';
import type { CategoryProposalDocument, CategoryProposalStatus } from '../types.ts';

export const CATEGORY_PROPOSALS_COLLECTION = 'category_proposals';

/**
 * Categories intake proposed for offerings that fit none, one per slug (`cpr_<slug>`). Intake owns the
 * collection; the moderation domain reads the open ones through `listOpen` for the admins' queue.
 */
export class CategoryProposalsRepository {
  private readonly proposals: Collection<CategoryProposalDocument>;

  constructor(db: Db) {
    this.proposals = db.collection<CategoryProposalDocument>(CATEGORY_PROPOSALS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.proposals, { status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
  }

  /** Records the proposal, or adds the job to the proposal of the same slug made earlier; answers the stored one. */
  async propose(proposal: CategoryProposalDocument, jobId: string, now: Date): Promise<CategoryProposalDocument> {
    if (await insertOnce(this.proposals, proposal)) return proposal;
    await this.proposals.updateOne({ _id: proposal._id }, { $addToSet: { jobIds: jobId }, $set: { updatedAt: now } });
    return (await this.findById(proposal._id)) ?? proposal;
  }

  findById(id: string): Promise<CategoryProposalDocument | null> {
    return this.proposals.findOne({ _id: id });
  }

  /** Pending proposals, oldest first, strictly after `after` when given: the admins' queue. */
  listOpen(after: CursorPosition | null, limit: number): Promise<CategoryProposalDocument[]> {
    return this.proposals
      .find({ status: 'pending', ...afterCursorAscending(after) })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  /** Records an admin's decision (moderation decides proposals); repeating it writes the same. */
  async decide(
    id: string,
    decision: {
      status: Exclude<CategoryProposalStatus, 'pending'>;
      slug: string;
      name: string;
      mergedInto: string | null;
    },
    now: Date,
  ): Promise<void> {
    await this.proposals.updateOne({ _id: id }, { $set: { ...decision, updatedAt: now } });
  }
}
