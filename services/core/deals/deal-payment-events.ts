import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { ProcessorEvent } from '../payments/index.ts';
import { ruleFor, type DealOperation } from './deal-state-machine.ts';
import type { DealTransitions } from './deal-transitions.ts';
import type { DealsRepository } from './deals.repository.ts';
import type { DealDocument, DealPayment } from './types.ts';

/** What the processor reports about a hold: applied only to a deal that waits for that hold. */
const HOLD_OUTCOMES: ReadonlySet<ProcessorEvent['type']> = new Set([
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
]);

export interface DealPaymentEventsDeps {
  deals: Pick<DealsRepository, 'findById' | 'updatePayment' | 'findTransition'>;
  transitions: Pick<DealTransitions, 'run'>;
  clock: Clock;
}

/**
 * What the processor reports later about a deal's money (ProcessorEvent, subject kind `deal`). A hold it
 * confirms moves a `funding` deal to `funded`; one it declines moves it back to `approved` with the failure
 * shown, so the buyer may fund again; a hold that needs the payer shows its next action; a refund or payout
 * that failed is shown on the deal's payment. Called again after a crash: each outcome is written once (the
 * transitions run as `deal-transition` workflows named by the event id; the other writes set fields), and an
 * event about a movement the deal no longer waits for is ignored. An outcome of a hold that arrives while the
 * funding that made it is still being recorded (the deal not `funding` yet) is refused, so it is handled again
 * once the deal waits for it.
 */
export class DealPaymentEvents {
  constructor(private readonly deps: DealPaymentEventsDeps) {}

  readonly handle = async (event: ProcessorEvent): Promise<void> => {
    const deal = await this.deps.deals.findById(event.subject.id);
    if (!deal) return;
    if (HOLD_OUTCOMES.has(event.type) && (await this.fundingInFlight(deal)))
      throw new Error(`deal ${deal._id} is still being funded; processor event ${event.eventId} is applied afterwards`);
    const { payment } = deal;
    if (!payment) return;
    const holdAwaited = deal.status === 'funding' && payment.holdReference === event.reference;
    switch (event.type) {
      case 'payment.succeeded':
        if (holdAwaited)
          await this.settleHold(deal, 'holdSucceeded', event.eventId, {
            ...payment,
            status: 'succeeded',
            nextAction: null,
          });
        return;
      case 'payment.failed':
        if (holdAwaited) {
          const failed: DealPayment = {
            ...payment,
            status: 'failed',
            nextAction: null,
            failure: { movement: 'hold', reason: event.reason },
          };
          await this.settleHold(deal, 'holdFailed', event.eventId, failed);
        }
        return;
      case 'payment.requires_action':
        if (holdAwaited) await this.show(deal, { ...payment, status: 'requires_action', nextAction: event.nextAction });
        return;
      case 'refund.failed':
        if (payment.refundReference === event.reference)
          await this.show(deal, {
            ...payment,
            status: 'failed',
            failure: { movement: 'refund', reason: event.reason },
          });
        return;
      case 'transfer.failed':
        if (payment.releaseReference === event.reference)
          await this.show(deal, {
            ...payment,
            status: 'failed',
            failure: { movement: 'release', reason: event.reason },
          });
        return;
    }
  };

  /** A funding whose transition claimed the deal's next sequence but has not written the deal `funding` yet. */
  private async fundingInFlight(deal: DealDocument): Promise<boolean> {
    if (deal.status !== 'approved') return false;
    return (await this.deps.deals.findTransition(deal._id, deal.version + 1))?.operation === 'fundDeal';
  }

  private async settleHold(
    deal: DealDocument,
    operation: DealOperation,
    eventId: string,
    payment: DealPayment,
  ): Promise<void> {
    const rule = ruleFor(operation, deal.status, 'processor');
    if (!rule?.to) throw new Error(`the state machine has no ${operation} from ${deal.status}`);
    try {
      await this.deps.transitions.run({
        deal,
        operation,
        to: rule.to,
        pending: null,
        by: 'processor',
        commitsSpending: null,
        money: null,
        approvalId: null,
        payment,
        attempt: eventId,
      });
    } catch (error) {
      // The same event's transition is still running (its earlier call stopped): the event is retried later.
      if (error instanceof AppError && error.slug === 'operation_in_progress')
        throw new Error(`the ${operation} of deal ${deal._id} is in progress`);
      throw error;
    }
  }

  private async show(deal: DealDocument, payment: DealPayment): Promise<void> {
    await this.deps.deals.updatePayment(deal._id, payment, this.deps.clock.now());
  }
}
