import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { formatMoney } from '../../../shared/money/major-units.ts';
import {
  askingCredential,
  type ApprovalGate,
  type ApprovalSplit,
  type GateApproval,
  approvalView,
  type ApprovalView,
} from '../approvals/index.ts';
import {
  RESOLUTION_APPROVER,
  RESOLUTION_OPERATION,
  ruleFor,
  type DealRole,
  type DisputeOutcome,
} from './deal-state-machine.ts';
import type { DealTransitions } from './deal-transitions.ts';
import type { DealsRepository } from './deals.repository.ts';
import { pendingApprovalOf } from './deals.service.ts';
import { dealNotFound, invalidTransition, sellerAmountInvalid, splitNeedsSession } from './errors.ts';
import { dealView, roleOf, type DealDocument, type DealView } from './types.ts';

export interface DisputeResolutionsDeps {
  deals: Pick<DealsRepository, 'findById'>;
  approvals: ApprovalGate;
  transitions: Pick<DealTransitions, 'run'>;
}

/** What resolveDeal answers: the approval it opened (202), or the deal it resolved with an approved one (200). */
export type ResolutionOutcome = { opened: ApprovalView } | { resolved: DealView };

/** A proposed end of a dispute; a split names the seller's share (the document requires it there), the buyer is refunded the rest. */
export interface ResolutionProposal {
  outcome: DisputeOutcome;
  sellerAmount?: number;
}

/**
 * How a dispute ends when the parties agree: either party proposes an outcome (`resolveDeal`), which opens a
 * `resolve_dispute` ApprovalRequest decided by the human of the party who gives up money (refund: the seller;
 * release: the buyer). Once that human approves, the money moves and the deal ends (`refunded` or `released`)
 * as a `deal-transition` workflow named by the approval, consuming the approval after the money moved. A
 * resolution the processor refused (e.g. `payout_account_missing`) stays approved: calling resolveDeal again
 * with the same outcome carries it out. A split takes money from both parties, so it is proposed by a human
 * session of one (its consent) and approved by the other's human; its shares travel on the approval.
 */
export class DisputeResolutions {
  constructor(private readonly deps: DisputeResolutionsDeps) {}

  async resolve(
    principal: Principal,
    id: string,
    proposal: ResolutionProposal,
    note: string | null,
  ): Promise<ResolutionOutcome> {
    const deal = await this.deps.deals.findById(id);
    const role = deal ? roleOf(deal, principal.accountId) : null;
    if (!deal || !role) throw dealNotFound();
    if (!ruleFor('resolveDeal', deal.status, role))
      throw invalidTransition(deal, role, `A deal in state ${deal.status} has no dispute to resolve.`);
    const split = proposal.outcome === 'split' ? splitOf(deal, proposal.sellerAmount) : null;
    const latest = await this.deps.approvals.latest({ kind: 'deal', id }, 'resolve_dispute');
    if (latest?.status === 'approved') {
      if (
        describe(deal, latest) !==
        describe(deal, { split, approverAccountId: approverOf(deal, proposal.outcome, role) })
      ) {
        throw invalidTransition(
          deal,
          role,
          `The approved resolution ${latest.id} is ${describe(deal, latest)}; resolve with that outcome to carry it out.`,
        );
      }
      const resolved = await this.carryOut(deal, latest, null);
      return { resolved: dealView(resolved, role, await pendingApprovalOf(this.deps.approvals, resolved)) };
    }
    if (latest?.status === 'pending') {
      throw invalidTransition(
        deal,
        role,
        `The resolution ${latest.id} waits for its human approver; it must be decided first.`,
        { approvalId: latest.id },
      );
    }
    if (split && principal.kind !== 'session') throw splitNeedsSession();
    const approverAccountId = approverOf(deal, proposal.outcome, role);
    const words = `Resolve the dispute ${describe(deal, { split, approverAccountId })}.`;
    const approval = await this.deps.approvals.open({
      subject: { kind: 'deal', id },
      action: 'resolve_dispute',
      approverAccountId,
      requestedBy: principal.accountId,
      ...askingCredential(principal),
      amount: deal.amount,
      currency: deal.currency,
      note: note ? `${words} ${note}` : words,
      split,
      visibleTo: [deal.buyerId, deal.sellerId],
    });
    return { opened: approvalView(approval) };
  }

