import type { Collection, Db, Filter } from 'mongodb';
import {
  type CategoryAliasChangedRecord,
  type ListingChangedRecord,
  OUTBOX_COLLECTION,
  OUTBOX_CONSUMER_KINDS,
  OUTBOX_CONSUMERS,
  OutboxCheckpointsRepository,
  OutboxCursor,
  positionAt,
} from '../services/core/for-roles.ts';

/** After this many passes in which Elasticsearch refused its listing for good, a record is set aside. */
export const MAX_INDEXING_ATTEMPTS = 5;
/** The most pending changes the indexer's lag counts, as the core's outbox lag gauge: past it, at least that many. */
const PENDING_COUNT_CAP = 100_000;

/**
 * A listing change as the indexer sees it. `attempts`, `failedAt` and `lastError` are absent until a pass
 * fails on the record's listing with a non-retryable error (MongoDB's `null` matches an absent field).
 */
export interface IndexedRecord extends ListingChangedRecord {
  attempts?: number;
  failedAt?: Date | null;
  lastError?: string;
}

/** What the indexer consumes from the outbox. */
export type IndexerRecord = IndexedRecord | CategoryAliasChangedRecord;

export interface RecordFailure {
  listingId: string;
  reason: string;
}

const REINDEX_HOLD_PREFIX = 'reindex:';

const failed: Filter<IndexedRecord> = { kind: 'listing.changed', failedAt: { $ne: null } };

/**
 * The indexer's side of the outbox: its checkpoint cursor, which listing changes are still to index (after its
 * position, or open at its last save), and which were set aside after Elasticsearch refused their listing
 * {@link MAX_INDEXING_ATTEMPTS} times. A set-aside record no longer holds anything up nor counts as lag; reconcile lists it.
 */
export class IndexerOutbox {
  private readonly records: Collection<IndexedRecord>;
  private readonly checkpoints: OutboxCheckpointsRepository;

  constructor(private readonly db: Db) {
    // The listing changes of the outbox collection; every query here filters on kind 'listing.changed'.
    this.records = db.collection<IndexedRecord>(OUTBOX_COLLECTION);
    this.checkpoints = new OutboxCheckpointsRepository(db);
  }

  /** The indexer's way through the outbox (see OutboxCursor). */
  cursor(settleMs?: number): OutboxCursor<IndexerRecord> {
    return new OutboxCursor<IndexerRecord>({
      db: this.db,
      checkpoints: this.checkpoints,
      consumer: OUTBOX_CONSUMERS.indexer,
      kinds: OUTBOX_CONSUMER_KINDS[OUTBOX_CONSUMERS.indexer],
      settleMs,
    });
  }

  /**
   * Keeps the outbox records from `since` on until `releaseHold` (see pruneOutbox): what the reindex building `index`
   * replays. Named after that index, and renewed while it runs, so a hold also marks an index as being built.
   */
  async holdChangesSince(since: Date, index: string, now: Date): Promise<string> {
    const hold = `${REINDEX_HOLD_PREFIX}${index}`;
    await this.renewHold(hold, since, now);
    return hold;
  }

  async renewHold(hold: string, since: Date, now: Date): Promise<void> {
    const position = positionAt(since);
    await this.checkpoints.save(hold, { position, sweptFrom: position, open: [] }, now);
  }

  /** The holds of reindexes, with the index each is building and when it was last renewed. */
  async reindexHolds(): Promise<Array<{ hold: string; index: string; renewedAt: Date }>> {
    return (await this.checkpoints.all())
      .filter((checkpoint) => checkpoint._id.startsWith(REINDEX_HOLD_PREFIX))
      .map((checkpoint) => ({
        hold: checkpoint._id,
        index: checkpoint._id.slice(REINDEX_HOLD_PREFIX.length),
        renewedAt: checkpoint.updatedAt,
      }));
  }

  async releaseHold(hold: string): Promise<void> {
    await this.checkpoints.remove(hold);
  }

