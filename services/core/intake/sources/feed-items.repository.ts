import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../../shared/mongo.ts';
import type { FeedItemDocument } from './types.ts';

/** What each source's syncs remember of its items: which draft each became and what it looked like last. */
export class FeedItemsRepository {
  private readonly items: Collection<FeedItemDocument>;

  constructor(db: Db) {
    this.items = db.collection<FeedItemDocument>('intake_feed_items');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.items, { sourceId: 1, status: 1 }, { name: 'source_status' });
  }

  find(sourceId: string, key: string): Promise<FeedItemDocument | null> {
    return this.items.findOne({ _id: itemId(sourceId, key) });
  }

  /** Written after the item's draft exists, so a sync that stops between the two makes the same draft again. */
  async record(item: Omit<FeedItemDocument, '_id'>): Promise<void> {
    await this.items.replaceOne({ _id: itemId(item.sourceId, item.key) }, item, { upsert: true });
  }

  /** The records of these keys that exist. */
  findMany(sourceId: string, keys: string[]): Promise<FeedItemDocument[]> {
    return this.items.find({ _id: { $in: keys.map((key) => itemId(sourceId, key)) } }).toArray();
  }

  /** record() for a batch, in one round trip. */
  async recordMany(items: Omit<FeedItemDocument, '_id'>[]): Promise<void> {
    if (items.length === 0) return;
    await this.items.bulkWrite(
      items.map((item) => ({
        replaceOne: { filter: { _id: itemId(item.sourceId, item.key) }, replacement: item, upsert: true },
      })),
      { ordered: false },
    );
  }

  /** Streamed from the `source_status` index, so a source with many items is never held whole. */
  active(sourceId: string): AsyncIterable<FeedItemDocument> {
    return this.items.find({ sourceId, status: 'active' });
  }

  async deleteOfSource(sourceId: string): Promise<void> {
    await this.items.deleteMany({ sourceId });
  }
}

function itemId(sourceId: string, key: string): string {
  return `${sourceId}#${key}`;
}
