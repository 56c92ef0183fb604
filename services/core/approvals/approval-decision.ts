import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import { defineWorkflow, type WorkflowDefinition } from '../workflows/index.ts';
import type { ApprovalDecisionListener, ApprovalSubject, GateApproval } from './approval-gate.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';
import { approvalView, gateApproval, type ApprovalView } from './types.ts';

export type ApprovalDecision = 'approved' | 'rejected';

export interface DecisionInput {
  approvalId: string;
  decision: ApprovalDecision;
  comment: string | null;
  approverAccountId: string;
  /** Names the request that started the workflow, so that a concurrent request learns the decision was not its own. */
  attempt: string;
}

export interface DecisionOutcome {
  attempt: string;
  approval: ApprovalView;
}

export interface ApprovalDecisionDeps {
  approvals: Pick<ApprovalsRepository, 'claimDecision' | 'findDecision' | 'settleDecision'>;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  listenersOf(kind: ApprovalSubject['kind']): readonly ApprovalDecisionListener[];
}

/** The workflow id of the one decision an approval takes. */
export function decisionWorkflowId(approvalId: string): string {
  return `approval-decision:${approvalId}`;
}

/**
 * A human's decision, as workflow `approval-decision:<approvalId>`: the decision is claimed by insert, written
 * onto the approval, announced with `approval.decided`, then each listener of the subject's domain is told in
 * a step of its own (`notify:<kind>`), so a listener that failed, or a process that died after the decision, is
 * called again by the recovery job until it succeeds.
 */
export function approvalDecisionWorkflow(
  deps: ApprovalDecisionDeps,
): WorkflowDefinition<DecisionInput, DecisionOutcome> {
  return defineWorkflow('approval-decision', async (steps, input) => {
    const claim = await steps.do('claim-decision', async () => {
      const mine = { _id: input.approvalId, by: input.approverAccountId, outcome: input.decision, at: steps.startedAt };
      if (await deps.approvals.claimDecision(mine)) return mine;
      // Only this workflow claims the approval's decision: a claim found is the one this run made before it died.
      const found = await deps.approvals.findDecision(input.approvalId);
      if (!found) throw new Error(`the decision of approval ${input.approvalId} is claimed but cannot be read`);
      return found;
    });
    const decided: GateApproval = await steps.do('settle', async () => {
      const settled = await deps.approvals.settleDecision(input.approvalId, {
        status: claim.outcome,
        decidedAt: claim.at,
        comment: input.comment,
      });
      if (!settled) throw new Error(`approval ${input.approvalId} vanished while it was decided`);
      return gateApproval(settled);
    });
    const view = approvalView(decided);
    await steps.doRepeatable('announce', () =>
      deps.outbox.appendOnce(
        eventRecord(
          'approval.decided',
          { approval: view },
          {
            audience: [decided.approverAccountId, decided.requestedBy],
            now: claim.at,
            key: `${steps.workflowId}:approval.decided`,
          },
        ),
      ),
    );
    const listeners = deps.listenersOf(decided.subject.kind);
    for (const [index, listener] of listeners.entries()) {
      await steps.do(`notify:${decided.subject.kind}${index === 0 ? '' : `#${index + 1}`}`, () => listener(decided));
    }
    return { attempt: input.attempt, approval: view };
  });
}