  /**
   * The approval listener: an approved resolution of a deal still disputed is carried out. A refusal (the deal
   * moved on, the processor refused the payout) leaves the approval approved for a later resolveDeal call;
   * a failure of the processor is thrown so that the decision's listener step is retried.
   */
  readonly decided = async (approval: GateApproval): Promise<void> => {
    if (approval.action !== 'resolve_dispute' || approval.status !== 'approved') return;
    const deal = await this.deps.deals.findById(approval.subject.id);
    if (deal?.status !== 'disputed') return;
    try {
      await this.carryOut(deal, approval, `approval:${approval.id}`);
    } catch (error) {
      if (error instanceof AppError && error.slug === 'operation_in_progress')
        throw new Error(`the resolution of deal ${deal._id} is in progress`);
      if (!(error instanceof AppError && error.status < 500)) throw error;
    }
  };

  /** `attempt` names the transition: the listener's repeated calls are one; a caller's retry after a refusal is another. */
  private async carryOut(deal: DealDocument, approval: GateApproval, attempt: string | null): Promise<DealDocument> {
    const outcome = outcomeOf(deal, approval);
    const operation = RESOLUTION_OPERATION[outcome];
    const rule = ruleFor(operation, deal.status, 'approval');
    if (!rule?.to || !rule.money) throw new Error(`the state machine has no ${operation} from ${deal.status}`);
    return this.deps.transitions.run({
      deal,
      operation,
      to: rule.to,
      pending: null,
      by: approval.approverAccountId,
      commitsSpending: null,
      money: { movement: rule.money, ...(approval.split ? { split: approval.split } : {}) },
      approvalId: approval.id,
      ...(attempt ? { attempt } : {}),
    });
  }
}

/** The outcome a resolution approval stands for: a split carries its shares; otherwise the approver gives the money up. */
function outcomeOf(deal: DealDocument, approval: Pick<GateApproval, 'split' | 'approverAccountId'>): DisputeOutcome {
  if (approval.split) return 'split';
  return approval.approverAccountId === deal.sellerId ? 'refund' : 'release';
}

/** Whose human approves an outcome: the party who gives the money up, for a split the party who did not propose it. */
function approverOf(deal: DealDocument, outcome: DisputeOutcome, proposer: DealRole): string {
  const approver = outcome === 'split' ? (proposer === 'buyer' ? 'seller' : 'buyer') : RESOLUTION_APPROVER[outcome];
  return approver === 'buyer' ? deal.buyerId : deal.sellerId;
}

/** The shares of a split paying the seller `sellerAmount`; each party must get something, or it is no split. */
function splitOf(deal: DealDocument, sellerAmount: number | undefined): ApprovalSplit {
  if (sellerAmount === undefined || !Number.isInteger(sellerAmount) || sellerAmount < 1 || sellerAmount >= deal.amount)
    throw sellerAmountInvalid(deal);
  return { toSeller: sellerAmount, toBuyer: deal.amount - sellerAmount };
}

/** An outcome in words, as the approver reads it and as a mismatch is explained. */
function describe(deal: DealDocument, approval: Pick<GateApproval, 'split' | 'approverAccountId'>): string {
  const outcome = outcomeOf(deal, approval);
  if (outcome === 'refund') return 'by refunding the buyer in full';
  if (outcome === 'release') return 'by paying the seller out in full';
  const { toSeller, toBuyer } = approval.split as ApprovalSplit;
  return `by a split: ${formatMoney(toSeller, deal.currency)} paid out to the seller, ${formatMoney(toBuyer, deal.currency)} refunded to the buyer`;
}
