import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../../shared/mongo.ts';
import type { CursorPosition } from '../../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../../shared/pagination/page.ts';
import type { FeedSourceDocument, SyncReport } from './types.ts';

export type FeedSourceSettings = Partial<
  Pick<FeedSourceDocument, 'enabled' | 'syncIntervalMinutes' | 'name' | 'nextSyncAt'>
>;

/** The registered feeds of every account. */
export class FeedSourcesRepository {
  private readonly sources: Collection<FeedSourceDocument>;

  constructor(db: Db) {
    this.sources = db.collection<FeedSourceDocument>('intake_feed_sources');
  }

  /** `next_sync` serves the scheduler's due-first scan, which reads only due sources; disabled ones have no nextSyncAt. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.sources, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    await ensureIndex(this.sources, { nextSyncAt: 1 }, { name: 'next_sync' });
  }

  async insert(source: FeedSourceDocument): Promise<void> {
    await this.sources.insertOne(source);
  }

  findById(id: string): Promise<FeedSourceDocument | null> {
    return this.sources.findOne({ _id: id });
  }

  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<FeedSourceDocument[]> {
    return this.sources
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** Up to `limit` enabled sources whose next sync is due, the longest overdue first. */
  due(now: Date, limit: number): Promise<FeedSourceDocument[]> {
    return this.sources
      .find({ nextSyncAt: { $lte: now } })
      .sort({ nextSyncAt: 1 })
      .limit(limit)
      .toArray();
  }

  async change(id: string, settings: FeedSourceSettings, now: Date): Promise<void> {
    await this.sources.updateOne({ _id: id }, { $set: { ...settings, updatedAt: now } });
  }

  async showReport(id: string, report: SyncReport, now: Date): Promise<void> {
    await this.sources.updateOne({ _id: id }, { $set: { lastSyncReport: report, updatedAt: now } });
  }

  /** Only the winner of sync `syncCount` writes this, so no other write races it. */
  async finishSync(
    id: string,
    fields: Pick<FeedSourceDocument, 'syncCount' | 'consecutiveFailures' | 'lastSyncReport' | 'nextSyncAt'>,
    now: Date,
  ): Promise<void> {
    await this.sources.updateOne({ _id: id }, { $set: { ...fields, updatedAt: now } });
  }

  /** Moves past an abandoned sync (its runner died); repeated by racing callers it sets the same value. */
  async skipSync(id: string, abandoned: number, now: Date): Promise<void> {
    await this.sources.updateOne(
      { _id: id, syncCount: abandoned - 1 },
      { $set: { syncCount: abandoned, updatedAt: now } },
    );
  }

  async delete(id: string): Promise<void> {
    await this.sources.deleteOne({ _id: id });
  }
}
