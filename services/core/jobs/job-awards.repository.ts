import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';

interface JobAward {
  /** The job id: of parallel acceptances of a job's bids exactly one inserts its award. */
  _id: string;
  bidId: string;
  awardedAt: Date;
}

export class JobAwardsRepository {
  private readonly awards: Collection<JobAward>;

  constructor(db: Db) {
    this.awards = db.collection<JobAward>('job_awards');
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  async claim(jobId: string, bidId: string, now: Date): Promise<boolean> {
    return insertOnce(this.awards, { _id: jobId, bidId, awardedAt: now });
  }

  /** Gives up a claim whose deal could not be opened, so the owner can accept a bid again. */
  async release(jobId: string, bidId: string): Promise<void> {
    await this.awards.deleteOne({ _id: jobId, bidId });
  }
}
