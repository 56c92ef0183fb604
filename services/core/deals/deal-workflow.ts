import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { SpendingPolicies } from '../api-keys/spending-policy.ts';
import type { ApprovalGate, GateApproval } from '../approvals/approval-gate.ts';
import { approvalView, type ApprovalView } from '../approvals/types.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { PaymentProcessor } from '../payments/payment-processor.ts';
import {
  allowedOperations,
  AWAITING_APPROVAL,
  DEAL_TRANSITIONS,
  ruleFor,
  stateAllows,
  type DealGate,
  type DealOperation,
  type DealRole,
  type DealTransitionRule,
} from './deal-state-machine.ts';
import type { DealsRepository } from './deals.repository.ts';
import { currentDeal, settleTransition } from './deal-settlement.ts';
import { dealNotFound } from './deals.service.ts';
import {
  dealView,
  roleOf,
  type DealDocument,
  type DealPayment,
  type DealTransitionDocument,
  type DealView,
  type TransitionEffects,
} from './types.ts';

export interface DealWorkflowDeps {
  deals: DealsRepository;
  approvals: ApprovalGate;
  spending: Pick<SpendingPolicies, 'commit'>;
  payments: PaymentProcessor;
  outbox: Pick<OutboxRepository, 'append'>;
  clock: Clock;
}

/** The deal as one party sees it, loaded for an operation. */
interface PartyDeal {
  deal: DealDocument;
  role: DealRole;
}

/** What a transition does between winning its claim and writing the new state; it may throw to give the claim back. */
type TransitionEffect = () => Promise<TransitionEffects>;

export type SimpleDealOperation = 'proposeDeal' | 'startDeal' | 'deliverDeal' | 'disputeDeal' | 'cancelDeal';

/**
 * The operations that move a deal through its state machine (deal-state-machine.ts). Each transition is claimed
 * by inserting `deal_transitions` `<dealId>#<version + 1>`: of concurrent callers only the winner moves money,
 * writes the state and emits `deal.status_changed`; the others get 409 `invalid_transition`.
 */
export class DealWorkflow {
  constructor(private readonly deps: DealWorkflowDeps) {}

  /** propose, start, deliver, dispute and cancel: the table decides; a cancel after funding refunds the buyer. */
  async apply(principal: Principal, id: string, operation: SimpleDealOperation): Promise<DealView> {
    const party = await this.load(principal, id);
    const rule = this.ruleOrRefuse(party, operation);
    return this.transition(principal, party, rule, async () => (rule.money === 'refund' ? { payment: await this.refund(party.deal) } : {}));
  }

  /** Opens the human approval of the gate the deal waits at (`fund` before funding, `release` after delivery). */
  async requestApproval(principal: Principal, id: string, action: DealGate, note: string | null): Promise<ApprovalView> {
    const party = await this.load(principal, id);
    this.ruleOrRefuse(party, 'requestDealApproval', action);
    const { deal } = party;
    try {
      const approval = await this.deps.approvals.open({
        subject: { kind: 'deal', id: deal._id },
        action,
        approverAccountId: deal.buyerId,
        requestedBy: principal.accountId,
        amount: deal.amount,
        currency: deal.currency,
        note,
        visibleTo: [deal.buyerId, deal.sellerId],
      });
      return approvalView(approval);
    } catch (error) {
      if (error instanceof AppError && error.slug === 'invalid_transition') {
        throw invalidTransition(party, `This deal already has a live ${action} approval request; decide or apply it first.`, error.items[0]?.meta);
      }
      throw error;
    }
  }

  /** Applies an approved `fund` approval: the deal becomes `approved` and may be funded. */
  async applyApproval(principal: Principal, id: string, approvalId: string): Promise<DealView> {
    const party = await this.load(principal, id);
    const rule = this.ruleOrRefuse(party, 'applyDealApproval');
    const approval = await this.deps.approvals.find(approvalId);
    if (!approval || approval.subject.kind !== 'deal' || approval.subject.id !== id || approval.action !== rule.gate) {
      throw invalidTransition(party, `Approval request ${approvalId} is not a ${rule.gate} approval of this deal.`);
    }
    if (approval.status === 'applied') throw invalidTransition(party, 'This approval request was already applied; request a new one.');
    if (approval.status !== 'approved') throw approvalRequired(approval);
    return this.transition(principal, party, rule, async () => {
      if (!(await this.deps.approvals.apply(approval.subject, approval.action, approval.id))) {
        throw invalidTransition(party, 'This approval request was applied concurrently; request a new one.');
      }
      return {};
    });
  }

  /** The first human gate: holds the buyer's money in escrow, after an applied `fund` approval. */
  async fund(principal: Principal, id: string, paymentMethod?: string): Promise<DealView> {
    const party = await this.load(principal, id);
    const rule = this.ruleOrRefuse(party, 'fundDeal');
    const approval = await this.deps.approvals.latest({ kind: 'deal', id }, 'fund');
    if (approval?.status !== 'applied') throw approvalRequired(approval);
    const { deal } = party;
    return this.transition(principal, party, rule, async () => {
      const recommits = principal.kind !== 'session' && deal.committedBy !== principal.credentialId;
      if (recommits) await this.deps.spending.commit(principal, { key: `deal:${deal._id}`, amount: deal.amount, currency: deal.currency });
      const hold = await this.deps.payments.hold({
        dealId: deal._id,
        buyerId: deal.buyerId,
        amount: deal.amount,
        currency: deal.currency,
        idempotencyKey: `deal:${deal._id}:fund`,
        ...(paymentMethod ? { paymentMethod } : {}),
      });
      const payment: DealPayment = {
        processor: hold.processor,
        sandbox: hold.processor === 'sandbox',
        holdReference: hold.reference,
        releaseReference: null,
        refundReference: null,
      };
      return { payment, ...(recommits ? { committedBy: principal.credentialId } : {}) };
    });
  }

