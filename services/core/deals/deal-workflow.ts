import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { askingCredential, type ApprovalGate, approvalView, type ApprovalView } from '../approvals/index.ts';
import { requestDigest } from '../workflows/index.ts';
import {
  AWAITING_APPROVAL,
  DEAL_TRANSITIONS,
  GATE_APPROVER,
  ruleFor,
  stateAllows,
  type DealGate,
  type DealOperation,
  type DealRole,
  type DealTransitionRule,
  type RequestableGate,
} from './deal-state-machine.ts';
import type { DealTransitions, TransitionIntent } from './deal-transitions.ts';
import type { DealsRepository } from './deals.repository.ts';
import { pendingApprovalOf } from './deals.service.ts';
import { approvalFirst, approvalRequired, dealNotFound, invalidTransition, notTheOtherParty } from './errors.ts';
import { dealView, roleOf, type DealDocument, type DealView } from './types.ts';

export interface DealWorkflowDeps {
  deals: Pick<DealsRepository, 'findById'>;
  approvals: ApprovalGate;
  transitions: Pick<DealTransitions, 'run' | 'earlier'>;
}

/** The deal as one party sees it, loaded for an operation. */
interface PartyDeal {
  deal: DealDocument;
  role: DealRole;
}

export type SimpleDealOperation = 'proposeDeal' | 'startDeal' | 'deliverDeal' | 'disputeDeal' | 'cancelDeal';

/**
 * The operations that move a deal through its state machine (deal-state-machine.ts): each checks the table
 * and the human gate for the caller, then runs the transition as a `deal-transition` workflow (DealTransitions),
 * which claims the next sequence so that of concurrent callers only one moves money and writes the state.
 */
export class DealWorkflow {
  constructor(private readonly deps: DealWorkflowDeps) {}

  /**
   * propose, start, deliver, dispute and cancel: the table decides. A cancel after funding refunds the buyer: a
   * human session of the seller does it directly; any other credential needs the seller's human to have
   * approved a `refund` approval, consumed once the refund moved.
   */
  async apply(principal: Principal, id: string, operation: SimpleDealOperation): Promise<DealView> {
    const party = await this.load(principal, id);
    const rule = this.ruleOrRefuse(party, operation);
    const approvalId = rule.gate === 'refund' ? await this.refundApproval(principal, id) : null;
    return this.transition(principal, party, rule, { money: rule.money ? { movement: rule.money } : null, approvalId });
  }

  /** The approved `refund` approval a refund consumes: required unless a human session refunds (then used if there is one). */
  private async refundApproval(principal: Principal, id: string): Promise<string | null> {
    const approval = await this.deps.approvals.latest({ kind: 'deal', id }, 'refund');
    if (approval?.status === 'approved') return approval.id;
    if (principal.kind === 'session') return null;
    throw approvalRequired(approval, 'refund');
  }

