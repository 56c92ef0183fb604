import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../shared/pagination/page.ts';
import type { NoticeDocument, NoticeStatus } from './types.ts';

/** DSA Art. 16 notices about listings and reviews. */
export class NoticesRepository {
  private readonly notices: Collection<NoticeDocument>;

  constructor(db: Db) {
    this.notices = db.collection<NoticeDocument>('listing_notices');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.notices, { status: 1, createdAt: 1, _id: 1 }, { name: 'status_created' });
    await ensureIndex(this.notices, { listingId: 1, status: 1, createdAt: 1, _id: 1 }, { name: 'listing_status_created' });
    await ensureIndex(this.notices, { subjectId: 1, status: 1, createdAt: 1, _id: 1 }, { name: 'subject_status_created' });
  }

  /** Inserts the notice unless it is there already (a repeated workflow step); its id is derived from the workflow. */
  async insertOnce(notice: NoticeDocument): Promise<void> {
    await insertOnce(this.notices, notice);
  }

  findById(id: string): Promise<NoticeDocument | null> {
    return this.notices.findOne({ _id: id });
  }

  /** The open notices about one listing or review, oldest first. */
  openAbout(subjectId: string): Promise<NoticeDocument[]> {
    return this.notices.find({ subjectId, status: 'open' }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  /** Up to `limit` notices in the status, oldest first, strictly after `after`; of one listing (and its reviews) when given. */
  page(status: NoticeStatus, listingId: string | undefined, after: CursorPosition | null, limit: number): Promise<NoticeDocument[]> {
    const filter: Filter<NoticeDocument> = { ...(listingId ? { listingId } : {}), status, ...afterCursorAscending(after) };
    return this.notices.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray();
  }

  /** Records the decision on one notice; repeating it writes the same. */
  async decide(id: string, status: Exclude<NoticeStatus, 'open'>, decision: NonNullable<NoticeDocument['decision']>): Promise<void> {
    await this.notices.updateOne({ _id: id }, { $set: { status, decision } });
  }
}
