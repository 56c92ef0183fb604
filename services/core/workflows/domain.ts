import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { WorkflowPoint } from './workflow-definition.ts';
import { WorkflowEngine } from './workflow-engine.ts';
import { WorkflowsRepository } from './workflows.repository.ts';

/** The record of every workflow run: its intent, its steps' outputs and its outcome. */
export function workflowsRepositories(db: Db) {
  return { workflows: new WorkflowsRepository(db) };
}

export interface WorkflowsDeps {
  repositories: ReturnType<typeof workflowsRepositories>;
  clock: Clock;
  logger: Logger;
  /** Sees every point of every run; the fault drills stop runs with it (see WorkflowEngineDeps). */
  observe?: (point: WorkflowPoint) => void;
}

/** Infrastructure, not a domain: the one engine that runs (and, in the worker, resumes) every domain's workflows. */
export function createWorkflowEngine({ repositories, clock, logger, observe }: WorkflowsDeps): WorkflowEngine {
  return new WorkflowEngine({ workflows: repositories.workflows, clock, logger, ...(observe ? { observe } : {}) });
}
