import type { ErrorSlug } from '../../../shared/openapi/generated/error-slugs.d.ts';

/**
 * A durable multi-document write. `running` until its steps are done (`succeeded`), or, after a step refused
 * for good, `compensating` until the completed steps are undone (`failed`).
 */
export type WorkflowStatus = 'running' | 'compensating' | 'succeeded' | 'failed';

/** What a finished step answered; a resumed run answers it again instead of running the step. */
export interface StepRecord {
  output: unknown;
  at: Date;
}

/** Why a workflow failed: the refusal of the step that could not succeed, as the caller received it. */
export interface WorkflowFailure {
  step: string;
  slug: ErrorSlug;
  message: string;
}

/**
 * The record of one workflow: its intent (kind and input, written before any step runs) and its progress.
 * `resumeAt` is set while it is unfinished: the instant after which its runner is presumed dead and the
 * recovery job takes it over. Finished workflows have none, so the recovery query reads unfinished ones only.
 */
export interface WorkflowDocument {
  _id: string;
  kind: string;
  input: unknown;
  status: WorkflowStatus;
  steps: Record<string, StepRecord>;
  /** Steps whose compensation has run, so a resumed compensation does not run it twice. */
  compensated: string[];
  failure: WorkflowFailure | null;
  result: unknown;
  /** How many times the recovery job took the workflow over. */
  attempts: number;
  resumeAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

/** The claim of one takeover by the recovery job: `<workflowId>#<attempt>`, so one runner resumes it at a time. */
export interface WorkflowAttemptDocument {
  _id: string;
  workflowId: string;
  attempt: number;
  at: Date;
}
