import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import { outboxAppends } from './outbox-appends.ts';
import type { EventRecord, OutboxRecord } from './types.ts';

/** The outbox collection; the indexer consumes its listing changes, the demo-data loader appends them in bulk. */
export const OUTBOX_COLLECTION = 'outbox';

const pendingEvent: Filter<OutboxRecord> = { kind: 'event', deliveredAt: null };

export class OutboxRepository {
  private readonly outbox: Collection<OutboxRecord>;

  constructor(db: Db) {
    this.outbox = db.collection<OutboxRecord>(OUTBOX_COLLECTION);
  }

  /**
   * Led by `kind`: events carry no `indexedAt`, which MongoDB indexes as null, so an index led by `indexedAt`
   * would make every scan for pending listing changes wade through all the events ever appended.
   */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.outbox, { kind: 1, indexedAt: 1, _id: 1 }, { name: 'kind_pending' });
    await ensureIndex(this.outbox, { kind: 1, deliveredAt: 1, _id: 1 }, { name: 'event_pending' });
  }

  async append(record: OutboxRecord): Promise<void> {
    await this.outbox.insertOne(record);
    outboxAppends.notify();
  }

  /** Appends a record with a keyed id (see `eventRecord`) unless it is there already: the append of a workflow step. */
  async appendOnce(record: OutboxRecord): Promise<void> {
    await insertOnce(this.outbox, record);
    outboxAppends.notify();
  }

  /** The oldest `limit` events not yet fanned out to webhook deliveries, in the order they were appended. */
  pendingEvents(limit: number): Promise<EventRecord[]> {
    return this.outbox.find<EventRecord>(pendingEvent).sort({ _id: 1 }).limit(limit).toArray();
  }

  async markEventsDispatched(ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.outbox.updateMany({ _id: { $in: ids }, kind: 'event', deliveredAt: null }, { $set: { deliveredAt: now } });
  }

  /** Deletes listing and category alias changes indexed and events dispatched before `cutoff`; answers how many. */
  async purgeProcessedBefore(cutoff: Date): Promise<number> {
    const indexed = await this.outbox.deleteMany({ kind: { $in: ['listing.changed', 'category.alias_changed'] }, indexedAt: { $lt: cutoff } });
    const dispatched = await this.outbox.deleteMany({ kind: 'event', deliveredAt: { $lt: cutoff } });
    return indexed.deletedCount + dispatched.deletedCount;
  }
}
