import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ProcessorEvent } from '../../services/core/payments/processor-events.ts';
import { coreAfterLease } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { dealIn, dealStep, holdPendingAtProcessor, type Parties } from './fixtures.ts';
import { dealTrail } from './money-trail.ts';

type EventOf<T extends ProcessorEvent['type']> = Omit<Extract<ProcessorEvent, { type: T }>, 'eventId' | 'subject'>;

/** Dispatches a processor event about the deal, as the Stripe webhook does, in a core over the test database. */
async function report<T extends ProcessorEvent['type']>(
  dealId: string,
  event: EventOf<T> & { type: T },
): Promise<void> {
  await coreAfterLease().processorEvents.dispatch({
    ...event,
    eventId: `evt_${randomUUID()}`,
    subject: { kind: 'deal', id: dealId },
  } as ProcessorEvent);
}

async function read(parties: Parties, dealId: string): Promise<any> {
  const response = await call('GET', `/v1/deals/${dealId}`, { token: parties.buyer.token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result;
}

describe('deals: a hold the processor has not confirmed (pending, requires_action) and its later outcome', () => {
  it('shows a funding deal with the payment pending, and the next action once the payer must act; no party step moves it', async () => {
    const { parties, deal } = await dealIn('funding');
    const waiting = await read(parties, deal.id);
    expect(waiting.status).to.equal('funding');
    expect(waiting.payment).to.include({ status: 'pending', nextAction: null, failure: null });
    expect(waiting.allowedOperations).to.deep.equal([]);
    expect((await dealStep(parties.seller.token, deal.id, 'start')).status).to.equal(409);

    const nextAction = { type: 'redirect_to_url', redirectUrl: 'https://hooks.stripe.test/3ds' };
    await report(deal.id, { type: 'payment.requires_action', reference: waiting.payment.holdReference, nextAction });
    const acting = await read(parties, deal.id);
    expect(acting.status).to.equal('funding');
    expect(acting.payment).to.deep.include({ status: 'requires_action', nextAction });
  });

  it('funds the deal once when the processor reports success, however often the event arrives', async () => {
    const { parties, deal } = await dealIn('funding');
    const reference = `pi_pending_${deal.id}`;
    const event: ProcessorEvent = {
      type: 'payment.succeeded',
      eventId: `evt_${randomUUID()}`,
      subject: { kind: 'deal', id: deal.id },
      reference,
    };
    await coreAfterLease().processorEvents.dispatch(event);
    await coreAfterLease().processorEvents.dispatch(event);
    await report(deal.id, { type: 'payment.succeeded', reference });
    const funded = await read(parties, deal.id);
    expect(funded.status).to.equal('funded');
    expect(funded.payment).to.include({ status: 'succeeded', holdReference: reference });
    expect(funded.history.at(-1)).to.include({
      operation: 'holdSucceeded',
      by: 'processor',
      from: 'funding',
      to: 'funded',
    });
    expect((await dealTrail(deal.id)).statusChanged.filter((to) => to === 'funded')).to.have.length(1);
    expect((await dealStep(parties.seller.token, deal.id, 'start')).status).to.equal(200);
  });

  it('returns a declined hold to approved with the reason; the buyer funds again with the applied fund approval', async () => {
    const { parties, deal } = await dealIn('funding');
    await report(deal.id, {
      type: 'payment.failed',
      reference: `pi_pending_${deal.id}`,
      reason: 'Your card was declined.',
    });
    const declined = await read(parties, deal.id);
    expect(declined.status).to.equal('approved');
    expect(declined.payment).to.deep.include({
      status: 'failed',
      failure: { movement: 'hold', reason: 'Your card was declined.' },
    });
    expect(declined.allowedOperations).to.include('fundDeal');
    const funded = await dealStep(parties.buyer.token, deal.id, 'fund', { paymentMethod: 'pm_card_mastercard' });
    expect(funded.status, funded.text).to.equal(200);
    expect(funded.body.result.status).to.equal('funded');
    expect(funded.body.result.payment).to.include({ status: 'succeeded', failure: null });
  });

  it('ignores an event about another movement than the hold the deal waits for', async () => {
    const { parties, deal } = await dealIn('funding');
    await report(deal.id, { type: 'payment.succeeded', reference: 'pi_someone_else' });
    await report(deal.id, { type: 'payment.failed', reference: 'pi_someone_else', reason: 'declined' });
    expect((await read(parties, deal.id)).status).to.equal('funding');
  });

  it('shows a refund and a payout the processor failed later on the deal payment, with the reason', async () => {
    const refunded = await dealIn('refunded');
    await report(refunded.deal.id, {
      type: 'refund.failed',
      reference: refunded.deal.payment.refundReference,
      reason: 'expired_or_canceled_card',
    });
    const afterRefund = await read(refunded.parties, refunded.deal.id);
    expect(afterRefund.status).to.equal('refunded');
    expect(afterRefund.payment).to.deep.include({
      status: 'failed',
      failure: { movement: 'refund', reason: 'expired_or_canceled_card' },
    });

    const released = await dealIn('released');
    await report(released.deal.id, {
      type: 'transfer.failed',
      reference: released.deal.payment.releaseReference,
      reason: 'account_closed',
    });
    const afterPayout = await read(released.parties, released.deal.id);
    expect(afterPayout.payment).to.deep.include({
      status: 'failed',
      failure: { movement: 'release', reason: 'account_closed' },
    });
  });
});
