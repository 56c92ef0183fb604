import { expect } from 'chai';
import { readWebhook, verifyWebhook } from '../../sdk/src/index.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { registerThroughSdk } from './support.ts';

describe('SDK: webhook verification of a real delivery', () => {
  let receiver: Receiver;

  before(async () => {
    receiver = await startReceiver();
  });

  after(() => receiver.stop());

  it('verifies the signature of a delivery the service sent to a loopback receiver, within the 5-minute window', async function () {
    this.timeout(60_000);
    const buyer = await registerThroughSdk('sdk-hook-buyer');
    const seller = await registerThroughSdk('sdk-hook-seller');
    const subscription = await seller.client.createWebhook({
      body: { url: `${receiver.url}/sdk-hooks`, events: ['deal.created'] },
    });
    const deal = await buyer.client.createDeal({
      body: { counterpartyId: seller.id, title: 'Translation', amount: 2_000, currency: 'EUR' },
    });

    const [delivery] = await receiver.waitFor(1, '/sdk-hooks', 30_000);
    const { rawBody, signature } = delivery!;
    expect(await verifyWebhook(rawBody, signature, subscription.secret)).to.equal(true);
    expect(
      await verifyWebhook(new TextEncoder().encode(rawBody), signature, subscription.secret),
      'the body as bytes',
    ).to.equal(true);
    const event = await readWebhook(rawBody, signature, subscription.secret);
    expect(event.event).to.equal('deal.created');
    if (event.event === 'deal.created')
      expect(event.payload.deal).to.include({ id: deal.id, amount: 2_000, currency: 'EUR' });

    const signedAt = new Date(Number(/t=(\d+)/.exec(signature)![1]) * 1000);
    expect(
      await verifyWebhook(rawBody, signature, subscription.secret, { now: new Date(signedAt.getTime() + 299_000) }),
    ).to.equal(true);
    expect(
      await verifyWebhook(rawBody, signature, subscription.secret, { now: new Date(signedAt.getTime() + 301_000) }),
      'too late',
    ).to.equal(false);
    expect(
      await verifyWebhook(rawBody, signature, subscription.secret, { now: new Date(signedAt.getTime() - 301_000) }),
      'from the future',
    ).to.equal(false);
    expect(
      await verifyWebhook(rawBody.replace('2000', '2001'), signature, subscription.secret),
      'a changed body',
    ).to.equal(false);
    expect(await verifyWebhook(rawBody, signature, `${subscription.secret}x`), 'another secret').to.equal(false);
    const redated = signature.replace(/t=\d+/, `t=${Math.floor(signedAt.getTime() / 1000) + 60}`);
    expect(await verifyWebhook(rawBody, redated, subscription.secret), 'a re-dated header').to.equal(false);
    expect(await verifyWebhook(rawBody, '', subscription.secret), 'no header').to.equal(false);
    let thrown: unknown;
    await readWebhook(rawBody, signature, 'wrong').catch((error: unknown) => (thrown = error));
    expect(thrown).to.be.instanceOf(Error);

    const logged = [];
    for await (const entry of seller.client.paginate.listWebhookDeliveries({ id: subscription.id, limit: 1 }))
      logged.push(entry.event);
    expect(logged).to.include('deal.created');
  });
});
