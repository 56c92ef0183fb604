import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import Stripe from 'stripe';
import type { Core } from '../../services/core/index.ts';
import { dealIn, type Parties } from '../deals/fixtures.ts';
import { dealTrail } from '../deals/money-trail.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { drillEveryPoint } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { dealMetadata, deliver, paymentIntent, stripeEvent, webhookSecret } from './stripe-events.ts';

interface PendingHold {
  parties: Parties;
  dealId: string;
  event: { id: string };
  rawBody: string;
  signature: string;
}

/** A deal whose hold waits for Stripe (`pi_pending_<dealId>`), and the signed payment_intent.succeeded Stripe sends for it. */
async function pendingHold(): Promise<PendingHold> {
  const { parties, deal } = await dealIn('funding');
  const intent = await paymentIntent({
    id: deal.payment.holdReference,
    status: 'succeeded',
    metadata: dealMetadata(deal.id),
  });
  const event = stripeEvent('payment_intent.succeeded', intent);
  const rawBody = JSON.stringify(event, null, 2);
  return {
    parties,
    dealId: deal.id,
    event,
    rawBody,
    signature: Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: webhookSecret() }),
  };
}

/** The webhook's handler in `core`, called as the gateway calls it: the raw body and the declared header. */
function receive(core: Core, { rawBody, signature }: PendingHold) {
  const handler = core.handlers.receiveStripeWebhook;
  if (!handler) throw new Error('no receiveStripeWebhook handler');
  return handler({
    operationId: 'receiveStripeWebhook',
    params: {},
    query: {},
    body: undefined,
    rawBody,
    headers: { 'stripe-signature': signature },
    principal: null,
    requestId: `req_drill_${randomUUID()}`,
  });
}

async function readDeal({ parties, dealId }: PendingHold): Promise<any> {
  const response = await call('GET', `/v1/deals/${dealId}`, { token: parties.buyer.token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result;
}

describe('payments: the stripe-event workflow of the Stripe webhook', function () {
  this.timeout(240_000);

  it('a Stripe event whose delivery stops at any point is finished by recovery: the deal is funded once, and a redelivery is a duplicate', async () => {
    await drillEveryPoint<PendingHold>({
      kind: 'stripe-event',
      setup: pendingHold,
      act: (core, hold) => receive(core, hold),
      async check(hold) {
        const trail = await dealTrail(hold.dealId);
        expect(trail.status).to.equal('funded');
        expect(trail.history.filter((operation) => operation === 'holdSucceeded')).to.have.length(1);
        expect(trail.statusChanged.filter((to) => to === 'funded')).to.have.length(1);
        const workflow = await harness()
          .mongo.db.collection('workflows')
          .findOne({ _id: `stripe-event:${hold.event.id}` as never });
        expect(workflow?.status).to.equal('succeeded');
        const redelivery = await deliver(hold.event, { rawBody: hold.rawBody });
        expectDocumentedResponse('receiveStripeWebhook', redelivery);
        expect(redelivery.body.result).to.include({ outcome: 'processed', duplicate: true });
        expect((await dealTrail(hold.dealId)).statusChanged.filter((to) => to === 'funded')).to.have.length(1);
      },
    });
  });

  it('answers an event its deal refuses for good with 200 refused and the reason, once, and changes nothing', async () => {
    const hold = await pendingHold();
    // Another transition holds the deal's next sequence, so the hold's transition is refused (invalid_transition).
    const deal = await harness()
      .mongo.db.collection('deals')
      .findOne({ _id: hold.dealId as never });
    const sequence = Number(deal?.version) + 1;
    await harness()
      .mongo.db.collection('deal_transitions')
      .insertOne({
        _id: `${hold.dealId}#${sequence}` as never,
        dealId: hold.dealId,
        sequence,
        from: 'funding',
        to: 'funded',
        operation: 'holdSucceeded',
        by: 'processor',
        at: new Date(),
        workflowId: 'another',
      });
    for (const duplicate of [false, true]) {
      const response = await deliver(hold.event, { rawBody: hold.rawBody });
      expectDocumentedResponse('receiveStripeWebhook', response);
      expect(response.status, response.text).to.equal(200);
      expect(response.body.result).to.include({ outcome: 'refused', duplicate });
      expect(response.body.result.reason).to.contain('Another request changed this deal first');
    }
    expect((await readDeal(hold)).status).to.equal('funding');
  });
});
