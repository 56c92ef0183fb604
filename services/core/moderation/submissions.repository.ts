import type { Collection, Db } from 'mongodb';
import { newId } from '../../../shared/ids.ts';
import { ensureIndex, oneOf } from '../../../shared/mongo.ts';
import type { CountedRequest, CountedRequests } from '../../../shared/request-limits.ts';

/** Reports and feedback counted against their rate limits, one document each; `key` hashes what is limited. */
export class SubmissionsRepository implements CountedRequests {
  private readonly submissions: Collection<CountedRequest>;

  constructor(db: Db) {
    this.submissions = db.collection<CountedRequest>('moderation_submissions');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.submissions, { key: 1, at: 1, _id: 1 }, { name: 'key_at' });
    await ensureIndex(this.submissions, { at: 1 }, { name: 'at' });
  }

  async record(key: string, at: Date): Promise<CountedRequest> {
    const submission = { _id: newId('msb'), key, at };
    await this.submissions.insertOne(submission);
    return submission;
  }

  earliestSince(key: string, since: Date, limit: number): Promise<CountedRequest[]> {
    return this.submissions
      .find({ key, at: { $gt: since } })
      .sort({ at: 1, _id: 1 })
      .limit(limit)
      .toArray();
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.submissions.deleteMany({ _id: oneOf(ids) });
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    return (await this.submissions.deleteMany({ at: { $lt: cutoff } })).deletedCount;
  }
}
