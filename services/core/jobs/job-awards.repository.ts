import type { Collection, Db } from 'mongodb';
import { WorkflowClaims } from '../../../shared/workflow-claims.ts';

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
  private readonly claims: WorkflowClaims<JobAward>;

  constructor(db: Db) {
    this.awards = db.collection<JobAward>('job_awards');
    this.claims = new WorkflowClaims(this.awards);
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  /** Claims the job's one award for the workflow that carries it; false when another award holds it. */
  claim(award: JobAward): Promise<boolean> {
    return this.claims.claim(award);
  }

  /** Only the claimant writes the deal id, so this update has no concurrent writer. */
  async recordDeal(jobId: string, dealId: string): Promise<void> {
    await this.awards.updateOne({ _id: jobId }, { $set: { dealId } });
  }

  /** Gives up the workflow's claim (its deal could not be opened), so the owner can accept a bid again. */
  release(jobId: string, workflowId: string): Promise<void> {
    return this.claims.release(jobId, workflowId);
  }
}
