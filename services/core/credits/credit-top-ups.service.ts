import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { askingCredential, type ApprovalGate, type GateApproval } from '../approvals/index.ts';
import type { PaymentProcessor } from '../payments/index.ts';
import { keyedRequestId, defineWorkflow, type WorkflowSteps, type WorkflowRegistry } from '../workflows/index.ts';
import type { CreditTopUpsRepository } from './credit-top-ups.repository.ts';
import { approvalNotOfTopUp, topUpDeclined, topUpNotFound } from './errors.ts';
import { topUpKey, type TopUpPayments, type TopUpSpending } from './top-up-payment.ts';
import { topUpPrice } from './top-up-price.ts';
import { creditTopUpView, type CreditTopUpDocument, type CreditTopUpInput, type CreditTopUpView } from './types.ts';

export interface CreditTopUpsDeps {
  topUps: CreditTopUpsRepository;
  payments: TopUpPayments;
  processor: Pick<PaymentProcessor, 'name'>;
  approvals: Pick<ApprovalGate, 'open' | 'latest' | 'apply' | 'find'>;
  spending: TopUpSpending;
  workflows: WorkflowRegistry;
  clock: Clock;
}

/** The intent of a top-up, recorded before its first step; the id is chosen before the workflow starts. */
interface TopUpRequest {
  topUpId: string;
  credits: number;
  paymentMethod: string | null;
  principal: Principal;
}

interface ApprovedTopUp {
  topUpId: string;
  approvalId: string;
}

/**
 * Buys credits. A human session's top-up is one workflow (`top-up:<id>`): record it, charge it, grant its
 * credits, record the outcome. An API key or OAuth token moves no money: the workflow commits the price
 * against the credential's spending policy, records the top-up `awaiting_approval` and opens an approval for
 * the account's human; once a human session approves, a second workflow (`top-up-payment:<id>`) charges and
 * grants, and a rejection ends the top-up `rejected` and withdraws the commitment.
 */
export class CreditTopUpsService {
  private readonly purchase = defineWorkflow('credit-top-up', (steps: WorkflowSteps, request: TopUpRequest) =>
    this.purchaseSteps(steps, request),
  );
  private readonly approvedPayment = defineWorkflow(
    'credit-top-up-payment',
    (steps: WorkflowSteps, approved: ApprovedTopUp) => this.approvedPaymentSteps(steps, approved),
  );

  constructor(private readonly deps: CreditTopUpsDeps) {
    for (const definition of [this.purchase, this.approvedPayment]) deps.workflows.register(definition);
  }

  /**
   * Answers the top-up `succeeded`, `pending` or `requires_action` (a session's) or `awaiting_approval` (anyone
   * else's). With an Idempotency-Key the top-up is named by the request, so a retry is the same top-up (one
   * charge, one grant): answered once it finished, 409 `operation_in_progress` while recovery still finishes it.
   */
  async create(
    principal: Principal,
    { credits, paymentMethod }: CreditTopUpInput,
    idempotencyKey?: string,
  ): Promise<CreditTopUpView> {
    const topUpId =
      idempotencyKey === undefined
        ? newId('ctu')
        : keyedRequestId('ctu', {
            accountId: principal.accountId,
            operation: 'createCreditTopUp',
            idempotencyKey,
            asks: [credits, paymentMethod ?? null],
          });
    const request: TopUpRequest = { topUpId, credits, paymentMethod: paymentMethod ?? null, principal };
    const topUp = await this.deps.workflows.run(this.purchase, `top-up:${request.topUpId}`, request);
    if (topUp.status === 'failed') throw topUpDeclined(topUp.id, topUp.failureReason);
    return topUp;
  }

  /** A top-up of the account; another account's reads as not found, so its existence does not leak. */
  async get(accountId: string, id: string): Promise<CreditTopUpView> {
    const topUp = await this.deps.topUps.findById(id);
    if (!topUp || topUp.accountId !== accountId) throw topUpNotFound();
    return creditTopUpView(topUp);
  }

  /**
   * A human's decision on a top-up's approval, called again until it succeeds: an approval pays the top-up in
   * its own workflow (answered, not repeated, when it ran before), a rejection ends it unpaid.
   */
  async decided(approval: GateApproval): Promise<void> {
    const topUp = await this.deps.topUps.findById(approval.subject.id);
    if (topUp?.approvalId !== approval.id) return;
    if (approval.status === 'rejected') {
      await this.deps.payments.withdrawCommitment(topUp);
      const comment = approval.comment ? `: ${approval.comment}` : '.';
      await this.deps.topUps.end(topUp._id, 'rejected', `A human rejected the top-up${comment}`, this.deps.clock.now());
    } else if (approval.status === 'approved' || approval.status === 'applied') {
      await this.payApproved(topUp, approval.id);
    }
  }

