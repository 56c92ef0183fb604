import type { Collection, Db, Filter } from 'mongodb';
import { newId } from '../../../shared/ids.ts';
import { ensureIndex, insertManyOnceSorted, oneOf } from '../../../shared/mongo.ts';
import { OutboxAppendersRepository } from './outbox-appenders.ts';
import { outboxAppends } from './outbox-appends.ts';
import type { OutboxRecord } from './types.ts';

/** The outbox collection; the indexer consumes its listing changes, the demo-data loader appends them in bulk. */
export const OUTBOX_COLLECTION = 'outbox';

/** Indexes of an earlier release, when consumers scanned for unmarked records. */
const RETIRED_INDEXES = ['kind_pending', 'event_pending'];

export class OutboxRepository {
  private readonly outbox: Collection<OutboxRecord>;
  private readonly appenders: OutboxAppendersRepository;

  constructor(db: Db) {
    this.outbox = db.collection<OutboxRecord>(OUTBOX_COLLECTION);
    this.appenders = new OutboxAppendersRepository(db);
  }

  /** Consumers read one kind after their checkpoint (`kind_position`); `key` makes an append happen once. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.outbox, { kind: 1, _id: 1 }, { name: 'kind_position' });
    await this.keyRecordsOfEarlierReleases();
    await ensureIndex(this.outbox, { key: 1 }, { name: 'key_once', unique: true });
    await this.forgetRecordsProcessedByEarlierReleases();
    for (const name of RETIRED_INDEXES) await this.outbox.dropIndex(name).catch(() => undefined);
  }

  /** The records of `kinds` after `position` (counted up to `cap`) and the time of the first: a consumer's backlog. */
  async backlogAfter(
    kinds: readonly OutboxRecord['kind'][],
    position: string,
    cap: number,
  ): Promise<{ count: number; oldest: Date | null }> {
    const after = { kind: { $in: [...kinds] }, _id: { $gt: position } } as Filter<OutboxRecord>;
    const [count, first] = await Promise.all([
      this.outbox.countDocuments(after, { limit: cap }),
      this.outbox
        .find(after, { projection: { createdAt: 1 } })
        .sort({ _id: 1 })
        .limit(1)
        .next(),
    ]);
    return { count, oldest: first?.createdAt ?? null };
  }

  async createdAtOf(id: string): Promise<Date | null> {
    const record = await this.outbox.findOne({ _id: id } as Filter<OutboxRecord>, { projection: { createdAt: 1 } });
    return record?.createdAt ?? null;
  }

  async append(record: OutboxRecord): Promise<void> {
    await this.landing([record], async () => {
      await this.outbox.insertOne(record);
      return [record];
    });
  }

  /** Appends records in bulk (the demo-data loader), in one round trip. */
  async appendMany(records: readonly OutboxRecord[]): Promise<void> {
    await this.landing(records, async () => {
      await this.outbox.insertMany([...records], { ordered: false });
      return records;
    });
  }

  /**
   * Appends a record made with a keyed id (see `eventRecord`) unless one with that key is there already: the append
   * of a workflow step. The keyed id carries the time the workflow started; the record takes its place in the outbox
   * now, under a fresh `_id`, so that a step resumed long after its workflow started is not behind the consumers.
   */
  async appendOnce(record: OutboxRecord): Promise<void> {
    await this.appendManyOnce([record]);
  }

  /** appendOnce of several records in one round trip (unordered: a key appended already is skipped, the rest go in). */
  async appendManyOnce(records: readonly OutboxRecord[]): Promise<void> {
    const placed = records.map(placedNow);
    await this.landing(placed, async () => (await insertManyOnceSorted(this.outbox, placed)).inserted);
  }

  /**
   * Of these keys, those an append made (served by `key_once`); with `placed`, only among the records placed between
   * those two positions (FerretDB then reads that range of ids instead of the whole outbox).
   */
  async keysAmong(keys: readonly string[], placed?: { after: string; before: string }): Promise<string[]> {
    const filter = placed ? { key: oneOf(keys), _id: { $gt: placed.after, $lt: placed.before } } : { key: oneOf(keys) };
    const found = await this.outbox.find(filter as Filter<OutboxRecord>, { projection: { key: 1 } }).toArray();
    return found.map((record) => record.key);
  }

  /** Deletes the records before `position` (every consumer has passed them), except those the indexer set aside. */
  async pruneBefore(position: string): Promise<number> {
    const filter = { _id: { $lt: position }, failedAt: null } as Filter<OutboxRecord>;
    return (await this.outbox.deleteMany(filter)).deletedCount;
  }

  /**
   * Registers this process as an appender, then runs `insert` and tells this process's consumers the ids of the
   * records it answers landed; when it fails, those of all `records`: an insert whose answer was lost may have landed
   * all the same (an id that did not is simply not found).
   */
  private async landing(
    records: readonly OutboxRecord[],
    insert: () => Promise<readonly OutboxRecord[]>,
  ): Promise<void> {
    await this.appenders.register();
    let landed = records;
    try {
      landed = await insert();
    } finally {
      outboxAppends.notify(landed);
    }
  }

  /**
   * Earlier releases marked each record when it was indexed (`indexedAt`) or fanned out (`deliveredAt`) instead of
   * keeping a checkpoint; those records are done, and a consumer starting without a checkpoint must not take them.
   */
  private async forgetRecordsProcessedByEarlierReleases(): Promise<void> {
    await this.outbox.deleteMany({ kind: 'event', deliveredAt: { $ne: null } } as Filter<OutboxRecord>);
    await this.outbox.deleteMany({
      kind: { $in: ['listing.changed', 'category.alias_changed'] },
      indexedAt: { $ne: null },
    } as Filter<OutboxRecord>);
  }

  /** Records appended before `key` existed are known by their `_id`, as they were then. */
  private async keyRecordsOfEarlierReleases(): Promise<void> {
    for await (const record of this.outbox.find({ key: { $exists: false } } as Filter<OutboxRecord>, {
      projection: { _id: 1 },
    })) {
      await this.outbox.updateOne({ _id: record._id }, { $set: { key: record._id } });
    }
  }
}

/** A keyed record as an append places it: under a fresh `_id` (its place in the outbox now), keyed by its own id. */
function placedNow(record: OutboxRecord): OutboxRecord {
  return { ...record, _id: newId('obx'), key: record._id };
}
