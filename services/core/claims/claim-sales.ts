import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { ApprovalGate, GateApproval } from '../approvals/index.ts';
import type { ClaimRecords, PartyClaim } from './claim-records.ts';
import { claimStatus, type ClaimView } from './claim-view.ts';
import type { ClaimsRepository } from './claims.repository.ts';
import { saleConfirmationId, saleConfirmationWorkflow, type SaleConfirmation } from './sale-confirmation.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import type { ReportSaleInput } from './types.ts';

export interface ClaimSalesDeps {
  claims: ClaimsRepository;
  records: ClaimRecords;
  approvals: ApprovalGate;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/**
 * The sale of an accepted claim: the agent reports the first paid invoice, the provider confirms or disputes
 * it, and a confirmed sale's reward waits for the provider's human approval (an ApprovalRequest).
 */
export class ClaimSales {
  private readonly confirmation: SaleConfirmation;

  constructor(private readonly deps: ClaimSalesDeps) {
    this.confirmation = saleConfirmationWorkflow(deps);
    deps.workflows.register(this.confirmation);
    deps.approvals.onDecided('claim', (approval) => this.recordRewardDecision(approval));
  }

  async report(principal: Principal, id: string, input: ReportSaleInput): Promise<ClaimView> {
    const party = await this.deps.records.forRole(principal, id, 'agent', 'report the sale');
    if (claimStatus(party.facts) !== 'accepted') {
      throw this.deps.records.invalidTransition(
        party,
        party.facts.sale ? 'A sale is already reported for this claim.' : 'Only an accepted claim can report a sale.',
      );
    }
    const sale = { ...input, documentUrl: input.documentUrl ?? null, reportedAt: this.deps.clock.now() };
    return this.deps.records.recordOnce(party, 'sale', sale, 'A sale is already reported for this claim.');
  }

  /** Confirms the sale once, then opens the provider's approval for paying the mandate's reward (workflow `confirm-sale:<id>`). */
  async confirm(principal: Principal, id: string): Promise<ClaimView> {
    const party = await this.reportedSale(principal, id, 'confirm the sale');
    const reward = {
      subject: { kind: 'claim' as const, id },
      action: 'pay_reward' as const,
      approverAccountId: party.claim.providerId,
      requestedBy: party.claim.agentId,
      requestedByAgent: party.claim.createdByAgent ?? null,
      amount: party.claim.reward.amount,
      currency: party.claim.reward.currency,
      note: `Reward for the confirmed sale of claim ${id} (${party.claim.buyer.legalName}, "${party.claim.offerTitle}").`,
      visibleTo: [party.claim.agentId],
    };
    await this.deps.workflows.run(this.confirmation, saleConfirmationId(id), { claimId: id, reward });
    return this.deps.records.viewAfterChange(party);
  }

  async dispute(principal: Principal, id: string, reason: string): Promise<ClaimView> {
    const party = await this.reportedSale(principal, id, 'dispute the sale');
    const review = { outcome: 'disputed', reason, at: this.deps.clock.now() } as const;
    if (!(await this.deps.claims.recordFact(id, 'saleReview', review))) throw this.alreadyReviewed(party);
    return this.deps.records.viewAfterChange(party);
  }

  /**
   * The approval listener, a step of the decision's workflow (called again until it succeeds): a human's
   * decision makes the reward payable (the approval is applied) or rejected. Both writes are once-only, so a
   * repeated call finishes what an interrupted one began.
   */
  private async recordRewardDecision(approval: GateApproval): Promise<void> {
    if (approval.action !== 'pay_reward' || (approval.status !== 'approved' && approval.status !== 'rejected')) return;
    const status = approval.status === 'approved' ? 'payable' : 'rejected';
    const at = approval.decidedAt ?? this.deps.clock.now();
    await this.deps.claims.recordFact(approval.subject.id, 'rewardOutcome', { status, approvalId: approval.id, at });
    if (status === 'payable') await this.deps.approvals.apply(approval.subject, 'pay_reward', approval.id);
  }

  private async reportedSale(principal: Principal, id: string, action: string): Promise<PartyClaim> {
    const party = await this.deps.records.forRole(principal, id, 'provider', action);
    if (claimStatus(party.facts) !== 'sale_reported') {
      throw this.deps.records.invalidTransition(
        party,
        party.facts.sale ? 'The reported sale is already reviewed.' : 'No sale has been reported for this claim yet.',
      );
    }
    return party;
  }

  private alreadyReviewed(party: PartyClaim) {
    return this.deps.records.invalidTransition(party, 'The reported sale was reviewed by another request.');
  }
}