  /**
   * The second human gate: pays the seller out, then consumes the approved `release` approval. The transition
   * claim already makes this the only release of the deal, so the approval is consumed only once money moved:
   * a release the processor refuses (e.g. `payout_account_missing`) leaves the human's approval usable.
   */
  async confirmRelease(principal: Principal, id: string): Promise<DealView> {
    const party = await this.load(principal, id);
    const rule = this.ruleOrRefuse(party, 'confirmDealRelease');
    const approval = await this.deps.approvals.latest({ kind: 'deal', id }, 'release');
    if (approval?.status === 'applied') {
      throw invalidTransition(party, 'The release approval was used by a concurrent confirm-release; re-read the deal (if it is not released, request a new release approval).');
    }
    if (approval?.status !== 'approved') throw approvalRequired(approval);
    const { deal } = party;
    return this.transition(principal, party, rule, async () => {
      const payment = paymentOf(deal);
      const release = await this.deps.payments.release({
        dealId: deal._id,
        sellerId: deal.sellerId,
        holdReference: payment.holdReference,
        amount: deal.amount,
        currency: deal.currency,
        idempotencyKey: `deal:${deal._id}:release`,
      });
      await this.deps.approvals.apply(approval.subject, approval.action, approval.id);
      return { payment: { ...payment, releaseReference: release.reference } };
    });
  }

  private async refund(deal: DealDocument): Promise<DealPayment> {
    const payment = paymentOf(deal);
    const refund = await this.deps.payments.refund({
      dealId: deal._id,
      holdReference: payment.holdReference,
      amount: deal.amount,
      currency: deal.currency,
      idempotencyKey: `deal:${deal._id}:refund`,
    });
    return { ...payment, refundReference: refund.reference };
  }

  private async load(principal: Principal, id: string): Promise<PartyDeal> {
    const deal = await currentDeal(this.deps, id);
    const role = deal ? roleOf(deal, principal.accountId) : null;
    if (!deal || !role) throw dealNotFound();
    return { deal, role };
  }

  /** The rule of the table that lets this party apply the operation now, or the refusal that says why not. */
  private ruleOrRefuse(party: PartyDeal, operation: DealOperation, gate?: DealGate): DealTransitionRule {
    const { deal, role } = party;
    const rule = ruleFor(operation, deal.status, role, gate);
    if (rule) return rule;
    const mayEverApply = DEAL_TRANSITIONS.some((r) => r.operation === operation && (r.by === role || r.by === 'either'));
    if (mayEverApply && AWAITING_APPROVAL[operation]?.includes(deal.status)) {
      throw new AppError('approval_required', {
        message: `${operation} needs a human-approved ApprovalRequest applied first: requestDealApproval, a human approves, then applyDealApproval.`,
        meta: { currentState: deal.status, allowedOperations: allowedOperations(deal.status, role) },
      });
    }
    if (gate === undefined && stateAllows(operation, deal.status)) {
      throw new AppError('not_owner', { message: `Only the other party of this deal may apply ${operation} now.`, meta: { currentState: deal.status } });
    }
    throw invalidTransition(party, `A deal in state ${deal.status} does not allow ${gate ? `${operation} for ${gate}` : operation}.`);
  }

  /** Claims the next sequence, runs the effect, then writes the new state and announces it. */
  private async transition(principal: Principal, { deal, role }: PartyDeal, rule: DealTransitionRule, effect: TransitionEffect): Promise<DealView> {
    const to = rule.to;
    if (!to) throw new Error(`${rule.operation} leaves the state unchanged and is no transition`);
    const now = this.deps.clock.now();
    const sequence = deal.version + 1;
    const transitionId = `${deal._id}#${sequence}`;
    const claim: DealTransitionDocument = {
      _id: transitionId,
      dealId: deal._id,
      sequence,
      from: deal.status,
      to,
      operation: rule.operation,
      by: principal.accountId,
      at: now,
      effects: null,
    };
    if (!(await this.deps.deals.claimTransition(claim))) {
      const current = (await currentDeal(this.deps, deal._id)) ?? deal;
      throw invalidTransition({ deal: current, role }, `Another request changed this deal first (transition ${sequence} is taken); re-read it.`);
    }
    let effects: Awaited<ReturnType<TransitionEffect>>;
    try {
      effects = await effect();
    } catch (error) {
      await this.deps.deals.releaseTransition(transitionId);
      throw error;
    }
    await this.deps.deals.recordEffects(transitionId, effects);
    const settled = await settleTransition(this.deps, deal, claim, effects);
    return dealView(settled.deal, role, settled.pendingApprovalId);
  }
}

function paymentOf(deal: DealDocument): DealPayment {
  if (!deal.payment) throw new Error(`deal ${deal._id} is past funding without a payment`);
  return deal.payment;
}

function invalidTransition({ deal, role }: PartyDeal, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('invalid_transition', {
    message,
    meta: { ...extra, currentState: deal.status, allowedOperations: allowedOperations(deal.status, role) },
  });
}

function approvalRequired(approval: GateApproval | null): AppError {
  const state = approval ? `is ${approval.status}` : 'was not requested';
  return new AppError('approval_required', {
    message: `The human approval of this step ${state}. Call requestDealApproval; a human session of the buyer approves it.`,
    meta: { approvalId: approval?.id ?? null, approvalStatus: approval?.status ?? null },
  });
}