  /** The oldest `limit` listing changes not yet indexed nor set aside, as of the indexer's last saved checkpoint. */
  async pending(limit: number): Promise<IndexedRecord[]> {
    const { position, open } = await this.checkpoints.load(OUTBOX_CONSUMERS.indexer);
    const held = await this.openRecords(open, limit);
    const after = await this.records
      .find({ kind: 'listing.changed', _id: { $gt: position } })
      .sort({ _id: 1 })
      .limit(limit - held.length)
      .toArray();
    return [...held, ...after];
  }

  /** The listing changes after `position`: how many (up to PENDING_COUNT_CAP), and the oldest. */
  async after(position: string): Promise<{ count: number; oldest: IndexedRecord | null }> {
    const filter: Filter<IndexedRecord> = { kind: 'listing.changed', _id: { $gt: position } };
    const [count, oldest] = await Promise.all([
      this.records.countDocuments(filter, { limit: PENDING_COUNT_CAP }),
      this.records.findOne(filter, { sort: { _id: 1 } }),
    ]);
    return { count, oldest };
  }

  /**
   * Counts one more refused attempt on each record, and sets aside those that reached the limit. Answers the
   * records set aside now. Two plain updates: a concurrent pass can only add attempts, never lose the limit.
   */
  async recordRefusals(records: IndexedRecord[], failures: RecordFailure[], now: Date): Promise<IndexedRecord[]> {
    const reasons = new Map(failures.map((failure) => [failure.listingId, failure.reason]));
    const refused = records.filter((record) => reasons.has(record.listingId));
    for (const [listingId, reason] of reasons) {
      const ids = refused.filter((record) => record.listingId === listingId).map((record) => record._id);
      if (ids.length === 0) continue;
      await this.records.updateMany({ _id: { $in: ids } }, { $inc: { attempts: 1 }, $set: { lastError: reason } });
    }
    const ids = refused.map((record) => record._id);
    const exhausted = await this.records
      .find({ _id: { $in: ids }, failedAt: null, attempts: { $gte: MAX_INDEXING_ATTEMPTS } })
      .toArray();
    if (exhausted.length > 0) {
      await this.records.updateMany(
        { _id: { $in: exhausted.map((record) => record._id) }, failedAt: null },
        { $set: { failedAt: now } },
      );
    }
    return exhausted;
  }

  countFailed(): Promise<number> {
    return this.records.countDocuments(failed);
  }

  /** The first `limit` records set aside, oldest first. */
  failed(limit: number): Promise<IndexedRecord[]> {
    return this.records.find(failed).sort({ _id: 1 }).limit(limit).toArray();
  }

  /** Of these listings, those with a change still to index: the running indexer will write them shortly. */
  async listingsWithPendingChanges(listingIds: string[]): Promise<Set<string>> {
    if (listingIds.length === 0) return new Set();
    const { position, open } = await this.checkpoints.load(OUTBOX_CONSUMERS.indexer);
    const filter: Filter<IndexedRecord> = {
      kind: 'listing.changed',
      listingId: { $in: listingIds },
      failedAt: null,
      $or: [{ _id: { $gt: position } }, { _id: { $in: open } }],
    };
    return new Set(await this.records.distinct('listingId', filter));
  }

  /**
   * The listings changed since `since`, in chunks of distinct ids (by record id after `afterRecordId`);
   * what a reindex replays once its new index is live. Answers null after the last chunk.
   */
  async changedSince(
    since: Date,
    afterRecordId: string | null,
    limit: number,
  ): Promise<{ listingIds: string[]; lastRecordId: string } | null> {
    const filter: Filter<IndexedRecord> = { kind: 'listing.changed', createdAt: { $gte: since } };
    if (afterRecordId) filter._id = { $gt: afterRecordId };
    const records = await this.records
      .find(filter, { projection: { _id: 1, listingId: 1 } })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
    const last = records.at(-1);
    if (!last) return null;
    return { listingIds: [...new Set(records.map((record) => record.listingId))], lastRecordId: last._id };
  }

  /** The listing changes among the open ids that are still to index, oldest first. */
  private async openRecords(open: string[], limit: number): Promise<IndexedRecord[]> {
    if (open.length === 0 || limit <= 0) return [];
    return this.records
      .find({ _id: { $in: open }, kind: 'listing.changed', failedAt: null })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
  }
}