  /**
   * Runs the payment workflow of an approved top-up. While another runner is still on it, the decision fails
   * transiently and is handed over again later; a refusal ends the top-up `failed` instead of undoing the decision.
   */
  private async payApproved(topUp: CreditTopUpDocument, approvalId: string): Promise<void> {
    try {
      await this.deps.workflows.run(this.approvedPayment, `top-up-payment:${topUp._id}`, {
        topUpId: topUp._id,
        approvalId,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (error.slug === 'operation_in_progress')
        throw new Error(`credit top-up ${topUp._id} is still being paid`, { cause: error });
      await this.deps.payments.withdrawCommitment(topUp);
      await this.deps.topUps.end(topUp._id, 'failed', error.message, this.deps.clock.now());
    }
  }

  private async purchaseSteps(steps: WorkflowSteps, request: TopUpRequest): Promise<CreditTopUpView> {
    const { principal } = request;
    const gated = principal.kind !== 'session';
    const price = topUpPrice(request.credits);
    const key = topUpKey(request.topUpId);
    if (gated) {
      await steps.do(
        'commit-spending',
        () => this.deps.spending.commit(principal, { key, ...price }),
        () => this.deps.spending.withdraw(principal, key),
      );
    }
    const topUp = await steps.do(
      'insert',
      () => this.deps.topUps.insertOnce(this.newTopUp(request, steps.startedAt, gated)),
      (inserted) => this.endUndone(inserted),
    );
    if (!gated) return creditTopUpView(await this.deps.payments.pay(steps, topUp));
    return creditTopUpView(await steps.do('open-approval', () => this.openApproval(topUp, principal)));
  }

  /** Uses the approval once, then charges and grants. */
  private async approvedPaymentSteps(
    steps: WorkflowSteps,
    { topUpId, approvalId }: ApprovedTopUp,
  ): Promise<CreditTopUpView> {
    const topUp = await steps.do(
      'apply-approval',
      () => this.applyApproval(topUpId, approvalId),
      (applied) => this.endUndone(applied),
    );
    return creditTopUpView(await this.deps.payments.pay(steps, topUp));
  }

  /**
   * Ends a top-up whose workflow was undone (given up after the processor said it charged nothing), giving the
   * requesting credential's commitment back.
   */
  private async endUndone(topUp: CreditTopUpDocument): Promise<void> {
    await this.deps.payments.withdrawCommitment(topUp);
    const reason = 'The top-up could not be completed and was undone; nothing was charged.';
    await this.deps.topUps.end(topUp._id, 'failed', reason, this.deps.clock.now());
  }

  private newTopUp(request: TopUpRequest, at: Date, gated: boolean): CreditTopUpDocument {
    return {
      _id: request.topUpId,
      accountId: request.principal.accountId,
      credits: request.credits,
      ...topUpPrice(request.credits),
      status: gated ? 'awaiting_approval' : 'pending',
      processor: this.deps.processor.name,
      reference: null,
      nextAction: null,
      ledgerEntryId: null,
      failureReason: null,
      approvalId: null,
      requestedBy: request.principal,
      paymentMethod: request.paymentMethod,
      createdAt: at,
      updatedAt: at,
    };
  }

  /** The approval of this top-up: the one a previous run of the step opened, or a new one for the account's human. */
  private async openApproval(topUp: CreditTopUpDocument, principal: Principal): Promise<CreditTopUpDocument> {
    const subject = { kind: 'top_up' as const, id: topUp._id };
    const approval =
      (await this.deps.approvals.latest(subject, 'top_up')) ??
      (await this.deps.approvals.open({
        subject,
        action: 'top_up',
        approverAccountId: topUp.accountId,
        requestedBy: topUp.accountId,
        ...askingCredential(principal),
        amount: topUp.amount,
        currency: topUp.currency,
        note: `Top-up of ${topUp.credits} credits asked for by ${principal.kind === 'api_key' ? 'API key' : 'OAuth token'} ${principal.credentialId}.`,
        key: topUpKey(topUp._id),
      }));
    await this.deps.topUps.recordApproval(topUp._id, approval.id, this.deps.clock.now());
    return { ...topUp, approvalId: approval.id };
  }

  /** The approval, marked applied; one that is approved but whose application was interrupted counts too. */
  private async applyApproval(topUpId: string, approvalId: string): Promise<CreditTopUpDocument> {
    const subject = { kind: 'top_up' as const, id: topUpId };
    const approval =
      (await this.deps.approvals.apply(subject, 'top_up', approvalId)) ?? (await this.deps.approvals.find(approvalId));
    const topUp = await this.deps.topUps.findById(topUpId);
    const approves =
      approval?.action === 'top_up' &&
      approval.subject.id === topUpId &&
      (approval.status === 'applied' || approval.status === 'approved');
    if (!approves || !topUp) throw approvalNotOfTopUp(approvalId, topUpId, topUp?.status ?? null);
    return topUp;
  }
}
