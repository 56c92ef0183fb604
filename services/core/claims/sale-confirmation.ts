import type { ApprovalGate, ApprovalOpening } from '../approvals/index.ts';
import { defineWorkflow, type WorkflowDefinition } from '../workflows/index.ts';
import type { ClaimRecords } from './claim-records.ts';
import type { ClaimsRepository } from './claims.repository.ts';

export interface SaleConfirmationInput {
  claimId: string;
  /** The provider's approval of paying the mandate's reward, as it is to be opened. */
  reward: Omit<ApprovalOpening, 'key'>;
}

export type SaleConfirmation = WorkflowDefinition<SaleConfirmationInput, null>;

export interface SaleConfirmationDeps {
  claims: Pick<ClaimsRepository, 'recordFact' | 'factsOf' | 'findById'>;
  records: Pick<ClaimRecords, 'invalidTransition' | 'settle'>;
  approvals: Pick<ApprovalGate, 'open'>;
}

/** The workflow id of a claim's one sale confirmation. */
export function saleConfirmationId(claimId: string): string {
  return `confirm-sale:${claimId}`;
}

/**
 * The provider confirms a reported sale: the review is recorded once, the provider's `pay_reward` approval is
 * opened under a key of this workflow (a resumed run answers the same approval), the claim records it, and
 * the claim's status projection (for list filters) follows.
 */
export function saleConfirmationWorkflow(deps: SaleConfirmationDeps): SaleConfirmation {
  return defineWorkflow('confirm-sale', async (steps, { claimId, reward }) => {
    await steps.do('record-review', async () => {
      if (
        await deps.claims.recordFact(claimId, 'saleReview', { outcome: 'confirmed', reason: null, at: steps.startedAt })
      )
        return null;
      const facts = await deps.claims.factsOf(claimId);
      // Only this workflow confirms the claim's sale: a confirmation found is the one this run recorded before it died.
      if (facts.saleReview?.outcome === 'confirmed') return null;
      const claim = await deps.claims.findById(claimId);
      if (!claim) throw new Error(`claim ${claimId} vanished while its sale was confirmed`);
      throw deps.records.invalidTransition(
        { claim, facts, role: 'provider' },
        'The reported sale was reviewed by another request.',
      );
    });
    const approvalId = await steps.do(
      'open-approval',
      async () => (await deps.approvals.open({ ...reward, key: `${steps.workflowId}:pay_reward` })).id,
    );
    await steps.do('record-reward-request', () =>
      deps.claims.recordFact(claimId, 'rewardRequest', { approvalId, at: steps.startedAt }),
    );
    await steps.do('project-status', async () => {
      await deps.records.settle(claimId);
      return null;
    });
    return null;
  });
}
