import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursorAscending } from '../../../shared/pagination/page.ts';
import type { AppealDocument } from './types.ts';

/** The id of the one appeal a statement can have: inserting under it is what keeps it to one. */
export function appealIdOf(statementId: string): string {
  return `apl_${statementId.replace(/^sor_/, '')}`;
}

/** The id of the one appeal a notifier can file against keeping what the notice reported. */
export function keptReportAppealIdOf(reportId: string): string {
  return `apl_${reportId}`;
}

/** Art. 20 appeals against statements of reasons. */
export class AppealsRepository {
  private readonly appeals: Collection<AppealDocument>;

  constructor(db: Db) {
    this.appeals = db.collection<AppealDocument>('moderation_appeals');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.appeals, { status: 1, createdAt: 1, _id: 1 }, { name: 'status_created' });
  }

  /** True when this call filed the appeal; false when the statement has one. */
  insertOnce(appeal: AppealDocument): Promise<boolean> {
    return insertOnce(this.appeals, appeal);
  }

  findById(id: string): Promise<AppealDocument | null> {
    return this.appeals.findOne({ _id: id });
  }

  /** Up to `limit` open appeals, oldest first, strictly after `after`. */
  pageOpen(after: CursorPosition | null, limit: number): Promise<AppealDocument[]> {
    return this.appeals
      .find({ status: 'open', ...afterCursorAscending(after) })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  async decide(id: string, decision: NonNullable<AppealDocument['decision']>): Promise<void> {
    await this.appeals.updateOne({ _id: id }, { $set: { status: decision.outcome, decision } });
  }
}
