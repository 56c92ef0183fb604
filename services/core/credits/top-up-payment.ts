import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { NextAction, PaymentProcessor, PaymentRecord, ProcessorEvent } from '../payments/index.ts';
import type { WorkflowSteps } from '../workflows/index.ts';
import type { CreditLedgerService } from './credit-ledger.service.ts';
import type { CreditTopUpsRepository } from './credit-top-ups.repository.ts';
import type { CreditTopUpDocument, CreditTopUpOutcome } from './types.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** What an API key or OAuth token committed for a top-up, under the key `top-up:<id>`, until it ends unpaid. */
export interface TopUpSpending {
  commit(principal: Principal, commitment: { key: string; amount: number; currency: CurrencyCode }): Promise<void>;
  withdraw(principal: Principal, key: string): Promise<void>;
}

export interface TopUpPaymentDeps {
  topUps: CreditTopUpsRepository;
  ledger: Pick<CreditLedgerService, 'grant'>;
  processor: PaymentProcessor;
  spending: TopUpSpending;
  clock: Clock;
}

/** The key of everything a top-up does once: its ledger grant, its spending commitment, its approval. */
export function topUpKey(topUpId: string): string {
  return `top-up:${topUpId}`;
}

/** The processor's idempotency key of a top-up's one charge. */
function chargeKey(topUpId: string): string {
  return `credit-top-up:${topUpId}`;
}

/** Where the charge of a top-up stands after the processor answered. */
interface ChargeOutcome {
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed';
  reference: string | null;
  nextAction: NextAction | null;
  failureReason: string | null;
}

/**
 * The money of a top-up: its charge (processor idempotency key `credit-top-up:<id>`), the grant of its credits
 * (ledger key `top-up:<id>`, so the workflow and a processor event can both grant and the credits come once),
 * and its outcome on the top-up. A charge that did not succeed at once is finished by processor events.
 */
export class TopUpPayments {
  constructor(private readonly deps: TopUpPaymentDeps) {}

  /**
   * The payment steps of a top-up's workflow; answers the top-up as it stands afterwards. A charge whose answer
   * was lost is asked of the processor before recovery gives the top-up up (`checking` meanwhile).
   */
  async pay(steps: WorkflowSteps, topUp: CreditTopUpDocument): Promise<CreditTopUpDocument> {
    const charge = await steps.doTraceable('charge', () => this.charge(topUp), {
      find: () => this.findCharge(topUp),
      showUnknown: () => this.deps.topUps.markChecking(topUp._id, this.deps.clock.now()),
    });
    const ledgerEntryId = charge.status === 'succeeded' ? await steps.do('grant', () => this.grant(topUp)) : null;
    if (charge.status === 'failed') await steps.do('withdraw-commitment', () => this.withdrawCommitment(topUp));
    return steps.do('record-outcome', () => this.record(topUp._id, { ...charge, ledgerEntryId }));
  }

  /**
   * Applies a processor event about a top-up's charge; idempotent, so a redelivered event changes nothing. A
   * success of a top-up that ended `failed` without a recorded charge is its charge all the same (the processor
   * names the top-up): the credits are granted rather than the money kept.
   */
  async applyEvent(event: ProcessorEvent): Promise<void> {
    const stored = await this.deps.topUps.findById(event.subject.id);
    if (!stored) return;
    const adopts = stored.reference === null && stored.status === 'failed' && event.type === 'payment.succeeded';
    const topUp = adopts ? { ...stored, reference: event.reference } : stored;
    if (topUp.reference === null) {
      // The charge answered but its workflow has not recorded the reference yet: the event is handled again later.
      throw new Error(`credit top-up ${topUp._id} has no recorded charge yet for processor event ${event.eventId}`);
    }
    if (event.reference !== topUp.reference) return;
    if (event.type === 'payment.succeeded') {
      const ledgerEntryId = await this.grant(topUp);
      await this.record(topUp._id, {
        status: 'succeeded',
        reference: topUp.reference,
        nextAction: null,
        ledgerEntryId,
        failureReason: null,
      });
    } else if (event.type === 'payment.failed') {
      if (topUp.status === 'succeeded') return;
      await this.withdrawCommitment(topUp);
      await this.record(topUp._id, {
        status: 'failed',
        reference: topUp.reference,
        nextAction: null,
        ledgerEntryId: null,
        failureReason: event.reason,
      });
    } else if (event.type === 'payment.requires_action') {
      const outcome = {
        status: 'requires_action' as const,
        reference: topUp.reference,
        nextAction: event.nextAction,
        ledgerEntryId: null,
        failureReason: null,
      };
      await this.record(topUp._id, outcome);
    }
  }

  /** Gives back what the requesting credential committed; nothing for a session, which commits nothing. */
  async withdrawCommitment(topUp: CreditTopUpDocument): Promise<void> {
    if (topUp.requestedBy.kind !== 'session') await this.deps.spending.withdraw(topUp.requestedBy, topUpKey(topUp._id));
  }

  private async charge(topUp: CreditTopUpDocument): Promise<ChargeOutcome> {
    try {
      const payment = await this.deps.processor.charge({
        purpose: `credit top-up ${topUp._id}`,
        subject: { kind: 'top_up', id: topUp._id },
        accountId: topUp.accountId,
        amount: topUp.amount,
        currency: topUp.currency,
        idempotencyKey: chargeKey(topUp._id),
        ...(topUp.paymentMethod ? { paymentMethod: topUp.paymentMethod } : {}),
      });
      return chargeOutcome(payment);
    } catch (error) {
      if (!(error instanceof AppError && error.slug === 'payment_failed')) throw error;
      return { status: 'failed', reference: null, nextAction: null, failureReason: error.message };
    }
  }

  /** The charge the processor made under the top-up's key, or null when it made none. */
  private async findCharge(topUp: CreditTopUpDocument): Promise<ChargeOutcome | null> {
    const payment = await this.deps.processor.findMovement({ kind: 'charge', idempotencyKey: chargeKey(topUp._id) });
    return payment && chargeOutcome(payment);
  }

  private async grant(topUp: CreditTopUpDocument): Promise<string> {
    const entry = await this.deps.ledger.grant(topUp.accountId, topUp.credits, `Top-up ${topUp._id}`, {
      kind: 'top_up',
      key: topUpKey(topUp._id),
    });
    return entry.id;
  }

  private async record(id: string, outcome: CreditTopUpOutcome): Promise<CreditTopUpDocument> {
    await this.deps.topUps.recordOutcome(id, outcome, this.deps.clock.now());
    const stored = await this.deps.topUps.findById(id);
    if (!stored) throw new Error(`credit top-up ${id} vanished`);
    return stored;
  }
}

function chargeOutcome(payment: PaymentRecord): ChargeOutcome {
  const failureReason = payment.status === 'failed' ? 'The payment processor declined the payment.' : null;
  return { status: payment.status, reference: payment.reference, nextAction: payment.nextAction, failureReason };
}
