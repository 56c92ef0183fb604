import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../../shared/mongo.ts';
import type { FeedSyncDocument, SyncReport } from './types.ts';

/** The syncs of every source, one document per sync number: the claim that keeps two syncs of a source apart. */
export class FeedSyncsRepository {
  private readonly syncs: Collection<FeedSyncDocument>;

  constructor(db: Db) {
    this.syncs = db.collection<FeedSyncDocument>('intake_feed_syncs');
  }

  /** Syncs are read by _id (`<sourceId>#<number>`) only. */
  async ensureIndexes(): Promise<void> {}

  /** False when sync `number` of the source is claimed already. */
  claim(sourceId: string, number: number, report: SyncReport, now: Date): Promise<boolean> {
    return insertOnce(this.syncs, {
      _id: syncId(sourceId, number),
      sourceId,
      number,
      status: 'running' as const,
      report,
      startedAt: now,
      beatAt: now,
    });
  }

  /** The running sync shows it is alive. */
  async beat(sourceId: string, number: number, now: Date): Promise<void> {
    await this.syncs.updateOne({ _id: syncId(sourceId, number), status: 'running' }, { $set: { beatAt: now } });
  }

  find(sourceId: string, number: number): Promise<FeedSyncDocument | null> {
    return this.syncs.findOne({ _id: syncId(sourceId, number) });
  }

  async finish(sourceId: string, number: number, report: SyncReport): Promise<void> {
    await this.syncs.updateOne(
      { _id: syncId(sourceId, number) },
      { $set: { status: report.status === 'completed' ? 'completed' : 'failed', report } },
    );
  }
}

export function syncId(sourceId: string, number: number): string {
  return `${sourceId}#${number}`;
}
