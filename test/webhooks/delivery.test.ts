import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import Stripe from 'stripe';
import { signatureHeader } from '../../services/core/webhooks/signature.ts';
import type { DeliveryView } from '../../services/core/webhooks/types.ts';
import { verifySignature } from '../../shared/webhooks/verify-signature.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { emitCreditGranted, subscribe } from './support.ts';

const stripe = new Stripe('sk_test_x');

/** The delivery log of a subscription once its newest delivery has a finished attempt. */
async function settledDeliveries(token: string, webhookId: string): Promise<DeliveryView[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await call('GET', `/v1/webhooks/${webhookId}/deliveries`, { token });
    expect(response.status, response.text).to.equal(200);
    const deliveries = response.body.result as DeliveryView[];
    if (deliveries.length > 0 && deliveries[0]?.status !== 'pending') return deliveries;
    await pause(100);
  }
  throw new Error('no settled delivery');
}

describe('webhooks: delivery', () => {
  let receiver: Receiver;
  let account: TestAccount;

  before(async () => {
    receiver = await startReceiver();
    account = await registerAccount('webhook-subscriber');
  });

  after(() => receiver.stop());

  describe('a delivered event', () => {
    let secret: string;
    let webhookId: string;
    let rawBody: string;
    let signature: string;

    before(async () => {
      ({ id: webhookId, secret } = await subscribe(account, `${receiver.url}/signed`));
      await emitCreditGranted(account, 7);
      const [delivery] = await receiver.waitFor(1, '/signed');
      ({ rawBody, signature } = delivery!);
    });

    it('is a POST of {event, payload, sent_at} with the documented payload', () => {
      const body = JSON.parse(rawBody);
      expect(Object.keys(body)).to.deep.equal(['event', 'payload', 'sent_at']);
      expect(body.event).to.equal('credit.granted');
      expect(body.payload).to.include({ accountId: account.id, credits: 7, reason: 'webhook test' });
      expect(new Date(body.sent_at).toISOString()).to.equal(body.sent_at);
      expect(Math.abs(Date.now() - Date.parse(body.sent_at))).to.be.below(60_000);
    });

    it('carries svc-signature t=<unix seconds>,v1=<hex HMAC-SHA256>', () => {
      expect(signature).to.match(/^t=\d{10},v1=[0-9a-f]{64}$/);
      expect(Number(/^t=(\d+)/.exec(signature)?.[1])).to.equal(
        Math.floor(Date.parse(JSON.parse(rawBody).sent_at) / 1000),
      );
    });

    it("is accepted by the stripe package's signature verifier", () => {
      const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      expect(event).to.deep.equal(JSON.parse(rawBody));
    });

    it("is rejected by the stripe package's verifier with another secret or a changed body", () => {
      expect(() => stripe.webhooks.constructEvent(rawBody, signature, 'whsec_other')).to.throw(
        /No signatures found matching/,
      );
      expect(() =>
        stripe.webhooks.constructEvent(rawBody.replace('"credits":7', '"credits":8'), signature, secret),
      ).to.throw(/No signatures found/);
    });

    it("is rejected by the stripe package's verifier once signed more than 5 minutes ago", () => {
      const signedAt = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
      expect(() =>
        stripe.webhooks.constructEvent(rawBody, signatureHeader(secret, rawBody, signedAt(301)), secret),
      ).to.throw(/Timestamp outside the tolerance zone/);
      expect(
        stripe.webhooks.constructEvent(rawBody, signatureHeader(secret, rawBody, signedAt(290)), secret),
      ).to.have.property('event', 'credit.granted');
    });

    it('is accepted by our receiver-side helper within 5 minutes and refused after', () => {
      expect(verifySignature(signature, rawBody, secret)).to.deep.include({ valid: true });
      const sentAt = Date.parse(JSON.parse(rawBody).sent_at);
      expect(verifySignature(signature, rawBody, secret, new Date(sentAt + 299_000)).valid).to.equal(true);
      expect(verifySignature(signature, rawBody, secret, new Date(sentAt + 301_000))).to.deep.equal({
        valid: false,
        reason: 'timestamp outside the tolerance',
      });
      expect(verifySignature(signature, rawBody, 'whsec_other')).to.deep.equal({
        valid: false,
        reason: 'no signature matches',
      });
      expect(verifySignature(undefined, rawBody, secret)).to.deep.equal({
        valid: false,
        reason: 'malformed svc-signature header',
      });
    });

    it('is logged on the delivery log with the attempt, status and duration', async () => {
      const [delivery] = await settledDeliveries(account.token, webhookId);
      expect(delivery).to.deep.include({
        subscriptionId: webhookId,
        event: 'credit.granted',
        status: 'succeeded',
        attempt: 1,
        responseStatus: 200,
        error: null,
        nextAttemptAt: null,
      });
      expect(delivery?.id).to.equal(`${delivery?.eventId}#${webhookId}`);
      expect(delivery?.attempts).to.have.length(1);
      expect(delivery?.attempts[0]).to.include({ attempt: 1, responseStatus: 200, error: null, nextAttemptAt: null });
      expect(delivery?.attempts[0]?.durationMs).to.be.a('number').at.least(0);
    });
  });

  it('delivers an event only to the subscriptions of its audience', async () => {
    const other = await registerAccount('webhook-other');
    await subscribe(other, `${receiver.url}/other-audience`);
    await subscribe(account, `${receiver.url}/audience`);
    await emitCreditGranted(account);
    await receiver.waitFor(1, '/audience');
    await pause(1000);
    expect(receiver.received.filter((delivery) => delivery.path === '/other-audience')).to.have.length(0);
  });

  it('delivers nothing for events the subscription did not choose, nor to a disabled subscription', async () => {
    const owner = await registerAccount('webhook-choosy');
    await subscribe(owner, `${receiver.url}/choosy`, ['listing.created']);
    const disabled = await subscribe(owner, `${receiver.url}/disabled`);
    await call('PATCH', `/v1/webhooks/${disabled.id}`, { token: owner.token, body: { enabled: false } });
    await subscribe(owner, `${receiver.url}/control`);
    await emitCreditGranted(owner);
    await receiver.waitFor(1, '/control');
    await pause(1000);
    expect(receiver.received.filter((delivery) => ['/choosy', '/disabled'].includes(delivery.path))).to.have.length(0);
  });

  it('signs with the rotated secret once rotated; the old secret no longer verifies', async () => {
    const owner = await registerAccount('webhook-rotate');
    const { id, secret: oldSecret } = await subscribe(owner, `${receiver.url}/rotate`);
    const rotated = await call('POST', `/v1/webhooks/${id}/rotate-secret`, { token: owner.token });
    const newSecret: string = rotated.body.result.secret;
    await emitCreditGranted(owner);
    const [delivery] = await receiver.waitFor(1, '/rotate');
    expect(stripe.webhooks.constructEvent(delivery!.rawBody, delivery!.signature, newSecret)).to.have.property(
      'event',
      'credit.granted',
    );
    expect(() => stripe.webhooks.constructEvent(delivery!.rawBody, delivery!.signature, oldSecret)).to.throw(
      /No signatures found/,
    );
  });

  it('stops delivering to a deleted subscription', async () => {
    const owner = await registerAccount('webhook-delete');
    const doomed = await subscribe(owner, `${receiver.url}/deleted`);
    await subscribe(owner, `${receiver.url}/kept`);
    expect((await call('DELETE', `/v1/webhooks/${doomed.id}`, { token: owner.token })).status).to.equal(200);
    await emitCreditGranted(owner);
    await receiver.waitFor(1, '/kept');
    await pause(1000);
    expect(receiver.received.filter((delivery) => delivery.path === '/deleted')).to.have.length(0);
  });
});
