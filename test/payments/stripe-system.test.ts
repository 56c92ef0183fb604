import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createCore, type Core } from '../../services/core/index.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { uniqueEmail } from '../support/factories.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import { deliver, stripeEvent } from './stripe-events.ts';

/** A second composed service whose payment processor is Stripe, pointed at the stripe-mock of the test servers. */
describe('payments: the whole service with the Stripe processor', () => {
  let system: RunningSystem;
  /** A second core over the system's database, through which the tests report processor events (as the Stripe webhook would). */
  let processorSide: { core: Core; close(): Promise<void> };

  before(async function () {
    this.timeout(120_000);
    const { servers } = harness();
    // No STRIPE_WEBHOOK_SECRET: this deployment takes no Stripe events.
    const payments = {
      processor: 'stripe' as const,
      stripeSecretKey: 'sk_test_123',
      stripeApiBase: servers.stripeApiBase,
      stripeWebhookSecret: null,
    };
    const config = testConfig(servers, { payments });
    system = await startSystem({
      config,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'stripe-system'),
    });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    processorSide = {
      core: createCore({ db: mongo.db, clock: systemClock, config }),
      close: () => mongo.client.close(),
    };
  });

  after(async () => {
    await system?.stop();
    await processorSide?.close();
  });

  const onStripe = (method: string, path: string, token: string, body?: unknown): Promise<ApiResponse> =>
    call(method, path, { token, body, baseUrl: system.url });

  async function register(label: string): Promise<{ id: string; token: string }> {
    const response = await call('POST', '/v1/auth/register', {
      body: { email: uniqueEmail(label), password: `pw-${randomBytes(8).toString('hex')}` },
      baseUrl: system.url,
    });
    expect(response.status, response.text).to.equal(201);
    return { id: response.body.result.account.id, token: response.body.result.token };
  }

  async function step(token: string, dealId: string, name: string, body: unknown = {}, status = 200): Promise<any> {
    const response = await onStripe('POST', `/v1/deals/${dealId}/${name}`, token, body);
    expect(response.status, `${name}: ${response.text}`).to.equal(status);
    return response.body.result;
  }

  async function approve(token: string, approvalId: string): Promise<void> {
    const response = await onStripe('POST', `/v1/approvals/${approvalId}/approve`, token, { comment: 'ok' });
    expect(response.status, response.text).to.equal(200);
  }

  /** A deal between fresh parties, funded through Stripe and delivered by the seller. */
  async function deliveredDeal(options: { payoutAccount: string | null }) {
    const [buyer, seller] = await Promise.all([register('buyer'), register('seller')]);
    if (options.payoutAccount) {
      const profile = await onStripe('PATCH', '/v1/me', seller.token, { payoutAccount: options.payoutAccount });
      expect(profile.status, profile.text).to.equal(200);
    }
    const created = await onStripe('POST', '/v1/deals', buyer.token, {
      counterpartyId: seller.id,
      title: 'Logo design',
      amount: 7_500,
      currency: 'EUR',
    });
    expect(created.status, created.text).to.equal(201);
    const dealId: string = created.body.result.id;
    await step(seller.token, dealId, 'propose');
    const fundApproval = await step(buyer.token, dealId, 'request-approval', { action: 'fund' }, 202);
    await approve(buyer.token, fundApproval.id);
    await step(buyer.token, dealId, 'apply-approval', { approvalId: fundApproval.id });
    const funded = await step(buyer.token, dealId, 'fund');
    // stripe-mock answers the PaymentIntent `requires_payment_method`: the deal waits for the processor's event.
    expect(funded.status).to.equal('funding');
    expect(funded.payment).to.include({ status: 'pending' });
    const succeeded = {
      type: 'payment.succeeded',
      eventId: `evt_${randomBytes(8).toString('hex')}`,
      reference: funded.payment.holdReference,
    } as const;
    await processorSide.core.processorEvents.dispatch({ ...succeeded, subject: { kind: 'deal', id: dealId } });
    await step(seller.token, dealId, 'start');
    await step(seller.token, dealId, 'deliver', { note: 'done' });
    const releaseApproval = await step(seller.token, dealId, 'request-approval', { action: 'release' }, 202);
    await approve(buyer.token, releaseApproval.id);
    return { buyer, seller, dealId, funded };
  }

  it('funds a deal with a PaymentIntent and releases it with a Transfer, labelled stripe', async () => {
    const { buyer, dealId, funded } = await deliveredDeal({ payoutAccount: `acct_${randomBytes(8).toString('hex')}` });
    expect(funded.payment).to.include({ processor: 'stripe', sandbox: false, releaseReference: null });
    expect(funded.payment.holdReference).to.match(/^pi_/);
    const released = await step(buyer.token, dealId, 'confirm-release');
    expect(released.status).to.equal('released');
    expect(released.payment).to.include({ processor: 'stripe', holdReference: funded.payment.holdReference });
    expect(released.payment.releaseReference).to.match(/^tr_/);
  });

  it('refuses the release to a seller without a payout account with 409 payout_account_missing; the deal stays delivered and the approval usable', async () => {
    const { buyer, seller, dealId } = await deliveredDeal({ payoutAccount: null });
    const refused = await onStripe('POST', `/v1/deals/${dealId}/confirm-release`, buyer.token, {});
    expect(refused.status, refused.text).to.equal(409);
    expect(refused.body.errors[0].slug).to.equal('payout_account_missing');
    expect(refused.body.errors[0].message).to.contain('PATCH /v1/me');
    const read = await onStripe('GET', `/v1/deals/${dealId}`, buyer.token);
    expect(read.body.result.status).to.equal('delivered');
    expect(read.body.result.payment.releaseReference).to.equal(null);
    const approvals = await onStripe('GET', `/v1/approvals?dealId=${dealId}&status=approved`, buyer.token);
    expect(
      approvals.body.result.map((approval: { action: string }) => approval.action),
      'the release approval was not consumed',
    ).to.deep.equal(['release']);

    const payoutAccount = `acct_${randomBytes(8).toString('hex')}`;
    expect((await onStripe('PATCH', '/v1/me', seller.token, { payoutAccount })).status).to.equal(200);
    const released = await step(buyer.token, dealId, 'confirm-release');
    expect(released.status, 'released with the same human approval').to.equal('released');
  });

  it('charges a top-up through Stripe: the PaymentIntent is in progress, so nothing is granted yet', async () => {
    const account = await register('buyer');
    const response = await onStripe('POST', '/v1/credits/top-ups', account.token, { credits: 20 });
    expect(response.status, response.text).to.equal(201);
    expect(response.body.result).to.include({
      credits: 20,
      amount: 200,
      currency: 'EUR',
      status: 'pending',
      ledgerEntryId: null,
    });
    expect(response.body.result.processor).to.include({ name: 'stripe', sandbox: false });
    expect(response.body.result.processor.reference).to.match(/^pi_/);
    expect(response.body.messages).to.deep.equal([]);
    expect((await onStripe('GET', '/v1/credits', account.token)).body.result.balance).to.equal(0);
  });

  it('answers Stripe deliveries with 503 stripe_webhook_not_configured when STRIPE_WEBHOOK_SECRET is not set, whatever the signature', async () => {
    const event = stripeEvent('payment_intent.succeeded', {
      id: 'pi_123',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: {},
    });
    for (const signature of [undefined, null]) {
      const response = await deliver(event, { baseUrl: system.url, ...(signature === null ? { signature } : {}) });
      expectDocumentedResponse('receiveStripeWebhook', response);
      expect(response.status, response.text).to.equal(503);
      expect(response.body.errors[0].slug).to.equal('stripe_webhook_not_configured');
      expect(response.body.errors[0].message).to.contain('STRIPE_WEBHOOK_SECRET');
    }
  });
});
