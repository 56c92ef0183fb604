import type { Collection, Db, Filter } from 'mongodb';
import { OUTBOX_COLLECTION } from '../services/core/outbox/outbox.repository.ts';
import type { ListingChangedRecord } from '../services/core/outbox/types.ts';

/** After this many passes in which Elasticsearch refused its listing for good, a record is set aside. */
export const MAX_INDEXING_ATTEMPTS = 5;

/**
 * A listing change as the indexer sees it. `attempts`, `failedAt` and `lastError` are absent until a pass
 * fails on the record's listing with a non-retryable error (MongoDB's `null` matches an absent field).
 */
export interface IndexedRecord extends ListingChangedRecord {
  attempts?: number;
  failedAt?: Date | null;
  lastError?: string;
}

export interface RecordFailure {
  listingId: string;
  reason: string;
}

const pending: Filter<IndexedRecord> = { kind: 'listing.changed', indexedAt: null, failedAt: null };
const failed: Filter<IndexedRecord> = { kind: 'listing.changed', indexedAt: null, failedAt: { $ne: null } };

/**
 * The indexer's side of the outbox: which listing changes are still to index, which were indexed, and
 * which were set aside after Elasticsearch refused their listing {@link MAX_INDEXING_ATTEMPTS} times.
 * A set-aside record no longer blocks the queue nor counts as lag; reconcile lists it.
 */
export class IndexerOutbox {
  private readonly records: Collection<IndexedRecord>;

  constructor(db: Db) {
    // The listing changes of the outbox collection; every query here filters on kind 'listing.changed'.
    this.records = db.collection<IndexedRecord>(OUTBOX_COLLECTION);
  }

  /** The oldest `limit` changes neither indexed nor set aside, in the order they were appended. */
  pending(limit: number): Promise<IndexedRecord[]> {
    return this.records.find(pending).sort({ _id: 1 }).limit(limit).toArray();
  }

  async markIndexed(ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.records.updateMany({ _id: { $in: ids }, indexedAt: null }, { $set: { indexedAt: now } });
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
    const exhausted = await this.records.find({ ...pending, _id: { $in: ids }, attempts: { $gte: MAX_INDEXING_ATTEMPTS } }).toArray();
    if (exhausted.length > 0) {
      await this.records.updateMany({ _id: { $in: exhausted.map((record) => record._id) }, failedAt: null }, { $set: { failedAt: now } });
    }
    return exhausted;
  }

  countPending(): Promise<number> {
    return this.records.countDocuments(pending);
  }

  oldestPending(): Promise<IndexedRecord | null> {
    return this.records.findOne(pending, { sort: { _id: 1 } });
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
    const ids = await this.records.distinct('listingId', { ...pending, listingId: { $in: listingIds } });
    return new Set(ids);
  }

  /**
   * The listings changed since `since`, in chunks of distinct ids (by record id after `afterRecordId`);
   * what a reindex replays once its new index is live. Answers null after the last chunk.
   */
  async changedSince(since: Date, afterRecordId: string | null, limit: number): Promise<{ listingIds: string[]; lastRecordId: string } | null> {
    const filter: Filter<IndexedRecord> = { kind: 'listing.changed', createdAt: { $gte: since } };
    if (afterRecordId) filter._id = { $gt: afterRecordId };
    const records = await this.records.find(filter, { projection: { _id: 1, listingId: 1 } }).sort({ _id: 1 }).limit(limit).toArray();
    const last = records.at(-1);
    if (!last) return null;
    return { listingIds: [...new Set(records.map((record) => record.listingId))], lastRecordId: last._id };
  }
}
