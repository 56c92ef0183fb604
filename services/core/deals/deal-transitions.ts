import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/clock.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { SpendingPolicies } from '../api-keys/index.ts';
import type { ApprovalGate } from '../approvals/index.ts';
import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import type { PaymentProcessor } from '../payments/index.ts';
import { defineWorkflow, type WorkflowEngine } from '../workflows/index.ts';
import { DealMoney, type MoneyIntent } from './deal-money.ts';
import { allowedOperations, type DealOperation, type DealStatus } from './deal-state-machine.ts';
import type { DealsRepository } from './deals.repository.ts';
import { approvalNoLongerApproved, transitionTaken } from './errors.ts';
import {
  dealView,
  roleOf,
  type DealDocument,
  type DealHistoryEntry,
  type DealPayment,
  type DealTransitionDocument,
} from './types.ts';

export interface DealTransitionsDeps {
  deals: DealsRepository;
  approvals: Pick<ApprovalGate, 'apply' | 'find'>;
  spending: Pick<SpendingPolicies, 'commit'>;
  payments: PaymentProcessor;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register' | 'outcomeIfStarted'>;
  clock: Clock;
}

/** One transition of a deal, decided by the caller from the table; the workflow carries it out. */
export interface TransitionIntent {
  /** The deal as the caller read it: the transition claims the sequence after its `version`. */
  deal: DealDocument;
  operation: DealOperation;
  to: DealStatus;
  /** The account that applies it, or `processor`. */
  by: string;
  /** The agent whose API key applies it; none when absent. */
  byAgent?: string | null;
  /** The credential that funds the deal, when its spending policy must count the deal (`deal:<id>`, once per credential). */
  commitsSpending: Principal | null;
  money: MoneyIntent['money'];
  /** Where the deal waits while the processor has not confirmed a hold (`pending` of the rule). */
  pending: DealStatus | null;
  /** The approval this transition consumes once its money moved (or at once when it moves none). */
  approvalId: string | null;
  /** The payment to write when no money moves here (a processor outcome), otherwise the deal's. */
  payment?: DealPayment | null;
  /** Names the attempt: a processor event's id, or a fresh id per request. */
  attempt?: string;
  /**
   * Names the transition by the request that asked for it (requestDigest of a request with an Idempotency-Key),
   * whatever the deal's state when it is retried: a retry finds the workflow of its first attempt.
   */
  request?: string;
}

/**
 * Every change of a deal's state, as workflow `deal-transition:<dealId>#<sequence>:<attempt>` (or
 * `deal-transition:<dealId>:request:<digest>` for a request with an Idempotency-Key): claim the sequence (insert
 * `deal_transitions` `<dealId>#<sequence>`; given back if a later step refuses), count the deal against the
 * funding key's spending policy, move the money under a processor idempotency key of this workflow (DealMoney),
 * consume the human approval (after the money moved, so a refused payout leaves it usable), write the new state
 * with its history entry, announce `deal.status_changed`. Of concurrent callers only the one whose claim was
 * inserted gets past the first step; the others get 409 `invalid_transition`. A money step whose answer was lost
 * is asked of the processor before recovery gives the transition up, the deal showing `paymentCheck` meanwhile.
 */
export class DealTransitions {
  private readonly money: DealMoney;

  constructor(private readonly deps: DealTransitionsDeps) {
    this.money = new DealMoney(deps.payments);
    deps.workflows.register(this.definition);
  }

  /** Runs the transition to its end and answers the deal as it wrote it. */
  run(intent: TransitionIntent): Promise<DealDocument> {
    return this.deps.workflows.run(this.definition, workflowIdOf(intent), intent);
  }

  /** The deal a request's transition wrote, once the request with this digest started one; undefined when it did not. */
  async earlier(dealId: string, request: string): Promise<DealDocument | undefined> {
    return (await this.deps.workflows.outcomeIfStarted<DealDocument>(requestWorkflowId(dealId, request)))?.result;
  }

  readonly definition = defineWorkflow('deal-transition', async (steps, intent: TransitionIntent) => {
    const { workflowId, startedAt } = steps;
    await steps.do(
      'claim',
      () => this.claim(workflowId, intent, startedAt),
      () => this.releaseClaim(workflowId, intent),
    );
    const funder = intent.commitsSpending;
    if (funder) await steps.do('commit-spending', () => this.commitSpending(funder, intent.deal));
    const payment = intent.money
      ? await steps.doTraceable('move-money', () => this.money.move(workflowId, intent), {
          find: () => this.money.find(workflowId, intent),
          showUnknown: () => this.showPaymentCheck(intent),
        })
      : intent.payment === undefined
        ? intent.deal.payment
        : intent.payment;
    const approvalId = intent.approvalId;
    if (approvalId) await steps.do('apply-approval', () => this.applyApproval(intent, approvalId));
    const to = intent.pending && payment?.status !== 'succeeded' ? intent.pending : intent.to;
    const settled = await steps.do('settle', () => this.settle(intent, to, payment, startedAt));
    await steps.do('announce', () => this.announce(workflowId, intent.deal, settled, intent.operation, startedAt));
    return settled;
  });

