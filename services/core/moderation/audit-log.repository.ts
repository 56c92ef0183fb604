import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { AuditEntryDocument } from './types.ts';

export interface AuditLogFilters {
  actorId?: string;
  subjectId?: string;
}

/** The moderation audit log: append-only, so this repository has no method that changes or deletes an entry. */
export class AuditLogRepository {
  private readonly entries: Collection<AuditEntryDocument>;

  constructor(db: Db) {
    this.entries = db.collection<AuditEntryDocument>('moderation_audit_log');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.entries, { createdAt: -1, _id: -1 }, { name: 'created' });
    await ensureIndex(this.entries, { actorId: 1, createdAt: -1, _id: -1 }, { name: 'actor_created' });
    await ensureIndex(this.entries, { subjectIds: 1, createdAt: -1, _id: -1 }, { name: 'subject_created' });
  }

  /** Appends the entry unless a repeated workflow step appended it already (its id is derived from the workflow). */
  async appendOnce(entry: AuditEntryDocument): Promise<void> {
    await insertOnce(this.entries, entry);
  }

  /** Up to `limit` entries, newest first, strictly after `after`. */
  page(filters: AuditLogFilters, after: CursorPosition | null, limit: number): Promise<AuditEntryDocument[]> {
    const filter: Filter<AuditEntryDocument> = { ...afterCursor(after) };
    if (filters.actorId) filter.actorId = filters.actorId;
    if (filters.subjectId) filter.subjectIds = filters.subjectId;
    return this.entries.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
