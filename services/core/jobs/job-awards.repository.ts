import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '../../../shared/mongo.ts';

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
    try {
      await this.awards.insertOne({ _id: jobId, bidId, awardedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Gives up a claim whose deal could not be opened, so the owner can accept a bid again. */
  async release(jobId: string, bidId: string): Promise<void> {
    await this.awards.deleteOne({ _id: jobId, bidId });
  }
}
