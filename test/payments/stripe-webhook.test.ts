import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import Stripe from 'stripe';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';
import {
  dealMetadata,
  deliver,
  paymentIntent,
  refund,
  stripeEvent,
  topUpMetadata,
  transfer,
  webhookSecret,
} from './stripe-events.ts';
import { publishedEvents } from '../support/published-events.ts';

interface Account {
  id: string;
  token: string;
}

/**
 * Stripe's deliveries to the webhook of a whole service whose processor is Stripe (stripe-mock): deals and top-ups
 * are paid through the real flow, stripe-mock leaves every PaymentIntent open (`requires_payment_method`), and the
 * tests deliver the signed events Stripe would send next.
 */
describe('payments: the Stripe webhook settles what Stripe confirms later', function () {
  this.timeout(60_000);
  let system: RunningSystem;
  let mongo: MongoConnection;
  let db: Db;

  before(async function () {
    this.timeout(120_000);
    const { servers } = harness();
    const payments = {
      processor: 'stripe' as const,
      stripeSecretKey: 'sk_test_123',
      stripeApiBase: servers.stripeApiBase,
      stripeWebhookSecret: webhookSecret(),
    };
    const config = testConfig(servers, { payments });
    system = await startSystem({
      config,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'stripe-webhook'),
    });
    mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    db = mongo.db;
  });

  after(async () => {
    await system?.stop();
    await mongo?.client.close();
  });

  const api = (method: string, path: string, token: string, body?: unknown): Promise<ApiResponse> =>
    call(method, path, { token, body, baseUrl: system.url });

  /** Delivers the event to the Stripe system and checks the answer against the OpenAPI document. */
  async function delivered(event: object, options: Parameters<typeof deliver>[1] = {}): Promise<ApiResponse> {
    const response = await deliver(event, { baseUrl: system.url, ...options });
    expectDocumentedResponse('receiveStripeWebhook', response);
    return response;
  }

  async function receipt(event: object): Promise<any> {
    const response = await delivered(event);
    expect(response.status, response.text).to.equal(200);
    return response.body.result;
  }

  async function register(label: string): Promise<Account> {
    const response = await call('POST', '/v1/auth/register', {
      body: { email: uniqueEmail(label), password: `pw-${randomBytes(8).toString('hex')}` },
      baseUrl: system.url,
    });
    expect(response.status, response.text).to.equal(201);
    return { id: response.body.result.account.id, token: response.body.result.token };
  }

  async function step(token: string, dealId: string, name: string, body: unknown = {}, status = 200): Promise<any> {
    const response = await api('POST', `/v1/deals/${dealId}/${name}`, token, body);
    expect(response.status, `${name}: ${response.text}`).to.equal(status);
    return response.body.result;
  }

  async function readDeal(buyer: Account, dealId: string): Promise<any> {
    const response = await api('GET', `/v1/deals/${dealId}`, buyer.token);
    expect(response.status, response.text).to.equal(200);
    return response.body.result;
  }

  /** A deal funded through Stripe, whose hold stripe-mock left open: the deal is `funding`, the payment `pending`. */
  async function fundingDeal(options: { payoutAccount?: string } = {}) {
    const [buyer, seller] = await Promise.all([register('buyer'), register('seller')]);
    if (options.payoutAccount)
      expect((await api('PATCH', '/v1/me', seller.token, { payoutAccount: options.payoutAccount })).status).to.equal(
        200,
      );
    const created = await api('POST', '/v1/deals', buyer.token, {
      counterpartyId: seller.id,
      title: 'Logo design',
      amount: 7_500,
      currency: 'EUR',
    });
    expect(created.status, created.text).to.equal(201);
    const dealId: string = created.body.result.id;
    await step(seller.token, dealId, 'propose');
    const approval = await step(buyer.token, dealId, 'request-approval', { action: 'fund' }, 202);
    expect((await api('POST', `/v1/approvals/${approval.id}/approve`, buyer.token, { comment: 'ok' })).status).to.equal(
      200,
    );
    await step(buyer.token, dealId, 'apply-approval', { approvalId: approval.id });
    const funding = await step(buyer.token, dealId, 'fund');
    expect(funding.status).to.equal('funding');
    expect(funding.payment).to.include({ processor: 'stripe', status: 'pending', nextAction: null });
    const holdReference: string = funding.payment.holdReference;
    return { buyer, seller, dealId, holdReference };
  }

  /** The event Stripe sends once the deal's hold succeeded. */
  async function holdSucceeded(dealId: string, holdReference: string) {
    return stripeEvent(
      'payment_intent.succeeded',
      await paymentIntent({ id: holdReference, status: 'succeeded', metadata: dealMetadata(dealId) }),
    );
  }

  async function fundedDeal(options: { payoutAccount?: string } = {}) {
    const deal = await fundingDeal(options);
    expect((await receipt(await holdSucceeded(deal.dealId, deal.holdReference))).outcome).to.equal('processed');
    expect((await readDeal(deal.buyer, deal.dealId)).status).to.equal('funded');
    return deal;
  }

  /** A top-up of a human session charged through Stripe and left `pending` by stripe-mock. */
  async function pendingTopUp(credits = 20) {
    const account = await register('top-up');
    const response = await api('POST', '/v1/credits/top-ups', account.token, { credits });
    expect(response.status, response.text).to.equal(201);
    expect(response.body.result).to.include({ status: 'pending', ledgerEntryId: null });
    return {
      account,
      topUpId: response.body.result.id as string,
      reference: response.body.result.processor.reference as string,
      credits,
    };
  }

  async function readTopUp(account: Account, topUpId: string): Promise<any> {
    const response = await api('GET', `/v1/credits/top-ups/${topUpId}`, account.token);
    expect(response.status, response.text).to.equal(200);
    return response.body.result;
  }

  async function balanceOf(account: Account): Promise<number> {
    return (await api('GET', '/v1/credits', account.token)).body.result.balance;
  }

  /** What a top-up's credits left behind where they are stored: ledger entries and credit.granted events. */
  async function grantsOf(accountId: string) {
    return {
      entries: await db.collection('credit_ledger').countDocuments({ accountId, kind: 'top_up' }),
      granted: await db
        .collection('outbox')
        .countDocuments({ kind: 'event', event: 'credit.granted', audience: accountId }),
    };
  }

  async function statusChanges(dealId: string): Promise<string[]> {
    const events = await db
      .collection('outbox')
      .find({ kind: 'event', event: 'deal.status_changed', 'payload.deal.id': dealId })
      .toArray();
    return events.map((event) => String(event.payload.to));
  }

  const recorded = (eventId: string) =>
    db.collection('workflows').countDocuments({ _id: `stripe-event:${eventId}` as never });

  describe('signature', () => {
    it('refuses a missing, malformed, foreign, tampered or stale signature with 400 stripe_signature_invalid naming the problem, and changes nothing', async () => {
      const { account, topUpId, reference } = await pendingTopUp();
      const event = stripeEvent(
        'payment_intent.succeeded',
        await paymentIntent({ id: reference, status: 'succeeded', metadata: topUpMetadata(topUpId) }),
      );
      const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
      const refusals: Array<[string, Parameters<typeof deliver>[1], RegExp]> = [
        ['no header', { signature: null }, /header is missing/],
        ['a header of another form', { signature: 'sha256=abc' }, /not of the form t=<unix seconds>,v1=<signature>/],
        [
          'signed with another secret',
          { secret: `whsec_${randomBytes(24).toString('hex')}` },
          /No signature in the Stripe-Signature header matches/,
        ],
        [
          'a signature of another body',
          {
            signature: Stripe.webhooks.generateTestHeaderString({
              payload: '{"id":"evt_other"}',
              secret: webhookSecret(),
            }),
          },
          /No signature .* matches/,
        ],
        ['a signature older than 300 s', { timestamp: sixMinutesAgo }, /more than 300 seconds old/],
      ];
      for (const [label, options, message] of refusals) {
        const response = await delivered(event, options);
        expect(response.status, `${label}: ${response.text}`).to.equal(400);
        expect(response.body.errors, label).to.have.length(1);
        expect(response.body.errors[0], label).to.include({
          slug: 'stripe_signature_invalid',
          field: 'header.Stripe-Signature',
        });
        expect(response.body.errors[0].message, label).to.match(message);
        expect(response.text, label).not.to.contain(webhookSecret());
      }
      expect(await readTopUp(account, topUpId)).to.include({ status: 'pending', ledgerEntryId: null });
      expect(await balanceOf(account)).to.equal(0);
      expect(await recorded(event.id)).to.equal(0);
      expect(await receipt(event), 'the same event, properly signed, still applies').to.include({
        outcome: 'processed',
        duplicate: false,
      });
    });

    it('refuses a signed body that is not JSON with 400 malformed_json, and signed JSON that is not an event with 400 validation_failed', async () => {
      const notJson = await delivered({}, { rawBody: 'payment_intent.succeeded pi_123' });
      expect(notJson.status, notJson.text).to.equal(400);
      expect(notJson.body.errors[0]).to.include({ slug: 'malformed_json', field: 'body' });
      const notEvent = await delivered(
        {},
        { rawBody: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }) },
      );
      expect(notEvent.status, notEvent.text).to.equal(400);
      expect(notEvent.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body' });
    });
  });

  describe('deals', () => {
    it('funds a deal whose Stripe hold was pending on payment_intent.succeeded', async () => {
      const { buyer, seller, dealId, holdReference } = await fundingDeal();
      const event = await holdSucceeded(dealId, holdReference);
      expect(await receipt(event)).to.deep.equal({
        eventId: event.id,
        type: 'payment_intent.succeeded',
        outcome: 'processed',
        duplicate: false,
        reason: null,
      });
      const funded = await readDeal(buyer, dealId);
      expect(funded.status).to.equal('funded');
      expect(funded.payment).to.include({ status: 'succeeded', holdReference, nextAction: null, failure: null });
      expect(funded.history.at(-1)).to.include({
        operation: 'holdSucceeded',
        by: 'processor',
        from: 'funding',
        to: 'funded',
      });
      expect(await statusChanges(dealId)).to.deep.equal(['proposed', 'approved', 'funding', 'funded']);
      expect((await step(seller.token, dealId, 'start')).status, 'the seller may start').to.equal('in_progress');
    });

    it('funds the deal once when the same event is delivered 10 times at once and again later', async function () {
      this.timeout(120_000);
      const { buyer, dealId, holdReference } = await fundingDeal();
      const event = await holdSucceeded(dealId, holdReference);
      const receipts = await Promise.all(Array.from({ length: 10 }, () => receipt(event)));
      expect(
        receipts.filter((answer) => !answer.duplicate),
        JSON.stringify(receipts),
      ).to.have.length(1);
      for (const answer of receipts) expect(['processed', 'in_progress']).to.include(answer.outcome);
      expect(await receipt(event)).to.include({ outcome: 'processed', duplicate: true });
      expect((await readDeal(buyer, dealId)).status).to.equal('funded');
      expect((await statusChanges(dealId)).filter((to) => to === 'funded')).to.have.length(1);
      expect(await recorded(event.id)).to.equal(1);
    });

    it('returns a deal whose hold failed or was canceled to approved with the reason; the buyer may fund again', async () => {
      const declined = await fundingDeal();
      const lastPaymentError = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      } as never;
      const failed = stripeEvent(
        'payment_intent.payment_failed',
        await paymentIntent({
          id: declined.holdReference,
          status: 'requires_payment_method',
          last_payment_error: lastPaymentError,
          metadata: dealMetadata(declined.dealId),
        }),
      );
      expect(await receipt(failed)).to.include({ outcome: 'processed', duplicate: false });
      const afterFailure = await readDeal(declined.buyer, declined.dealId);
      expect(afterFailure.status).to.equal('approved');
      expect(afterFailure.payment).to.deep.include({
        status: 'failed',
        failure: { movement: 'hold', reason: 'Your card was declined.' },
      });
      expect(afterFailure.allowedOperations).to.include('fundDeal');
      expect(
        (await step(declined.buyer.token, declined.dealId, 'fund')).status,
        'funded again: pending at stripe-mock',
      ).to.equal('funding');

      const abandoned = await fundingDeal();
      const canceled = stripeEvent(
        'payment_intent.canceled',
        await paymentIntent({
          id: abandoned.holdReference,
          status: 'canceled',
          cancellation_reason: 'abandoned',
          metadata: dealMetadata(abandoned.dealId),
        }),
      );
      expect(await receipt(canceled)).to.include({ outcome: 'processed' });
      const afterCancel = await readDeal(abandoned.buyer, abandoned.dealId);
      expect(afterCancel.status).to.equal('approved');
      expect(afterCancel.payment.failure).to.deep.equal({
        movement: 'hold',
        reason: 'The payment was canceled (abandoned).',
      });
    });

    it('shows the next action of a hold that requires the payer (3-D Secure) on the deal; the deal keeps waiting', async () => {
      const { buyer, seller, dealId, holdReference } = await fundingDeal();
      const redirectUrl = 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_1';
      const event = stripeEvent(
        'payment_intent.requires_action',
        await paymentIntent({
          id: holdReference,
          status: 'requires_action',
          next_action: {
            type: 'redirect_to_url',
            redirect_to_url: { url: redirectUrl, return_url: 'https://example.com/back' },
          },
          metadata: dealMetadata(dealId),
        }),
      );
      expect(await receipt(event)).to.include({ outcome: 'processed' });
      const acting = await readDeal(buyer, dealId);
      expect(acting.status).to.equal('funding');
      expect(acting.payment).to.deep.include({
        status: 'requires_action',
        nextAction: { type: 'redirect_to_url', redirectUrl },
      });
      expect(acting.allowedOperations, 'no party step moves a deal waiting for its hold').to.deep.equal([]);
      const started = await api('POST', `/v1/deals/${dealId}/start`, seller.token, {});
      expect(started.status, started.text).to.equal(409);
      expect(await receipt(await holdSucceeded(dealId, holdReference))).to.include({ outcome: 'processed' });
      expect(await readDeal(buyer, dealId)).to.deep.include({ status: 'funded' });
    });

    it('shows a refund that failed later (charge.refund.updated, refund.failed) on the refunded deal payment', async () => {
      for (const type of ['charge.refund.updated', 'refund.failed']) {
        const { buyer, seller, dealId } = await fundedDeal();
        const refunded = await step(seller.token, dealId, 'cancel', { reason: 'cannot do it' });
        expect(refunded.status).to.equal('refunded');
        const refundReference: string = refunded.payment.refundReference;
        expect(refundReference).to.match(/^re_/);
        const event = stripeEvent(
          type,
          await refund({
            id: refundReference,
            status: 'failed',
            failure_reason: 'expired_or_canceled_card',
            metadata: dealMetadata(dealId),
          }),
        );
        expect(await receipt(event), type).to.include({ outcome: 'processed', duplicate: false });
        const read = await readDeal(buyer, dealId);
        expect(read.status, type).to.equal('refunded');
        expect(read.payment, type).to.deep.include({
          status: 'failed',
          failure: { movement: 'refund', reason: 'The refund failed: expired_or_canceled_card.' },
        });
      }
    });

    it('shows a payout Stripe reversed (transfer.reversed) on the released deal payment', async () => {
      const { buyer, seller, dealId } = await fundedDeal({ payoutAccount: `acct_${randomBytes(8).toString('hex')}` });
      await step(seller.token, dealId, 'start');
      await step(seller.token, dealId, 'deliver', { note: 'done' });
      const approval = await step(seller.token, dealId, 'request-approval', { action: 'release' }, 202);
      expect(
        (await api('POST', `/v1/approvals/${approval.id}/approve`, buyer.token, { comment: 'ok' })).status,
      ).to.equal(200);
      const released = await step(buyer.token, dealId, 'confirm-release');
      expect(released.status).to.equal('released');
      const event = stripeEvent(
        'transfer.reversed',
        await transfer({ id: released.payment.releaseReference, reversed: true, metadata: dealMetadata(dealId) }),
      );
      expect(await receipt(event)).to.include({ outcome: 'processed' });
      const read = await readDeal(buyer, dealId);
      expect(read.status).to.equal('released');
      expect(read.payment).to.deep.include({
        status: 'failed',
        failure: { movement: 'release', reason: 'Stripe reversed the payout to the seller.' },
      });
    });
  });

  describe('top-ups', () => {
    it('grants a pending top-up its credits once on payment_intent.succeeded, delivered 10 times at once and again later', async function () {
      this.timeout(120_000);
      const { account, topUpId, reference, credits } = await pendingTopUp(30);
      const event = stripeEvent(
        'payment_intent.succeeded',
        await paymentIntent({ id: reference, status: 'succeeded', metadata: topUpMetadata(topUpId) }),
      );
      const receipts = await Promise.all(Array.from({ length: 10 }, () => receipt(event)));
      expect(
        receipts.filter((answer) => !answer.duplicate),
        JSON.stringify(receipts),
      ).to.have.length(1);
      expect(await receipt(event)).to.include({ outcome: 'processed', duplicate: true });
      const topUp = await readTopUp(account, topUpId);
      expect(topUp.status).to.equal('succeeded');
      expect(topUp.ledgerEntryId).to.be.a('string');
      expect(await balanceOf(account)).to.equal(credits);
      await publishedEvents({ kind: 'event', event: 'credit.granted', audience: account.id }, 1, { db });
      expect(await grantsOf(account.id)).to.deep.equal({ entries: 1, granted: 1 });
    });

    it('fails a pending top-up on payment_intent.payment_failed with the reason, and grants nothing', async () => {
      const { account, topUpId, reference } = await pendingTopUp();
      const lastPaymentError = {
        type: 'card_error',
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      } as never;
      const event = stripeEvent(
        'payment_intent.payment_failed',
        await paymentIntent({
          id: reference,
          status: 'requires_payment_method',
          last_payment_error: lastPaymentError,
          metadata: topUpMetadata(topUpId),
        }),
      );
      expect(await receipt(event)).to.include({ outcome: 'processed' });
      expect(await readTopUp(account, topUpId)).to.include({
        status: 'failed',
        failureReason: 'Your card has insufficient funds.',
        ledgerEntryId: null,
      });
      expect(await grantsOf(account.id)).to.deep.equal({ entries: 0, granted: 0 });
    });

    it('shows the next action of a top-up whose charge requires the payer, then grants it when the charge succeeds', async () => {
      const { account, topUpId, reference, credits } = await pendingTopUp();
      const redirectUrl = 'https://hooks.stripe.com/redirect/authenticate/src_1';
      const acting = stripeEvent(
        'payment_intent.requires_action',
        await paymentIntent({
          id: reference,
          status: 'requires_action',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: redirectUrl, return_url: null } },
          metadata: topUpMetadata(topUpId),
        }),
      );
      expect(await receipt(acting)).to.include({ outcome: 'processed' });
      expect(await readTopUp(account, topUpId)).to.deep.include({
        status: 'requires_action',
        nextAction: { type: 'redirect_to_url', redirectUrl },
        checkoutUrl: redirectUrl,
      });
      expect(await balanceOf(account)).to.equal(0);
      await receipt(
        stripeEvent(
          'payment_intent.succeeded',
          await paymentIntent({ id: reference, status: 'succeeded', metadata: topUpMetadata(topUpId) }),
        ),
      );
      expect(await readTopUp(account, topUpId)).to.include({ status: 'succeeded', nextAction: null });
      expect(await balanceOf(account)).to.equal(credits);
    });
  });

  describe('events it does not act on', () => {
    it('answers an event type it does not act on, an object naming no deal or top-up, and a refund that did not fail with 200 ignored; nothing changes or is recorded', async () => {
      const { account, topUpId, reference } = await pendingTopUp();
      const ignored = [
        stripeEvent('customer.created', { id: 'cus_123', object: 'customer', metadata: {} }),
        stripeEvent(
          'payment_intent.succeeded',
          await paymentIntent({ id: reference, status: 'succeeded', metadata: { accountId: account.id } }),
        ),
        stripeEvent(
          'payment_intent.succeeded',
          await paymentIntent({
            id: reference,
            status: 'succeeded',
            metadata: { subjectKind: 'invoice', subjectId: topUpId },
          }),
        ),
        stripeEvent(
          'charge.refund.updated',
          await refund({ id: 're_123', status: 'succeeded', metadata: topUpMetadata(topUpId) }),
        ),
      ];
      for (const event of ignored) {
        const answer = await receipt(event);
        expect(answer, event.type).to.include({ eventId: event.id, outcome: 'ignored', duplicate: false });
        expect(answer.reason, event.type).to.be.a('string').and.not.empty;
        expect(await recorded(event.id)).to.equal(0);
      }
      expect(await readTopUp(account, topUpId)).to.include({ status: 'pending' });
      expect(await balanceOf(account)).to.equal(0);
    });

    it('changes nothing for an event about another hold than the one a funding deal waits for', async () => {
      const { buyer, dealId } = await fundingDeal();
      for (const event of [
        stripeEvent(
          'payment_intent.succeeded',
          await paymentIntent({ id: 'pi_someone_else', status: 'succeeded', metadata: dealMetadata(dealId) }),
        ),
        stripeEvent(
          'payment_intent.payment_failed',
          await paymentIntent({ id: 'pi_someone_else', status: 'canceled', metadata: dealMetadata(dealId) }),
        ),
      ])
        expect(await receipt(event)).to.include({ outcome: 'processed', duplicate: false });
      expect(await readDeal(buyer, dealId)).to.deep.include({ status: 'funding' });
      expect(await statusChanges(dealId)).to.deep.equal(['proposed', 'approved', 'funding']);
    });

    it('changes nothing for an event about a movement the resource no longer waits for', async () => {
      const { account, topUpId } = await pendingTopUp();
      const event = stripeEvent(
        'payment_intent.succeeded',
        await paymentIntent({ id: 'pi_not_this_top_up', status: 'succeeded', metadata: topUpMetadata(topUpId) }),
      );
      expect(await receipt(event)).to.include({ outcome: 'processed', duplicate: false });
      expect(await readTopUp(account, topUpId)).to.include({ status: 'pending' });
      expect(await grantsOf(account.id)).to.deep.equal({ entries: 0, granted: 0 });
    });
  });
});
