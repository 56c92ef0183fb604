import type { Collection, Db } from 'mongodb';
import { newId } from '../../../shared/ids.ts';
import { ensureIndex, oneOf } from '../../../shared/mongo.ts';
import type { CountedRequest, CountedRequests } from '../../../shared/request-limits.ts';

/** Claims and checks counted against their rate limits, one document each (shared/request-limits.ts). */
export class DomainRequestsRepository implements CountedRequests {
  private readonly requests: Collection<CountedRequest>;

  constructor(db: Db) {
    this.requests = db.collection<CountedRequest>('domain_requests');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.requests, { key: 1, at: 1, _id: 1 }, { name: 'key_at' });
    await ensureIndex(this.requests, { at: 1 }, { name: 'at' });
  }

  async record(key: string, at: Date): Promise<CountedRequest> {
    const request = { _id: newId('drq'), key, at };
    await this.requests.insertOne(request);
    return request;
  }

  earliestSince(key: string, since: Date, limit: number): Promise<CountedRequest[]> {
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
