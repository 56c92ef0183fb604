import type { Collection, Db } from 'mongodb';
import { newId } from '../../../shared/ids.ts';
import { ensureIndex, oneOf } from '../../../shared/mongo.ts';

/** One request counted against a limit; `key` is a hash naming what is limited (an address, a client). */
export interface SignInRequestDocument {
  _id: string;
  key: string;
  at: Date;
}

/** Requests for sign-in links, counted per key by inserting one document each (no `$inc` on FerretDB). */
export class SignInRequestsRepository {
  private readonly requests: Collection<SignInRequestDocument>;

  constructor(db: Db) {
    this.requests = db.collection<SignInRequestDocument>('sign_in_requests');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.requests, { key: 1, at: 1, _id: 1 }, { name: 'key_at' });
    await ensureIndex(this.requests, { at: 1 }, { name: 'at' });
  }

  async record(key: string, at: Date): Promise<SignInRequestDocument> {
    const request = { _id: newId('sgr'), key, at };
    await this.requests.insertOne(request);
    return request;
  }

  /** The first `limit` requests under the key since a moment, in the order they were made. */
  earliestSince(key: string, since: Date, limit: number): Promise<SignInRequestDocument[]> {
    return this.requests
      .find({ key, at: { $gt: since } })
      .sort({ at: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.requests.deleteMany({ _id: oneOf(ids) });
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    return (await this.requests.deleteMany({ at: { $lt: cutoff } })).deletedCount;
  }
}