  /** Opens the human approval of the gate the deal waits at (`fund` before funding, `release` after delivery). */
  async requestApproval(
    principal: Principal,
    id: string,
    action: RequestableGate,
    note: string | null,
  ): Promise<ApprovalView> {
    const party = await this.load(principal, id);
    this.ruleOrRefuse(party, 'requestDealApproval', action);
    const { deal } = party;
    try {
      const approval = await this.deps.approvals.open({
        subject: { kind: 'deal', id: deal._id },
        action,
        approverAccountId: GATE_APPROVER[action] === 'buyer' ? deal.buyerId : deal.sellerId,
        requestedBy: principal.accountId,
        ...askingCredential(principal),
        amount: deal.amount,
        currency: deal.currency,
        note,
        visibleTo: [deal.buyerId, deal.sellerId],
      });
      return approvalView(approval);
    } catch (error) {
      if (error instanceof AppError && error.slug === 'invalid_transition') {
        throw invalidTransition(
          party.deal,
          party.role,
          `This deal already has a live ${action} approval request; decide or apply it first.`,
          error.items[0]?.meta,
        );
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
      throw invalidTransition(
        party.deal,
        party.role,
        `Approval request ${approvalId} is not a ${rule.gate} approval of this deal.`,
      );
    }
    if (approval.status === 'applied')
      throw invalidTransition(party.deal, party.role, 'This approval request was already applied; request a new one.');
    if (approval.status !== 'approved') throw approvalRequired(approval, 'fund');
    return this.transition(principal, party, rule, { approvalId: approval.id });
  }

  /**
   * The first human gate: holds the buyer's money in escrow, after an applied `fund` approval. With an
   * Idempotency-Key the funding is named by the request: a retry answers the deal its first attempt wrote (409
   * `operation_in_progress` while recovery still finishes it) and never holds a second time.
   */
  async fund(principal: Principal, id: string, paymentMethod?: string, idempotencyKey?: string): Promise<DealView> {
    const request =
      idempotencyKey === undefined
        ? undefined
        : requestDigest({
            accountId: principal.accountId,
            operation: 'fundDeal',
            idempotencyKey,
            asks: [id, paymentMethod ?? null],
          });
    const party = await this.load(principal, id);
    const earlier = request === undefined ? undefined : await this.deps.transitions.earlier(id, request);
    if (earlier) return dealView(earlier, party.role, await pendingApprovalOf(this.deps.approvals, earlier));
    const rule = this.ruleOrRefuse(party, 'fundDeal');
    const approval = await this.deps.approvals.latest({ kind: 'deal', id }, 'fund');
    if (approval?.status !== 'applied') throw approvalRequired(approval, 'fund');
    const commitsSpending = principal.kind === 'session' ? null : principal;
    return this.transition(principal, party, rule, {
      commitsSpending,
      money: { movement: 'hold', ...(paymentMethod ? { paymentMethod } : {}) },
      ...(request === undefined ? {} : { request }),
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
      throw invalidTransition(
        party.deal,
        party.role,
        'The release approval was used by a concurrent confirm-release; re-read the deal (if it is not released, request a new release approval).',
      );
    }
    if (approval?.status !== 'approved') throw approvalRequired(approval, 'release');
    return this.transition(principal, party, rule, { money: { movement: 'release' }, approvalId: approval.id });
  }

  private async load(principal: Principal, id: string): Promise<PartyDeal> {
    const deal = await this.deps.deals.findById(id);
    const role = deal ? roleOf(deal, principal.accountId) : null;
    if (!deal || !role) throw dealNotFound();
    return { deal, role };
  }

  /** The rule of the table that lets this party apply the operation now, or the refusal that says why not. */
  private ruleOrRefuse(party: PartyDeal, operation: DealOperation, gate?: DealGate): DealTransitionRule {
    const { deal, role } = party;
    const rule = ruleFor(operation, deal.status, role, gate);
    if (rule) return rule;
    const mayEverApply = DEAL_TRANSITIONS.some(
      (r) => r.operation === operation && (r.by === role || r.by === 'either'),
    );
    if (mayEverApply && AWAITING_APPROVAL[operation]?.includes(deal.status)) throw approvalFirst(operation, deal, role);
    if (gate === undefined && stateAllows(operation, deal.status)) throw notTheOtherParty(operation, deal);
    throw invalidTransition(
      deal,
      role,
      `A deal in state ${deal.status} does not allow ${gate ? `${operation} for ${gate}` : operation}.`,
    );
  }

  /** Runs the rule's transition as a workflow and answers the deal as the caller now sees it. */
  private async transition(
    principal: Principal,
    { deal, role }: PartyDeal,
    rule: DealTransitionRule,
    details: Partial<Pick<TransitionIntent, 'commitsSpending' | 'money' | 'approvalId' | 'request'>>,
  ): Promise<DealView> {
    if (!rule.to) throw new Error(`${rule.operation} leaves the state unchanged and is no transition`);
    const settled = await this.deps.transitions.run({
      deal,
      operation: rule.operation,
      to: rule.to,
      pending: rule.pending,
      by: principal.accountId,
      byAgent: principal.agentId ?? null,
      commitsSpending: details.commitsSpending ?? null,
      money: details.money ?? null,
      approvalId: details.approvalId ?? null,
      ...(details.request === undefined ? {} : { request: details.request }),
    });
    return dealView(settled, role, await pendingApprovalOf(this.deps.approvals, settled));
  }
}
