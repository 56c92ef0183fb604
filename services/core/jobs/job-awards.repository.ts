import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';

export interface JobAward {
  /** The job id: of parallel acceptances of a job's bids exactly one inserts its award. */
  _id: string;
  bidId: string;
  /** Null between the claim and the deal's creation. */
  dealId: string | null;
  awardedAt: Date;
  /** The acceptance workflow that claimed it: a resumed run finds its own claim by it. */
  workflowId: string;
}

export class JobAwardsRepository {
  private readonly awards: Collection<JobAward>;

  constructor(db: Db) {
    this.awards = db.collection<JobAward>('job_awards');
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  /** Claims the job's one award for the workflow that carries it; false when any award holds it. */
  async claim(award: JobAward): Promise<boolean> {
    return insertOnce(this.awards, award);
  }

  findForJob(jobId: string): Promise<JobAward | null> {
    return this.awards.findOne({ _id: jobId });
  }

  /** Only the claimant writes the deal id, so this update has no concurrent writer. */
  async recordDeal(jobId: string, dealId: string): Promise<void> {
    await this.awards.updateOne({ _id: jobId }, { $set: { dealId } });
  }

  /** Gives up the workflow's claim (its deal could not be opened), so the owner can accept a bid again. */
  async release(jobId: string, workflowId: string): Promise<void> {
    await this.awards.deleteOne({ _id: jobId, workflowId });
  }
}
