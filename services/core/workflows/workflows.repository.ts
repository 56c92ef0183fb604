import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { StepRecord, WorkflowAttemptDocument, WorkflowDocument, WorkflowFailure } from './types.ts';

export class WorkflowsRepository {
  private readonly workflows: Collection<WorkflowDocument>;
  private readonly attempts: Collection<WorkflowAttemptDocument>;

  constructor(db: Db) {
    this.workflows = db.collection<WorkflowDocument>('workflows');
    this.attempts = db.collection<WorkflowAttemptDocument>('workflow_attempts');
  }

  /**
   * `resumeAt` is null once a workflow finished, so the recovery query walks the unfinished ones only;
   * `finishedAt` serves the purge of finished ones. Attempts are claimed and read by `_id`.
   */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.workflows, { resumeAt: 1 }, { name: 'resume_at' });
    await ensureIndex(this.workflows, { finishedAt: 1 }, { name: 'finished_at' });
    await ensureIndex(this.attempts, { at: 1 }, { name: 'attempted_at' });
  }

  /** Records the intent; false when a workflow with this id exists (a retry of the same intent). */
  start(workflow: WorkflowDocument): Promise<boolean> {
    return insertOnce(this.workflows, workflow);
  }

  findById(id: string): Promise<WorkflowDocument | null> {
    return this.workflows.findOne({ _id: id });
  }

  /** Records finished steps and pushes the instant their runner is presumed dead further out. */
  async recordSteps(id: string, steps: Record<string, StepRecord>, resumeAt: Date, now: Date): Promise<void> {
    await this.workflows.updateOne({ _id: id }, { $set: { ...stepFields(steps), resumeAt, updatedAt: now } });
  }

  /** Turns the workflow to undoing its steps, recording those done and not yet recorded (`unrecorded`). */
  async startCompensating(
    id: string,
    failure: WorkflowFailure,
    resumeAt: Date,
    now: Date,
    unrecorded: Record<string, StepRecord> = {},
  ): Promise<void> {
    await this.workflows.updateOne(
      { _id: id },
      { $set: { ...stepFields(unrecorded), status: 'compensating', failure, resumeAt, updatedAt: now } },
    );
  }

  async recordCompensated(id: string, step: string, now: Date): Promise<void> {
    await this.workflows.updateOne({ _id: id }, { $addToSet: { compensated: step }, $set: { updatedAt: now } });
  }

  /** Ends the workflow with its result, recording the steps done and not yet recorded (`unrecorded`) in the same write. */
  async succeed(id: string, result: unknown, now: Date, unrecorded: Record<string, StepRecord> = {}): Promise<void> {
    await this.workflows.updateOne(
      { _id: id },
      {
        $set: {
          ...stepFields(unrecorded),
          status: 'succeeded',
          result: result ?? null,
          resumeAt: null,
          updatedAt: now,
          finishedAt: now,
        },
      },
    );
  }

  async fail(id: string, now: Date): Promise<void> {
    await this.workflows.updateOne(
      { _id: id },
      { $set: { status: 'failed', resumeAt: null, updatedAt: now, finishedAt: now } },
    );
  }

  /** Claims takeover `attempt` of a workflow; false when another runner claimed it first. */
  async claimAttempt(workflowId: string, attempt: number, at: Date, resumeAt: Date): Promise<boolean> {
    if (!(await insertOnce(this.attempts, { _id: `${workflowId}#${attempt}`, workflowId, attempt, at }))) return false;
    await this.workflows.updateOne({ _id: workflowId }, { $set: { attempts: attempt, resumeAt, updatedAt: at } });
    return true;
  }

  async postpone(id: string, resumeAt: Date): Promise<void> {
    await this.workflows.updateOne({ _id: id, resumeAt: { $ne: null } }, { $set: { resumeAt } });
  }

  /** The ids of up to `limit` unfinished workflows whose runner is presumed dead, longest stalled first. */
  async stalled(now: Date, limit: number): Promise<string[]> {
    const found = await this.workflows
      .find({ resumeAt: { $lte: now } }, { projection: { _id: 1 } })
      .sort({ resumeAt: 1 })
      .limit(limit)
      .toArray();
    return found.map((workflow) => workflow._id);
  }

  /** Deletes workflows finished before `cutoff`, and takeover claims made before it; answers how many workflows. */
  async purgeFinishedBefore(cutoff: Date): Promise<number> {
    await this.attempts.deleteMany({ at: { $lt: cutoff } });
    return (await this.workflows.deleteMany({ finishedAt: { $lt: cutoff } })).deletedCount;
  }
}

function stepFields(steps: Record<string, StepRecord>): Record<string, StepRecord> {
  return Object.fromEntries(Object.entries(steps).map(([name, record]) => [`steps.${name}`, record]));
}
