import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { WorkflowDefinition, WorkflowPoint } from './workflow-definition.ts';
import { WORKFLOW_LEASE_MS, WorkflowRun, WorkflowStop } from './workflow-run.ts';
import type { WorkflowDocument, WorkflowFailure } from './types.ts';
import type { WorkflowsRepository } from './workflows.repository.ts';

/** Takeovers by the recovery job before a workflow that keeps failing transiently is compensated instead. */
export const MAX_RESUME_ATTEMPTS = 8;

/** The pause before takeover `attempt` may be followed by another: 1, 2, 4, ... minutes, at most an hour. */
export function resumeBackoffMs(attempt: number): number {
  return Math.min(WORKFLOW_LEASE_MS * 2 ** (attempt - 1), 3_600_000);
}

export interface WorkflowEngineDeps {
  workflows: WorkflowsRepository;
  clock: Clock;
  logger: Logger;
  /**
   * Sees every point of a run. An error it throws abandons the run there, with nothing more written, as the
   * death of the process would: the fault drills stop runs with it, then resume them in a fresh engine.
   */
  observe?: (point: WorkflowPoint) => void;
}

type Outcome = { ok: true; result: unknown } | { ok: false; refusal: AppError };

export type ResumeOutcome = 'finished' | 'owned' | 'taken' | 'unknown_kind' | 'succeeded' | 'failed' | 'stalled';

/**
 * Runs workflows: the intent is recorded first, each step's output when it finishes; a step that refuses for
 * good (an AppError below 500) makes the engine undo the finished steps in reverse order and end the workflow
 * `failed`. A runner that dies, or meets a transient error, leaves the workflow unfinished with `resumeAt` set;
 * the recovery job (`resumeStalled`) replays it: finished steps answer their recorded outputs, the rest run.
 * Steps are idempotent under keys derived from the workflow's input, so a step that ran but was not recorded
 * can run again.
 */
export class WorkflowEngine {
  private readonly definitions = new Map<string, WorkflowDefinition<never, unknown>>();

  constructor(private readonly deps: WorkflowEngineDeps) {}

  /** Makes a kind resumable by this engine's recovery; a second, different definition of a kind is a programming error. */
  register(definition: WorkflowDefinition<never, unknown>): void {
    const known = this.definitions.get(definition.kind);
    if (known && known !== definition) throw new Error(`workflow kind ${definition.kind} is defined twice`);
    this.definitions.set(definition.kind, definition);
  }

  /**
   * Starts the workflow `id` and runs it to its end. An id that was started before is the same intent again:
   * its result is answered (or its refusal thrown) once it has finished, and 409 `operation_in_progress` while
   * another runner is still on it.
   */
  async run<I, R>(definition: WorkflowDefinition<I, R>, id: string, input: I): Promise<R> {
    this.register(definition as WorkflowDefinition<never, unknown>);
    const now = this.deps.clock.now();
    const workflow: WorkflowDocument = {
      _id: id,
      kind: definition.kind,
      input,
      status: 'running',
      steps: {},
      compensated: [],
      failure: null,
      result: null,
      attempts: 0,
      resumeAt: new Date(now.getTime() + WORKFLOW_LEASE_MS),
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    };
    if (!(await this.deps.workflows.start(workflow))) return this.outcomeOf<R>(id);
    this.deps.observe?.({ workflowId: id, kind: definition.kind, step: null, phase: 'started' });
    const outcome = await this.execute(definition as WorkflowDefinition<never, unknown>, workflow);
    if (!outcome.ok) throw outcome.refusal;
    return outcome.result as R;
  }

