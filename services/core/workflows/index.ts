/** The workflows domain's public surface: the only file other domains and the core's composition import. */
export { createWorkflowEngine, workflowsRepositories } from './domain.ts';
export { keyedRequestId, requestDigest } from './request-key.ts';
export { defineWorkflow } from './workflow-definition.ts';
export type {
  WorkflowDefinition,
  WorkflowPoint,
  WorkflowRegistry,
  WorkflowRunner,
  WorkflowSteps,
} from './workflow-definition.ts';
export type { WorkflowEngine } from './workflow-engine.ts';
