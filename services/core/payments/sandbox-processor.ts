import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import type {
  ChargeInput,
  HoldInput,
  MovementQuery,
  PaymentKind,
  PaymentProcessor,
  PaymentRecord,
  RefundInput,
  ReleaseInput,
} from './payment-processor.ts';
import { holdUnavailable, sandboxDeclined } from './errors.ts';
import { holdId, type PaymentMovementDocument, type PaymentsRepository } from './payments.repository.ts';
import { claimSettlement } from './settlement.ts';

export interface SandboxDeps {
  payments: PaymentsRepository;
  clock: Clock;
}

/** Stripe's test payment method that is always declined; the sandbox declines it too, so failures can be tried locally. */
const DECLINED_TEST_PAYMENT_METHOD = 'pm_card_chargeDeclined';

type MovementInput = Pick<HoldInput, 'amount' | 'currency' | 'idempotencyKey' | 'paymentMethod'>;
type MovementContext = Pick<PaymentMovementDocument, 'dealId' | 'accountId' | 'holdReference'>;

/**
 * The local default: no money moves, every movement is recorded in the `payments` collection under its
 * idempotency key (a replay returns the first record), and a hold is settled (released or refunded) at most once.
 * Any payment method is accepted except Stripe's always-declined test method.
 */
export class SandboxPaymentProcessor implements PaymentProcessor {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: SandboxDeps) {}

  async hold(input: HoldInput): Promise<PaymentRecord> {
    const movement = await this.record('hold', input, {
      dealId: input.dealId,
      accountId: input.buyerId,
      holdReference: null,
    });
    return paymentRecord(await this.withHoldRecord(movement));
  }

  release(input: ReleaseInput): Promise<PaymentRecord> {
    return this.settle('release', input, input.sellerId);
  }

  refund(input: RefundInput): Promise<PaymentRecord> {
    return this.settle('refund', input, null);
  }

  async charge(input: ChargeInput): Promise<PaymentRecord> {
    return paymentRecord(
      await this.record('charge', input, { dealId: null, accountId: input.accountId, holdReference: null }),
    );
  }

  /** The sandbox's own record of the movement, found by the key it is stored under. */
  async findMovement(query: MovementQuery): Promise<PaymentRecord | null> {
    const movement = await this.deps.payments.findMovement(query.idempotencyKey);
    if (!movement) return null;
    sameKind(movement, query.kind);
    return paymentRecord(query.kind === 'hold' ? await this.withHoldRecord(movement) : movement);
  }

  async forgoSettlement(holdReference: string, settlementKey: string): Promise<void> {
    await this.deps.payments.releaseSettlement(holdReference, settlementKey);
  }

  /** Inserts the facts a settlement checks about the hold; a replay inserts them again, repairing a crash in between. */
  private async withHoldRecord(movement: PaymentMovementDocument): Promise<PaymentMovementDocument> {
    if (!movement.dealId) throw new Error(`hold ${movement._id} names no deal`);
    await this.deps.payments.insertOnce({
      _id: holdId(movement.reference),
      idempotencyKey: movement._id,
      dealId: movement.dealId,
      amount: movement.amount,
      currency: movement.currency,
    });
    return movement;
  }

  private async settle(
    kind: 'release' | 'refund',
    input: ReleaseInput | RefundInput,
    accountId: string | null,
  ): Promise<PaymentRecord> {
    const replay = await this.deps.payments.findMovement(input.idempotencyKey);
    if (replay) return paymentRecord(sameKind(replay, kind));
    const hold = await this.deps.payments.findHold(input.holdReference);
    if (!hold) throw holdUnavailable(input.holdReference, 'does not exist');
    if (hold.currency !== input.currency || input.amount > hold.amount) {
      throw new Error(
        `a ${kind} of ${input.amount} ${input.currency} does not fit hold ${input.holdReference} of ${hold.amount} ${hold.currency}`,
      );
    }
    await claimSettlement(this.deps.payments, this.deps.clock, {
      holdReference: input.holdReference,
      kind,
      idempotencyKey: input.settlementKey ?? input.idempotencyKey,
    });
    return paymentRecord(
      await this.record(kind, input, { dealId: input.dealId, accountId, holdReference: input.holdReference }),
    );
  }

  /** Inserts the movement under its idempotency key, or returns the one a previous call with that key recorded. */
  private async record(
    kind: PaymentKind,
    input: MovementInput,
    context: MovementContext,
  ): Promise<PaymentMovementDocument> {
    if (input.paymentMethod === DECLINED_TEST_PAYMENT_METHOD) throw sandboxDeclined(DECLINED_TEST_PAYMENT_METHOD);
    const movement: PaymentMovementDocument = {
      _id: input.idempotencyKey,
      processor: 'sandbox',
      kind,
      reference: newId('sbx'),
      amount: input.amount,
      currency: input.currency,
      status: 'succeeded',
      nextAction: null,
      createdAt: this.deps.clock.now(),
      ...context,
    };
    if (await this.deps.payments.insertOnce(movement)) return movement;
    const first = await this.deps.payments.findMovement(input.idempotencyKey);
    if (!first) throw new Error(`payment ${input.idempotencyKey} was claimed but cannot be read`);
    return sameKind(first, kind);
  }
}

/** An idempotency key names one operation; reusing it for another kind of movement is a programming error. */
function sameKind(movement: PaymentMovementDocument, kind: PaymentKind): PaymentMovementDocument {
  if (movement.kind !== kind)
    throw new Error(`idempotency key ${movement._id} was used for a ${movement.kind}, not a ${kind}`);
  return movement;
}

function paymentRecord(movement: PaymentMovementDocument): PaymentRecord {
  const { processor, kind, reference, amount, currency, status, createdAt } = movement;
  return { processor, kind, reference, amount, currency, status, nextAction: movement.nextAction ?? null, createdAt };
}
