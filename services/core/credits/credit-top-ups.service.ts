import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { PaymentProcessor, PaymentRecord } from '../payments/payment-processor.ts';
import type { CreditLedger } from './credit-ledger.service.ts';
import type { CreditTopUpsRepository } from './credit-top-ups.repository.ts';
import { topUpPrice } from './top-up-price.ts';
import { creditTopUpView, type CreditTopUpDocument, type CreditTopUpInput, type CreditTopUpView } from './types.ts';

export interface CreditTopUpsDeps {
  topUps: CreditTopUpsRepository;
  ledger: Pick<CreditLedger, 'grant'>;
  processor: PaymentProcessor;
  clock: Clock;
}

/**
 * Buys credits: records the top-up `pending`, charges its price through the payment processor under the
 * idempotency key `credit-top-up:<id>`, and grants the credits (kind `top_up`, `credit.granted`) once the
 * charge succeeded. The grant is claimed by inserting the top-up id, so it happens once however often the
 * outcome is applied. A declined charge marks the top-up `failed` and answers `payment_failed`.
 */
export class CreditTopUps {
  constructor(private readonly deps: CreditTopUpsDeps) {}

  async create(accountId: string, { credits, paymentMethod }: CreditTopUpInput): Promise<CreditTopUpView> {
    const now = this.deps.clock.now();
    const topUp: CreditTopUpDocument = {
      _id: newId('ctu'),
      accountId,
      credits,
      ...topUpPrice(credits),
      status: 'pending',
      processor: this.deps.processor.name,
      reference: null,
      ledgerEntryId: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.topUps.insert(topUp);
    const payment = await this.charge(topUp, paymentMethod);
    return creditTopUpView(await this.applyPayment(topUp, payment));
  }

  /** A top-up of the account; another account's reads as not found, so its existence does not leak. */
  async get(accountId: string, id: string): Promise<CreditTopUpView> {
    const topUp = await this.deps.topUps.findById(id);
    if (!topUp || topUp.accountId !== accountId) {
      throw new AppError('resource_not_found', { message: 'Your account has no credit top-up with this id.', field: 'path.id' });
    }
    return creditTopUpView(topUp);
  }

  private async charge(topUp: CreditTopUpDocument, paymentMethod: string | undefined): Promise<PaymentRecord> {
    try {
      return await this.deps.processor.charge({
        purpose: `credit top-up ${topUp._id}`,
        accountId: topUp.accountId,
        amount: topUp.amount,
        currency: topUp.currency,
        idempotencyKey: `credit-top-up:${topUp._id}`,
        ...(paymentMethod ? { paymentMethod } : {}),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.slug === 'payment_failed')) throw error;
      await this.markFailed(topUp, null);
      throw declined(topUp, error.message);
    }
  }

  private async applyPayment(topUp: CreditTopUpDocument, payment: PaymentRecord): Promise<CreditTopUpDocument> {
    const now = this.deps.clock.now();
    if (payment.status === 'failed') {
      await this.markFailed(topUp, payment.reference);
      throw declined(topUp, 'The payment processor declined the payment.');
    }
    if (payment.status === 'pending') {
      const outcome = { status: 'pending' as const, reference: payment.reference, ledgerEntryId: null };
      await this.deps.topUps.recordOutcome(topUp._id, outcome, now);
      return { ...topUp, ...outcome, updatedAt: now };
    }
    if (!(await this.deps.topUps.claimGrant(topUp._id, now))) return (await this.deps.topUps.findById(topUp._id)) ?? topUp;
    const entry = await this.deps.ledger.grant(topUp.accountId, topUp.credits, `Top-up ${topUp._id}`, 'top_up');
    const outcome = { status: 'succeeded' as const, reference: payment.reference, ledgerEntryId: entry.id };
    await this.deps.topUps.recordOutcome(topUp._id, outcome, now);
    return { ...topUp, ...outcome, updatedAt: now };
  }

  private markFailed(topUp: CreditTopUpDocument, reference: string | null): Promise<void> {
    return this.deps.topUps.recordOutcome(topUp._id, { status: 'failed', reference, ledgerEntryId: null }, this.deps.clock.now());
  }
}

/** Nothing was charged and nothing granted; the failed top-up stays readable under `meta.topUpId`. */
function declined(topUp: CreditTopUpDocument, message: string): AppError {
  return new AppError('payment_failed', { message: `${message} Nothing was charged; retry the top-up.`, meta: { topUpId: topUp._id } });
}
