import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { WorkflowDefinition, WorkflowPoint, AnyWorkflowDefinition } from './workflow-definition.ts';
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

/**
 * What a takeover came to. `checking`: given up on, but the outcome of its unfinished traceable step is not known
 * yet, so nothing was undone and it is asked again later; `stalled`: still unfinished, resumed again later.
 */
export type ResumeOutcome =
  'finished' | 'owned' | 'taken' | 'unknown_kind' | 'succeeded' | 'failed' | 'checking' | 'stalled';

/**
 * Runs workflows: the intent is recorded first, each step's output when it finishes; a step that refuses for
 * good (an AppError below 500) makes the engine undo the finished steps in reverse order and end the workflow
 * `failed`. A runner that dies, or meets a transient error, leaves the workflow unfinished with `resumeAt` set;
 * the recovery job (`resumeStalled`) replays it: finished steps answer their recorded outputs, the rest run.
 * Steps are idempotent under keys derived from the workflow's input, so a step that ran but was not recorded
 * can run again.
 */
export class WorkflowEngine {
  private readonly definitions = new Map<string, AnyWorkflowDefinition>();

  constructor(private readonly deps: WorkflowEngineDeps) {}

  /** Makes a kind resumable by this engine's recovery; a second, different definition of a kind is a programming error. */
  register(definition: AnyWorkflowDefinition): void {
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
    this.register(definition);
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
    if (!(await this.deps.workflows.start(workflow)))
      return this.outcomeOf<R>(await this.deps.workflows.findById(id), id);
    this.deps.observe?.({ workflowId: id, kind: definition.kind, step: null, phase: 'started' });
    const outcome = await this.execute(definition, workflow);
    if (!outcome.ok) throw outcome.refusal;
    return outcome.result as R;
  }

  /**
   * What the workflow `id` came to, when one was started: `{ result }` once it succeeded, its refusal thrown once
   * it failed, 409 `operation_in_progress` while it is unfinished; undefined when no workflow has this id.
   */
  async outcomeIfStarted<R>(id: string): Promise<{ result: R } | undefined> {
    const existing = await this.deps.workflows.findById(id);
    return existing ? { result: this.outcomeOf<R>(existing, id) } : undefined;
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
    const current: WorkflowDocument = { ...workflow, attempts: attempt, resumeAt };
    if (attempt > MAX_RESUME_ATTEMPTS && current.status === 'running')
      return this.giveUp(definition, current, resumeAt);
    return resumeOutcome(await this.execute(definition, current));
  }

  /**
   * Gives up on a workflow that kept failing, without guessing. Its first unfinished step may have taken effect
   * though its answer was lost (a payment): a traceable one is looked up first, and the workflow goes on from
   * what it found, is undone when the step never took effect, or waits, showing that its outcome is being
   * checked, while nobody can tell. A workflow with every step recorded, or past a step that cannot be undone,
   * is only ever finished: it is resumed, as before it was given up.
   */
  private async giveUp(
    definition: AnyWorkflowDefinition,
    workflow: WorkflowDocument,
    resumeAt: Date,
  ): Promise<ResumeOutcome> {
    const replay = new WorkflowRun(workflow, this.deps);
    await replay.replayRecorded(definition);
    if (!replay.unfinished) return resumeOutcome(await this.execute(definition, workflow));
    if (replay.irreversible) {
      this.deps.logger.error(
        { workflowId: workflow._id, step: replay.irreversible, attempts: workflow.attempts },
        'workflow past a step that cannot be undone keeps failing; it is only resumed, never undone',
      );
      return resumeOutcome(await this.execute(definition, workflow));
    }
    const { name, trace } = replay.unfinished;
    if (trace) {
      let found: unknown;
      try {
        found = await trace.find();
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          return this.abandon(definition, workflow, resumeAt, { step: name, slug: error.slug, message: error.message });
        this.deps.logger.warn({ err: error, workflowId: workflow._id, step: name }, 'step outcome still unknown');
        await trace.showUnknown?.();
        return 'checking';
      }
      if (found !== null) {
        const record = { output: found, at: this.deps.clock.now() };
        await this.deps.workflows.recordSteps(workflow._id, { [name]: record }, resumeAt, record.at);
        return resumeOutcome(
          await this.execute(definition, { ...workflow, steps: { ...workflow.steps, [name]: record } }),
        );
      }
    }
    return this.abandon(definition, workflow, resumeAt, {
      step: '(recovery)',
      slug: 'operation_abandoned',
      message: `Not finished after ${MAX_RESUME_ATTEMPTS} attempts; undone.`,
    });
  }

  /** Undoes what the workflow did and ends it failed with `failure`. */
  private async abandon(
    definition: AnyWorkflowDefinition,
    workflow: WorkflowDocument,
    resumeAt: Date,
    failure: WorkflowFailure,
  ): Promise<ResumeOutcome> {
    await this.deps.workflows.startCompensating(workflow._id, failure, resumeAt, this.deps.clock.now());
    return resumeOutcome(await this.execute(definition, { ...workflow, status: 'compensating', failure }));
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
  private async execute(definition: AnyWorkflowDefinition, workflow: WorkflowDocument): Promise<Outcome> {
    const run = new WorkflowRun(workflow, this.deps);
    if (workflow.status === 'compensating') {
      await run.replayRecorded(definition);
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
  private outcomeOf<R>(existing: WorkflowDocument | null, id: string): R {
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

function resumeOutcome(outcome: Outcome): ResumeOutcome {
  return outcome.ok ? 'succeeded' : 'failed';
}

function failureError(workflow: WorkflowDocument): AppError {
  const failure = workflow.failure ?? { slug: 'operation_abandoned', message: 'The operation was undone.' };
  return new AppError(failure.slug, { message: failure.message, meta: { operationId: workflow._id } });
}
