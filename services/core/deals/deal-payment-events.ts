import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { ProcessorEvent } from '../payments/processor-events.ts';
import { ruleFor, type DealOperation } from './deal-state-machine.ts';
import type { DealTransitions } from './deal-transitions.ts';
import type { DealsRepository } from './deals.repository.ts';
import type { DealDocument, DealPayment } from './types.ts';

export interface DealPaymentEventsDeps {
  deals: Pick<DealsRepository, 'findById' | 'updatePayment'>;
  transitions: Pick<DealTransitions, 'run'>;
  clock: Clock;
}

/**
 * What the processor reports later about a deal's money (ProcessorEvent, subject kind `deal`). A hold it
 * confirms moves a `funding` deal to `funded`; one it declines moves it back to `approved` with the failure
 * shown, so the buyer may fund again; a hold that needs the payer shows its next action; a refund or payout
 * that failed is shown on the deal's payment. Called again after a crash: each outcome is written once (the
 * transitions run as `deal-transition` workflows named by the event id; the other writes set fields), and an
 * event about a movement the deal no longer waits for is ignored.
 */
export class DealPaymentEvents {
  constructor(private readonly deps: DealPaymentEventsDeps) {}

  readonly handle = async (event: ProcessorEvent): Promise<void> => {
    const deal = await this.deps.deals.findById(event.subject.id);
    const payment = deal?.payment;
    if (!deal || !payment) return;
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
