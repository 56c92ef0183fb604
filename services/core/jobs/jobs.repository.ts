import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { JobDocument, JobStatus } from './types.ts';

export interface JobFilters {
  status?: JobStatus;
  category?: string;
}

export class JobsRepository {
  private readonly jobs: Collection<JobDocument>;

  constructor(db: Db) {
    this.jobs = db.collection<JobDocument>('jobs');
  }

  /** One index per list filter, each ending in the list order, plus the order itself for the unfiltered list. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.jobs, { createdAt: -1, _id: -1 }, { name: 'created' });
    await ensureIndex(this.jobs, { status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
    await ensureIndex(this.jobs, { category: 1, createdAt: -1, _id: -1 }, { name: 'category_created' });
  }

  async insertJob(job: JobDocument): Promise<void> {
    await this.jobs.insertOne(job);
  }

  findById(id: string): Promise<JobDocument | null> {
    return this.jobs.findOne({ _id: id });
  }

  /** Up to `limit` jobs matching the filters, newest first (ties by id, descending), strictly after `after`. */
  listPage(filters: JobFilters, after: CursorPosition | null, limit: number): Promise<JobDocument[]> {
    const query: Filter<JobDocument> = { ...afterCursor(after) };
    if (filters.status) query.status = filters.status;
    if (filters.category) query.category = filters.category;
    return this.jobs.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }

  /** Only the holder of the job's award claim calls this, so the update has no concurrent writer. */
  async recordAward(jobId: string, bidId: string, dealId: string): Promise<void> {
    await this.jobs.updateOne({ _id: jobId }, { $set: { status: 'awarded', acceptedBidId: bidId, dealId } });
  }

  /** Undoes `recordAward` of this bid, for an acceptance that is given up after it recorded the award. */
  async withdrawAward(jobId: string, bidId: string): Promise<void> {
    await this.jobs.updateOne(
      { _id: jobId, acceptedBidId: bidId },
      { $set: { status: 'open', acceptedBidId: null, dealId: null } },
    );
  }
}
