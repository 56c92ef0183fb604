import type { ApprovalSplit } from '../approvals/index.ts';
import type { PaymentProcessor, PaymentRecord } from '../payments/index.ts';
import type { MoneyMovement } from './deal-state-machine.ts';
import { holdDeclined } from './errors.ts';
import type { DealDocument, DealPayment } from './types.ts';

/** What a transition's money needs of it (a TransitionIntent): the deal as read, the movement, the approval it uses. */
export interface MoneyIntent {
  deal: DealDocument;
  money: { movement: MoneyMovement; paymentMethod?: string; split?: ApprovalSplit } | null;
  approvalId: string | null;
}

/**
 * The money a deal transition moves, under processor idempotency keys named by its workflow: a repeated step
 * moves nothing more, and a step whose answer was lost can be looked up at the processor by the same keys.
 */
export class DealMoney {
  constructor(private readonly payments: PaymentProcessor) {}

  /** Moves the transition's money and answers the deal's payment afterwards. */
  async move(workflowId: string, intent: MoneyIntent): Promise<DealPayment> {
    const { deal, money } = intent;
    const { movement, idempotencyKey } = movementOf(workflowId, intent);
    const common = { dealId: deal._id, amount: deal.amount, currency: deal.currency, idempotencyKey };
    if (movement === 'hold') {
      const hold = await this.payments.hold({
        ...common,
        buyerId: deal.buyerId,
        ...(money?.paymentMethod ? { paymentMethod: money.paymentMethod } : {}),
      });
      return heldPayment(hold);
    }
    const payment = paymentOf(intent);
    if (movement === 'split') return this.split(intent, payment);
    if (movement === 'release') {
      const release = await this.payments.release({
        ...common,
        sellerId: deal.sellerId,
        holdReference: payment.holdReference,
      });
      return released(payment, release);
    }
    return refunded(payment, await this.payments.refund({ ...common, holdReference: payment.holdReference }));
  }

  /**
   * What `move` came to, asked of the processor by the keys it used: the payment it would have answered, or null
   * when no money moved. A split found half done is finished (its keys make that safe) rather than guessed at.
   */
  async find(workflowId: string, intent: MoneyIntent): Promise<DealPayment | null> {
    const { movement, idempotencyKey } = movementOf(workflowId, intent);
    const dealId = intent.deal._id;
    if (movement === 'hold') {
      const hold = await this.payments.findMovement({ kind: 'hold', dealId, idempotencyKey });
      return hold && heldPayment(hold);
    }
    const payment = paymentOf(intent);
    const settlement = { dealId, holdReference: payment.holdReference };
    if (movement === 'split') {
      const key = splitKey(intent);
      const [release, refund] = await Promise.all([
        this.payments.findMovement({ kind: 'release', ...settlement, idempotencyKey: `${key}:release` }),
        this.payments.findMovement({ kind: 'refund', ...settlement, idempotencyKey: `${key}:refund` }),
      ]);
      if (!release && !refund) return null;
      return release && refund ? splitPayment(intent, payment, release, refund) : this.split(intent, payment);
    }
    const moved = await this.payments.findMovement({ kind: movement, ...settlement, idempotencyKey });
    if (!moved) return null;
    return movement === 'release' ? released(payment, moved) : refunded(payment, moved);
  }

  /** Gives the hold's settlement claim back when the transition that claimed it moved no money and is undone. */
  async forgoSettlement(workflowId: string, intent: MoneyIntent): Promise<void> {
    if (!intent.money || intent.money.movement === 'hold') return;
    const key = intent.money.movement === 'split' ? splitKey(intent) : movementOf(workflowId, intent).idempotencyKey;
    await this.payments.forgoSettlement(paymentOf(intent).holdReference, key);
  }

  /**
   * Divides the escrow as the approved split says: the seller's share paid out, the buyer's refunded. Both
   * movements are keyed by the approval, and share the hold's one settlement under that key, so a retry of the
   * same resolution (even by another workflow) moves nothing twice.
   */
  private async split(intent: MoneyIntent, payment: DealPayment): Promise<DealPayment> {
    const { deal, money } = intent;
    if (!money?.split) throw new Error('a split without its approved shares');
    const settlementKey = splitKey(intent);
    const common = { dealId: deal._id, currency: deal.currency, holdReference: payment.holdReference, settlementKey };
    const release = await this.payments.release({
      ...common,
      sellerId: deal.sellerId,
      amount: money.split.toSeller,
      idempotencyKey: `${settlementKey}:release`,
    });
    const refund = await this.payments.refund({
      ...common,
      amount: money.split.toBuyer,
      idempotencyKey: `${settlementKey}:refund`,
    });
    return splitPayment(intent, payment, release, refund);
  }
}

/** The movement of the transition and its processor idempotency key, named by the workflow. */
function movementOf(workflowId: string, intent: MoneyIntent) {
  if (!intent.money) throw new Error('a transition that moves no money');
  const { movement } = intent.money;
  return { movement, idempotencyKey: `${workflowId}:${movement}` };
}

function splitKey(intent: MoneyIntent): string {
  if (!intent.approvalId) throw new Error('a split without its approval');
  return `resolution:${intent.approvalId}`;
}

/** The deal's payment as a hold the processor answered; a declined hold is refused, so the claim is given back. */
function heldPayment(hold: PaymentRecord): DealPayment {
  if (hold.status === 'failed') throw holdDeclined();
  return {
    processor: hold.processor,
    sandbox: hold.processor === 'sandbox',
    holdReference: hold.reference,
    releaseReference: null,
    refundReference: null,
    status: hold.status,
    nextAction: hold.nextAction,
    failure: null,
  };
}

function released(payment: DealPayment, release: PaymentRecord): DealPayment {
  return { ...payment, releaseReference: release.reference, status: release.status, nextAction: null };
}

function refunded(payment: DealPayment, refund: PaymentRecord): DealPayment {
  return { ...payment, refundReference: refund.reference, status: refund.status, nextAction: null };
}

function splitPayment(
  intent: MoneyIntent,
  payment: DealPayment,
  release: PaymentRecord,
  refund: PaymentRecord,
): DealPayment {
  return {
    ...payment,
    releaseReference: release.reference,
    refundReference: refund.reference,
    status: release.status === 'succeeded' ? refund.status : release.status,
    nextAction: null,
    split: intent.money?.split ?? null,
  };
}

function paymentOf({ deal }: Pick<MoneyIntent, 'deal'>): DealPayment {
  if (!deal.payment) throw new Error(`deal ${deal._id} is past funding without a payment`);
  return deal.payment;
}
