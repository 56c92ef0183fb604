import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../shared/pagination/page.ts';
import type { ContentRef, ReportGroupDocument } from './types.ts';

/**
 * The queue items of open notices: one per listing or review that has open notices, so duplicates are decided
 * together. Opened by insert under the content's id (concurrent notices open it once), closed by the decision.
 */
export class ReportGroupsRepository {
  private readonly groups: Collection<ReportGroupDocument>;

  constructor(db: Db) {
    this.groups = db.collection<ReportGroupDocument>('notice_groups');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.groups, { createdAt: 1, _id: 1 }, { name: 'created' });
    await ensureIndex(this.groups, { type: 1, createdAt: 1, _id: 1 }, { name: 'type_created' });
  }

  /** Opens the group of the content unless it is open already. */
  async open(group: ReportGroupDocument): Promise<void> {
    await insertOnce(this.groups, group);
  }

  find(subjectId: string): Promise<ReportGroupDocument | null> {
    return this.groups.findOne({ _id: subjectId });
  }

  /** Closes the group of a decided round; a group opened since by a later notice stays. */
  async close(subjectId: string, openedBy: string): Promise<void> {
    await this.groups.deleteOne({ _id: subjectId, openedBy });
  }

  /** Up to `limit` open groups, oldest first, strictly after `after`; of one content type when given. */
  page(
    type: ContentRef['type'] | undefined,
    after: CursorPosition | null,
    limit: number,
  ): Promise<ReportGroupDocument[]> {
    const filter: Filter<ReportGroupDocument> = { ...(type ? { type } : {}), ...afterCursorAscending(after) };
    return this.groups.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray();
  }
}