  /** Takes over one unfinished workflow whose runner is presumed dead, and runs it to its end if it can. */
  async resume(id: string): Promise<ResumeOutcome> {
    const workflow = await this.deps.workflows.findById(id);
    const now = this.deps.clock.now();
    if (!workflow?.resumeAt) return 'finished';
    if (workflow.resumeAt.getTime() > now.getTime()) return 'owned';
    const definition = this.definitions.get(workflow.kind);
    if (!definition) {
      // A process that does not build this kind's domain leaves it to one that does, without holding up the others.
      await this.deps.workflows.postpone(id, new Date(now.getTime() + WORKFLOW_LEASE_MS));
      return 'unknown_kind';
    }
    const attempt = workflow.attempts + 1;
    const resumeAt = new Date(now.getTime() + resumeBackoffMs(attempt));
    if (!(await this.deps.workflows.claimAttempt(id, attempt, now, resumeAt))) return 'taken';
    let current: WorkflowDocument = { ...workflow, attempts: attempt, resumeAt };
    if (attempt > MAX_RESUME_ATTEMPTS && current.status === 'running') {
      const failure: WorkflowFailure = {
        step: '(recovery)',
        slug: 'operation_abandoned',
        message: `Not finished after ${MAX_RESUME_ATTEMPTS} attempts; undone.`,
      };
      await this.deps.workflows.startCompensating(id, failure, resumeAt, now);
      current = { ...current, status: 'compensating', failure };
    }
    const outcome = await this.execute(definition, current);
    return outcome.ok ? 'succeeded' : 'failed';
  }

  /** The recovery job: resumes up to `limit` stalled workflows, each on its own, and reports what became of them. */
  async resumeStalled(limit = 50): Promise<Record<string, ResumeOutcome>> {
    const outcomes: Record<string, ResumeOutcome> = {};
    for (const id of await this.deps.workflows.stalled(this.deps.clock.now(), limit)) {
      try {
        outcomes[id] = await this.resume(id);
      } catch (error) {
        this.deps.logger.warn({ err: error, workflowId: id }, 'workflow still unfinished; resumed again later');
        outcomes[id] = 'stalled';
      }
    }
    return outcomes;
  }

  /** Runs (or replays) the steps to the end; transient errors and crashes propagate and leave the workflow unfinished. */
  private async execute(definition: WorkflowDefinition<never, unknown>, workflow: WorkflowDocument): Promise<Outcome> {
    const run = new WorkflowRun(workflow, this.deps);
    if (workflow.status === 'compensating') {
      await run.replayForCompensation(definition);
      return this.compensate(run, failureError(workflow));
    }
    let result: unknown;
    try {
      result = await definition.run(run.steps, workflow.input as never);
    } catch (error) {
      if (error instanceof WorkflowStop || !(error instanceof AppError) || error.status >= 500) throw error;
      const failure = { step: run.failedStep ?? '(workflow)', slug: error.slug, message: error.message };
      const unrecorded = run.takeUnrecorded();
      await this.deps.workflows.startCompensating(
        workflow._id,
        failure,
        run.leaseFromNow(),
        this.deps.clock.now(),
        unrecorded,
      );
      run.notifyRecorded(unrecorded);
      return this.compensate(run, error);
    }
    const unrecorded = run.takeUnrecorded();
    await this.deps.workflows.succeed(workflow._id, result, this.deps.clock.now(), unrecorded);
    run.notifyRecorded(unrecorded);
    return { ok: true, result };
  }

  /** Undoes the recorded steps in reverse order and ends the workflow `failed` with its refusal. */
  private async compensate(run: WorkflowRun, refusal: AppError): Promise<Outcome> {
    await run.compensateRecorded();
    await this.deps.workflows.fail(run.workflow._id, this.deps.clock.now());
    return { ok: false, refusal };
  }

  /** What an earlier start of the same intent came to. */
  private async outcomeOf<R>(id: string): Promise<R> {
    const existing = await this.deps.workflows.findById(id);
    if (existing?.status === 'succeeded') return existing.result as R;
    if (existing?.status === 'failed') throw failureError(existing);
    throw new AppError('operation_in_progress', {
      message:
        'An earlier request started this operation and it is still finishing; read the resource or retry shortly.',
      meta: { operationId: id },
      headers: { 'retry-after': '1' },
    });
  }
}

function failureError(workflow: WorkflowDocument): AppError {
  const failure = workflow.failure ?? { slug: 'operation_abandoned', message: 'The operation was undone.' };
  return new AppError(failure.slug, { message: failure.message, meta: { operationId: workflow._id } });
}
