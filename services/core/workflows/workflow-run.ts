import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { AnyWorkflowDefinition, StepTrace, WorkflowPoint, WorkflowSteps } from './workflow-definition.ts';
import type { StepRecord, WorkflowDocument } from './types.ts';
import type { WorkflowsRepository } from './workflows.repository.ts';

/** Ends a replay at the first step that never finished: only what finished is undone. */
export class WorkflowStop extends Error {}

/** The first step a replay met that never finished, with its trace when it has one. */
export interface UnfinishedStep {
  name: string;
  trace: StepTrace<unknown> | null;
}

/** An error thrown by the engine's observer, carried past the engine untouched, as a crash would end the run. */
export class AbandonedRun extends Error {
  constructor(override readonly cause: unknown) {
    super('workflow run abandoned');
  }
}

interface Compensation {
  step: string;
  undo: () => Promise<void>;
}

interface RunDeps {
  workflows: WorkflowsRepository;
  clock: Clock;
  observe?: (point: WorkflowPoint) => void;
}

/** How long a runner may go without finishing a step before it is presumed dead and its workflow resumed. */
export const WORKFLOW_LEASE_MS = 60_000;

/** One pass over a workflow's steps: records what finishes, remembers how to undo it. */
export class WorkflowRun {
  failedStep: string | null = null;
  /** Where a replay of the recorded steps stopped (replayRecorded). */
  unfinished: UnfinishedStep | null = null;
  /** A recorded traceable step that cannot be undone, once a pass met one: the workflow is past its point of no return. */
  irreversible: string | null = null;
  private readonly names = new Set<string>();
  private readonly compensations: Compensation[] = [];
  /**
   * Steps done but not yet recorded: written before the next step's action runs (unless all are repeatable and
   * the lease is not half spent), or with the workflow's end, so the last step costs no write of its own. A crash
   * before that write is a crash between a step and its record.
   */
  private unrecorded: { name: string; record: StepRecord; repeatable: boolean }[] = [];
  private recordedAt: number;
  private replaying = false;
  readonly steps: WorkflowSteps;

  constructor(
    readonly workflow: WorkflowDocument,
    private readonly deps: RunDeps,
  ) {
    this.recordedAt = deps.clock.now().getTime();
    this.steps = {
      workflowId: workflow._id,
      startedAt: workflow.createdAt,
      do: (name, action, compensate) => this.step(name, action, compensate, false),
      doRepeatable: (name, action) => this.step(name, action, undefined, true),
      doTraceable: (name, action, trace) => this.step(name, action, trace.compensate, false, trace),
    };
  }

  leaseFromNow(): Date {
    return new Date(this.deps.clock.now().getTime() + WORKFLOW_LEASE_MS);
  }

  /** Replays the definition over the recorded steps only, to learn how to undo them and where the run stopped. */
  async replayRecorded(definition: AnyWorkflowDefinition): Promise<void> {
    this.replaying = true;
    try {
      await definition.run(this.steps, this.workflow.input as never);
    } catch (error) {
      if (!(error instanceof WorkflowStop) && !(error instanceof AppError && error.status < 500)) throw error;
    }
  }

  /** Runs the compensations not yet run, last step first, recording each. */
  async compensateRecorded(): Promise<void> {
    for (const { step, undo } of [...this.compensations].reverse()) {
      if (this.workflow.compensated.includes(step)) continue;
      await undo();
      await this.deps.workflows.recordCompensated(this.workflow._id, step, this.deps.clock.now());
      this.notify(step, 'compensated');
    }
  }

  private async step<T>(
    name: string,
    action: () => Promise<T>,
    compensate: ((output: T) => Promise<void>) | undefined,
    repeatable: boolean,
    trace?: StepTrace<T>,
  ): Promise<T> {
    if (this.names.has(name)) throw new Error(`workflow ${this.workflow.kind} names the step ${name} twice`);
    this.names.add(name);
    const recorded = this.workflow.steps[name];
    if (recorded) {
      const output = recorded.output as T;
      if (compensate) this.compensations.push({ step: name, undo: () => compensate(output) });
      else if (trace) this.irreversible ??= name;
      return output;
    }
    if (this.replaying) {
      this.unfinished = { name, trace: (trace as StepTrace<unknown> | undefined) ?? null };
      throw new WorkflowStop();
    }
    if (this.mustRecordBeforeNextStep()) await this.recordDone();
    let output: T;
    try {
      output = await action();
    } catch (error) {
      this.failedStep = name;
      throw error;
    }
    this.notify(name, 'done');
    this.unrecorded.push({ name, record: { output: output ?? null, at: this.deps.clock.now() }, repeatable });
    if (compensate) this.compensations.push({ step: name, undo: () => compensate(output) });
    return output;
  }

  private mustRecordBeforeNextStep(): boolean {
    const leaseHalfSpent = this.deps.clock.now().getTime() - this.recordedAt >= WORKFLOW_LEASE_MS / 2;
    return this.unrecorded.some((step) => !step.repeatable) || (leaseHalfSpent && this.unrecorded.length > 0);
  }

  /** Records the steps done since the last record, pushing the instant the runner is presumed dead further out. */
  private async recordDone(): Promise<void> {
    const done = this.takeUnrecorded();
    await this.deps.workflows.recordSteps(this.workflow._id, done, this.leaseFromNow(), this.deps.clock.now());
    this.recordedAt = this.deps.clock.now().getTime();
    this.notifyRecorded(done);
  }

  /** The steps done and not yet recorded, for the write that ends the workflow to record them. */
  takeUnrecorded(): Record<string, StepRecord> {
    const done = Object.fromEntries(this.unrecorded.map(({ name, record }) => [name, record]));
    this.unrecorded = [];
    return done;
  }

  notifyRecorded(steps: Record<string, StepRecord>): void {
    for (const name of Object.keys(steps)) this.notify(name, 'recorded');
  }

  private notify(step: string, phase: WorkflowPoint['phase']): void {
    if (!this.deps.observe) return;
    try {
      this.deps.observe({ workflowId: this.workflow._id, kind: this.workflow.kind, step, phase });
    } catch (error) {
      throw new AbandonedRun(error);
    }
  }
}