  /** Inserts the claim of the sequence, or finds it ours (a repeated step); another holder means someone was first. */
  async claim(workflowId: string, intent: TransitionIntent, at: Date): Promise<void> {
    const { deal } = intent;
    const sequence = deal.version + 1;
    const claim: DealTransitionDocument = {
      _id: transitionId(deal._id, sequence),
      dealId: deal._id,
      sequence,
      from: deal.status,
      to: intent.to,
      operation: intent.operation,
      by: intent.by,
      at,
      workflowId,
    };
    if (await this.deps.deals.claimTransition(claim)) return;
    const current = (await this.deps.deals.findById(deal._id)) ?? deal;
    throw transitionTaken(sequence, current, allowedOperationsOf(current, intent.by));
  }

  /** Gives the sequence back, with the settlement claim of money that did not move and the shown payment check. */
  async releaseClaim(workflowId: string, intent: TransitionIntent): Promise<void> {
    await this.money.forgoSettlement(workflowId, intent);
    await this.deps.deals.clearPaymentCheck(intent.deal._id, this.deps.clock.now());
    await this.deps.deals.releaseTransition(transitionId(intent.deal._id, intent.deal.version + 1), workflowId);
  }

  /** Shows on the deal that the processor is being asked what came of the transition's money. */
  private async showPaymentCheck(intent: TransitionIntent): Promise<void> {
    if (!intent.money) return;
    const since = this.deps.clock.now();
    await this.deps.deals.showPaymentCheck(intent.deal._id, { movement: intent.money.movement, since }, since);
  }

  async commitSpending(principal: Principal, deal: DealDocument): Promise<void> {
    await this.deps.spending.commit(principal, {
      key: `deal:${deal._id}`,
      amount: deal.amount,
      currency: deal.currency,
    });
  }

  /**
   * Consumes the approval. Only the holder of this sequence's claim applies it, so an approval found applied is
   * this workflow's own earlier attempt; one no longer approved is refused only while no money moved.
   */
  async applyApproval(intent: TransitionIntent, approvalId: string): Promise<void> {
    const subject = { kind: 'deal' as const, id: intent.deal._id };
    const approval = await this.deps.approvals.find(approvalId);
    if (!approval || (await this.deps.approvals.apply(subject, approval.action, approvalId)) || intent.money) return;
    if ((await this.deps.approvals.find(approvalId))?.status !== 'applied') {
      throw approvalNoLongerApproved(approvalId);
    }
  }

  /** Writes the state and its history entry at the claimed sequence (a repeated write changes nothing). */
  async settle(intent: TransitionIntent, to: DealStatus, payment: DealPayment | null, at: Date): Promise<DealDocument> {
    const { deal } = intent;
    const entry: DealHistoryEntry = {
      sequence: deal.version + 1,
      at,
      from: deal.status,
      to,
      by: intent.by,
      byAgent: intent.byAgent ?? null,
      operation: intent.operation,
    };
    await this.deps.deals.settle(deal._id, { status: to, entry, payment }, at);
    return { ...deal, status: to, payment, version: entry.sequence, history: [...deal.history, entry], updatedAt: at };
  }

  async announce(
    workflowId: string,
    before: DealDocument,
    settled: DealDocument,
    operation: DealOperation,
    at: Date,
  ): Promise<void> {
    const byAgent = settled.history[settled.history.length - 1]?.byAgent ?? null;
    const payload = { deal: dealView(settled, null), from: before.status, to: settled.status, operation, byAgent };
    const delivery = {
      audience: [settled.buyerId, settled.sellerId],
      now: at,
      key: `${workflowId}:deal.status_changed`,
    };
    await this.deps.outbox.appendOnce(eventRecord('deal.status_changed', payload, delivery));
  }
}

function transitionId(dealId: string, sequence: number): string {
  return `${dealId}#${sequence}`;
}

function workflowIdOf(intent: TransitionIntent): string {
  if (intent.request) return requestWorkflowId(intent.deal._id, intent.request);
  return `deal-transition:${transitionId(intent.deal._id, intent.deal.version + 1)}:${intent.attempt ?? randomUUID()}`;
}

function requestWorkflowId(dealId: string, request: string): string {
  return `deal-transition:${dealId}:request:${request}`;
}

function allowedOperationsOf(deal: DealDocument, accountId: string): DealOperation[] {
  const role = roleOf(deal, accountId);
  return role ? allowedOperations(deal.status, role) : [];
}
