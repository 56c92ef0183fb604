import type { Db } from 'mongodb';
import { createCore, type Core } from '../../services/core/index.ts';
import type { WorkflowPoint } from '../../services/core/workflows/workflow-definition.ts';
import { MAX_RESUME_ATTEMPTS, type ResumeOutcome } from '../../services/core/workflows/workflow-engine.ts';
import type { WorkflowDocument } from '../../services/core/workflows/types.ts';
import { Crash } from '../support/fault-drill.ts';
import { harness } from '../support/root-hooks.ts';

const HOUR_MS = 3_600_000;

/** A core over the test database whose clock runs `offsetMs` ahead and whose runs die at every point `dies` picks. */
export function coreAt(offsetMs: number, dies: (point: WorkflowPoint) => boolean = () => false): Core {
  return createCore({
    db: harness().mongo.db,
    clock: { now: () => new Date(Date.now() + offsetMs) },
    config: harness().config,
    observeWorkflows: (point) => {
      if (dies(point)) throw new Crash(`stopped at ${point.kind} ${point.step ?? '(start)'} ${point.phase}`);
    },
  });
}

/** Dies every time the step `step` of a `kind` workflow has done its work, before that is recorded: its answer is lost. */
export function answerLost(kind: string, step: string): (point: WorkflowPoint) => boolean {
  return (point) => point.kind === kind && point.step === step && point.phase === 'done';
}

/**
 * Takes the workflow over as the recovery job does through a long outage: once per allowed attempt, each in a
 * fresh process (`coreAtOffset`) whose clock is past the previous takeover's backoff.
 */
export async function takeOverEveryAttempt(
  workflowId: string,
  coreAtOffset: (offsetMs: number) => Core,
): Promise<void> {
  for (let attempt = 1; attempt <= MAX_RESUME_ATTEMPTS; attempt += 1) {
    await coreAtOffset(attempt * 2 * HOUR_MS)
      .workflows.resume(workflowId)
      .catch(() => 'stalled');
  }
}

/** Every allowed takeover, then once more, when the engine gives the workflow up; answers what that one came to. */
export async function takeOverUntilGivenUp(
  workflowId: string,
  coreAtOffset: (offsetMs: number) => Core,
): Promise<ResumeOutcome> {
  await takeOverEveryAttempt(workflowId, coreAtOffset);
  return giveUpAgain(workflowId, coreAtOffset, 1);
}

/** Takeover `round` after the engine gave the workflow up once (a workflow whose outcome it is still checking). */
export function giveUpAgain(
  workflowId: string,
  coreAtOffset: (offsetMs: number) => Core,
  round: number,
): Promise<ResumeOutcome> {
  return coreAtOffset((MAX_RESUME_ATTEMPTS + round) * 2 * HOUR_MS).workflows.resume(workflowId);
}

/** The one workflow of `kind` whose input matches `filter` (dotted paths into the input), in `db` (the harness's by default). */
export async function workflowOf(
  kind: string,
  filter: Record<string, unknown>,
  db: Db = harness().mongo.db,
): Promise<WorkflowDocument> {
  const query = Object.fromEntries(Object.entries(filter).map(([path, value]) => [`input.${path}`, value]));
  const found = await db
    .collection<WorkflowDocument>('workflows')
    .find({ kind, ...query })
    .toArray();
  if (found.length !== 1) throw new Error(`expected one ${kind} workflow, found ${found.length}`);
  return found[0]!;
}
