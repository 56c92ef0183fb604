import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex } from '../../../../shared/mongo.ts';
import type { CursorPosition } from '../../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../../shared/pagination/page.ts';
import type { ImportFailure, IntakeJobDocument, IntakeJobStatus, ItemError } from '../types.ts';

export interface JobOutcome {
  status: IntakeJobStatus;
  draftIds: string[];
  itemErrors: ItemError[];
  warnings: string[];
  error: ImportFailure | null;
  proposalId: string | null;
}

/** The intake jobs: one per import, written when it is accepted, when it starts and when it ends. */
export class IntakeJobsRepository {
  private readonly jobs: Collection<IntakeJobDocument>;

  constructor(db: Db) {
    this.jobs = db.collection<IntakeJobDocument>('intake_jobs');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.jobs, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    await ensureIndex(
      this.jobs,
      { accountId: 1, status: 1, createdAt: -1, _id: -1 },
      { name: 'account_status_created' },
    );
  }

  async insert(job: IntakeJobDocument): Promise<void> {
    await this.jobs.insertOne(job);
  }

  findById(id: string): Promise<IntakeJobDocument | null> {
    return this.jobs.findOne({ _id: id });
  }

  async markRunning(id: string, now: Date): Promise<void> {
    await this.jobs.updateOne({ _id: id }, { $set: { status: 'running', updatedAt: now } });
  }

  async finish(id: string, outcome: JobOutcome, now: Date): Promise<void> {
    await this.jobs.updateOne({ _id: id }, { $set: { ...outcome, updatedAt: now, finishedAt: now } });
  }

  /** Up to `limit` jobs of the account, newest first, strictly after `after` when given. */
  listPage(
    accountId: string,
    status: IntakeJobStatus | undefined,
    after: CursorPosition | null,
    limit: number,
  ): Promise<IntakeJobDocument[]> {
    const query: Filter<IntakeJobDocument> = { accountId, ...afterCursor(after) };
    if (status) query.status = status;
    return this.jobs.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
