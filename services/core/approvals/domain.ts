import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { OutboxRepository } from '../outbox/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { ApprovalsRepository } from './approvals.repository.ts';
import { ApprovalsService } from './approvals.service.ts';
import { approvalsHandlers } from './handlers.ts';

/** The collection of approval requests (with their slots, decisions and applications). */
export function approvalsRepositories(db: Db) {
  return { approvals: new ApprovalsRepository(db) };
}

export interface ApprovalsDomainDeps {
  repositories: ReturnType<typeof approvalsRepositories> & { outbox: Pick<OutboxRepository, 'appendOnce'> };
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/**
 * The human approval gate: `approvals` is the gate that deals, credits and claims open and apply, and whose
 * decisions they listen to; the handlers let the approver's human session decide.
 */
export function createApprovalsDomain({ repositories, workflows, clock }: ApprovalsDomainDeps) {
  const approvals = new ApprovalsService({
    approvals: repositories.approvals,
    outbox: repositories.outbox,
    workflows,
    clock,
  });
  return { handlers: approvalsHandlers(approvals), approvals };
}
