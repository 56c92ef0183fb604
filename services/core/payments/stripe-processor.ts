import type Stripe from 'stripe';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { AccountsRepository } from '../accounts/index.ts';
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
import { payoutAccountMissing, processorRefused, processorUnreachable } from './errors.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { claimSettlement } from './settlement.ts';
import { findStripeMovement, IDEMPOTENCY_KEY_METADATA, type StripeMovement } from './stripe-movement-lookup.ts';
import { nextActionOf, paymentIntentStatus } from './stripe-payment-intents.ts';
import { subjectMetadata } from './stripe-subject.ts';

/** Confirms server-side charges when the caller names no payment method: Stripe's test card. */
const DEFAULT_TEST_PAYMENT_METHOD = 'pm_card_visa';

export interface StripeDeps {
  stripe: Stripe;
  accounts: Pick<AccountsRepository, 'findById'>;
  payments: PaymentsRepository;
  clock: Clock;
}

/**
 * Stripe with separate charges and transfers: a hold is a confirmed PaymentIntent in the deal's transfer group,
 * a release a Transfer to the seller's connected account, a refund a Refund of the PaymentIntent. Our
 * idempotency keys go to Stripe as its Idempotency-Key, so Stripe itself answers a replay with the first result.
 * Every object names its subject in its metadata (`subjectKind`, `subjectId`), which routes its later events.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;

  constructor(private readonly deps: StripeDeps) {}

  async hold(input: HoldInput): Promise<PaymentRecord> {
    const intent = await this.confirmedPaymentIntent(
      {
        amount: input.amount,
        currency: stripeCurrency(input.currency),
        transfer_group: input.dealId,
        metadata: {
          dealId: input.dealId,
          buyerId: input.buyerId,
          ...subjectMetadata({ kind: 'deal', id: input.dealId }),
          [IDEMPOTENCY_KEY_METADATA]: input.idempotencyKey,
        },
      },
      input,
    );
    return this.paymentIntentRecord('hold', intent);
  }

  async release(input: ReleaseInput): Promise<PaymentRecord> {
    const destination = await this.payoutAccountOf(input.sellerId);
    const transfer = await this.settle('release', input, async () => {
      const intent = await stripeCall(() => this.deps.stripe.paymentIntents.retrieve(input.holdReference));
      const sourceTransaction =
        typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
      return stripeCall(() =>
        this.deps.stripe.transfers.create(
          {
            amount: input.amount,
            currency: stripeCurrency(input.currency),
            destination,
            transfer_group: input.dealId,
            // Ties the payout to the held charge, so Stripe pays it out of that charge's funds once they are available.
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
            metadata: {
              dealId: input.dealId,
              sellerId: input.sellerId,
              ...subjectMetadata({ kind: 'deal', id: input.dealId }),
              [IDEMPOTENCY_KEY_METADATA]: input.idempotencyKey,
            },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    });
    return this.record('release', transfer.id, transfer.amount, transfer.currency, 'succeeded');
  }

  async refund(input: RefundInput): Promise<PaymentRecord> {
    const refund = await this.settle('refund', input, () =>
      stripeCall(() =>
        this.deps.stripe.refunds.create(
          {
            payment_intent: input.holdReference,
            amount: input.amount,
            metadata: {
              dealId: input.dealId,
              ...subjectMetadata({ kind: 'deal', id: input.dealId }),
              [IDEMPOTENCY_KEY_METADATA]: input.idempotencyKey,
            },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
    return this.record('refund', refund.id, refund.amount, refund.currency, refundStatus(refund.status));
  }

  async charge(input: ChargeInput): Promise<PaymentRecord> {
    const intent = await this.confirmedPaymentIntent(
      {
        amount: input.amount,
        currency: stripeCurrency(input.currency),
        metadata: {
          purpose: input.purpose,
          accountId: input.accountId,
          ...(input.subject ? subjectMetadata(input.subject) : {}),
          [IDEMPOTENCY_KEY_METADATA]: input.idempotencyKey,
        },
      },
      input,
    );
    return this.paymentIntentRecord('charge', intent);
  }

  async findMovement(query: MovementQuery): Promise<PaymentRecord | null> {
    let found: StripeMovement | null;
    try {
      found = await findStripeMovement(this.deps.stripe, query);
    } catch (error) {
      // Whatever kept Stripe from answering leaves the outcome unknown; it is never a refusal of the payment.
      throw new Error(`Stripe could not be asked what ${query.idempotencyKey} moved`, { cause: error });
    }
    if (!found) return null;
    switch (found.kind) {
      case 'payment_intent':
        return this.paymentIntentRecord(query.kind === 'hold' ? 'hold' : 'charge', found.object);
      case 'transfer':
        return this.record('release', found.object.id, found.object.amount, found.object.currency, 'succeeded');
      case 'refund': {
        const { id, amount, currency, status } = found.object;
        return this.record('refund', id, amount, currency, refundStatus(status));
      }
    }
  }

  async forgoSettlement(holdReference: string, settlementKey: string): Promise<void> {
    await this.deps.payments.releaseSettlement(holdReference, settlementKey);
  }

  private confirmedPaymentIntent(
    params: Stripe.PaymentIntentCreateParams,
    input: { paymentMethod?: string; idempotencyKey: string },
  ): Promise<Stripe.PaymentIntent> {
    return stripeCall(() =>
      this.deps.stripe.paymentIntents.create(
        {
          ...params,
          payment_method: input.paymentMethod ?? DEFAULT_TEST_PAYMENT_METHOD,
          // Confirmed server-side: only methods that need no redirect of the payer.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  /**
   * Claims the one settlement of the hold, then moves the money. When Stripe refuses the request nothing moved,
   * so the claim is given up and the hold can still be released or refunded; when the outcome is unknown
   * (Stripe unreachable) the claim stays, and only a retry with the same idempotency key can complete it. A claim
   * shared by the two movements of a split stays in either case: a retry of the split completes it.
   */
  private async settle<T>(
    kind: 'release' | 'refund',
    input: ReleaseInput | RefundInput,
    move: () => Promise<T>,
  ): Promise<T> {
    const { holdReference, idempotencyKey, settlementKey } = input;
    await claimSettlement(this.deps.payments, this.deps.clock, {
      holdReference,
      kind,
      idempotencyKey: settlementKey ?? idempotencyKey,
    });
    try {
      return await move();
    } catch (error) {
      if (error instanceof AppError && error.slug === 'payment_failed' && !settlementKey)
        await this.deps.payments.releaseSettlement(holdReference, idempotencyKey);
      throw error;
    }
  }

  private async payoutAccountOf(sellerId: string): Promise<string> {
    const payoutAccount = (await this.deps.accounts.findById(sellerId))?.payoutAccount;
    if (payoutAccount) return payoutAccount;
    throw payoutAccountMissing(sellerId);
  }

  /** A confirmed PaymentIntent has succeeded, waits for the payer (with the next action), is still open, or was cancelled. */
  private paymentIntentRecord(kind: PaymentKind, intent: Stripe.PaymentIntent): PaymentRecord {
    const status = paymentIntentStatus(intent);
    return this.record(
      kind,
      intent.id,
      intent.amount,
      intent.currency,
      status,
      status === 'requires_action' ? nextActionOf(intent) : null,
    );
  }

  private record(
    kind: PaymentKind,
    reference: string,
    amount: number,
    currency: string,
    status: PaymentRecord['status'],
    nextAction: PaymentRecord['nextAction'] = null,
  ): PaymentRecord {
    return {
      processor: 'stripe',
      kind,
      reference,
      amount,
      currency: currency.toUpperCase(),
      status,
      nextAction,
      createdAt: this.deps.clock.now(),
    };
  }
}

/** Stripe's currency codes are lowercase ISO 4217; ours are uppercase. */
function stripeCurrency(currency: string): string {
  return currency.toLowerCase();
}

/**
 * Stripe refusing a request (a declined card, an invalid request: nothing moved) becomes payment_failed with
 * Stripe's reason; an unreachable, throttling or failing Stripe service_unavailable (the outcome is unknown, and
 * a retry with the same idempotency key is safe); an authentication error stays a 500, as a misconfiguration.
 */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'StripeCardError' || type === 'StripeInvalidRequestError') {
      throw processorRefused((error as Error).message);
    }
    if (type === 'StripeConnectionError' || type === 'StripeRateLimitError' || type === 'StripeAPIError') {
      throw processorUnreachable();
    }
    throw error;
  }
}

function refundStatus(status: string | null): PaymentRecord['status'] {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}
