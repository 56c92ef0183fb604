import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { WORKFLOW_LEASE_MS } from '../../services/core/workflows/workflow-run.ts';
import { Crash, invoke } from '../support/fault-drill.ts';
import { giveUpAgain, takeOverEveryAttempt, takeOverUntilGivenUp, workflowOf } from '../money/recovery.ts';
import { dealMetadata, deliver, paymentIntent, stripeEvent, topUpMetadata } from './stripe-events.ts';
import { StripeTestSystem, type StripeAccount } from './stripe-test-system.ts';

const AFTER_LEASE_MS = WORKFLOW_LEASE_MS + 1_000;

/**
 * The processor unreachable (the relay in front of stripe-mock offline): a retry never moves money a second time,
 * and what nobody can tell about money is asked of the processor once it answers, never guessed.
 */
describe('payments: an unreachable processor', function () {
  this.timeout(300_000);
  let stripe: StripeTestSystem;

  before(async function () {
    this.timeout(120_000);
    stripe = await StripeTestSystem.start('processor-outage');
  });

  afterEach(async () => {
    if (!stripe.relay.online) await stripe.relay.goOnline();
  });

  after(async () => {
    await stripe?.stop();
  });

  const topUp = (account: StripeAccount, body: unknown, key: string) =>
    stripe.call('POST', '/v1/credits/top-ups', account.token, body, { 'idempotency-key': key });

  /** The PaymentIntent requests that reached Stripe for the account's top-ups. */
  function chargesOf(account: StripeAccount) {
    return stripe.relay.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.params.get('metadata[accountId]') === account.id,
    );
  }

  async function grantsOf(account: StripeAccount): Promise<number> {
    return stripe.db.collection('credit_ledger').countDocuments({ accountId: account.id, kind: 'top_up' });
  }

  it('regression: a top-up retried with its Idempotency-Key after a 503 creates one PaymentIntent and grants once', async () => {
    const account = await stripe.register('outage-top-up');
    const key = `top-up-${randomUUID()}`;
    await stripe.relay.goOffline();
    const first = await topUp(account, { credits: 20 }, key);
    expect(first.status, first.text).to.equal(503);
    expect(first.body.errors[0].slug).to.equal('service_unavailable');
    const retried = await topUp(account, { credits: 20 }, key);
    expect(retried.status, retried.text).to.equal(409);
    expect(retried.body.errors[0].slug).to.equal('operation_in_progress');

    await stripe.relay.goOnline();
    await stripe.core({ clockOffsetMs: AFTER_LEASE_MS }).workflows.resumeStalled();
    const charges = chargesOf(account);
    expect(new Set(charges.map((charge) => charge.idempotencyKey)).size, 'PaymentIntents created').to.equal(1);
    // Stripe confirms every charge it was asked for; each names its top-up in its metadata.
    const topUpIds = [...new Set(charges.map((charge) => charge.params.get('metadata[subjectId]') ?? ''))];
    for (const topUpId of topUpIds) {
      const read = await stripe.call('GET', `/v1/credits/top-ups/${topUpId}`, account.token);
      const intent = await paymentIntent({
        id: read.body.result.processor.reference,
        status: 'succeeded',
        metadata: topUpMetadata(topUpId),
      });
      const delivered = await deliver(stripeEvent('payment_intent.succeeded', intent), { baseUrl: stripe.url });
      expect(delivered.status, delivered.text).to.equal(200);
    }
    expect(await grantsOf(account)).to.equal(1);
    const answered = await topUp(account, { credits: 20 }, key);
    expect(answered.status, answered.text).to.equal(201);
    expect(answered.body.result.id, 'the retry answers the one top-up').to.equal(topUpIds[0]);
  });

  it('regression: a different body under the Idempotency-Key of a request that got a 503 is refused with idempotency_key_reused and charges nothing', async () => {
    const account = await stripe.register('outage-reuse');
    const key = `top-up-${randomUUID()}`;
    await stripe.relay.goOffline();
    expect((await topUp(account, { credits: 20 }, key)).status).to.equal(503);
    const reused = await topUp(account, { credits: 40 }, key);
    expect(reused.status, reused.text).to.equal(422);
    expect(reused.body.errors[0].slug).to.equal('idempotency_key_reused');

    await stripe.relay.goOnline();
    await stripe.core({ clockOffsetMs: AFTER_LEASE_MS }).workflows.resumeStalled();
    expect(chargesOf(account).map((charge) => charge.params.get('amount'))).to.deep.equal(['200']);
  });

  it('regression: a top-up given up while the processor cannot be asked shows checking, not failed, until the processor says nothing was charged', async () => {
    const account = await stripe.register('outage-checking');
    await stripe.relay.goOffline();
    expect((await topUp(account, { credits: 20 }, `top-up-${randomUUID()}`)).status).to.equal(503);
    const workflow = await workflowOf('credit-top-up', { 'principal.accountId': account.id }, stripe.db);
    const topUpId = (workflow.input as { topUpId: string }).topUpId;
    const later = (offsetMs: number) => stripe.core({ clockOffsetMs: offsetMs });

    expect(await takeOverUntilGivenUp(workflow._id, later)).to.equal('checking');
    const checking = await stripe.call('GET', `/v1/credits/top-ups/${topUpId}`, account.token);
    expect(checking.body.result).to.include({ status: 'checking', failureReason: null, ledgerEntryId: null });

    await stripe.relay.goOnline();
    expect(await giveUpAgain(workflow._id, later, 2)).to.equal('failed');
    const asked = stripe.relay.requests.filter((request) => request.path === '/v1/payment_intents/search');
    expect(asked.map((request) => request.params.get('query'))).to.include(
      `metadata['idempotencyKey']:'credit-top-up:${topUpId}'`,
    );
    const failed = await stripe.call('GET', `/v1/credits/top-ups/${topUpId}`, account.token);
    expect(failed.body.result.status).to.equal('failed');
    expect(failed.body.result.failureReason).to.contain('nothing was charged');
  });

  it('regression: a payment_intent.succeeded for a top-up that ended failed before its charge was recorded grants its credits instead of being refused on every delivery', async () => {
    const account = await stripe.register('outage-late-success');
    await stripe.relay.goOffline();
    expect((await topUp(account, { credits: 20 }, `top-up-${randomUUID()}`)).status).to.equal(503);
    const workflow = await workflowOf('credit-top-up', { 'principal.accountId': account.id }, stripe.db);
    const topUpId = (workflow.input as { topUpId: string }).topUpId;
    const later = (offsetMs: number) => stripe.core({ clockOffsetMs: offsetMs });
    await takeOverEveryAttempt(workflow._id, later);
    // Stripe answers again, but its search does not list the charge yet (stripe-mock never does): given up, failed.
    await stripe.relay.goOnline();
    expect(await giveUpAgain(workflow._id, later, 1)).to.equal('failed');

    const intent = await paymentIntent({
      id: 'pi_made_after_all',
      status: 'succeeded',
      metadata: topUpMetadata(topUpId),
    });
    const delivered = await deliver(stripeEvent('payment_intent.succeeded', intent), { baseUrl: stripe.url });
    expect(delivered.status, delivered.text).to.equal(200);
    const read = (await stripe.call('GET', `/v1/credits/top-ups/${topUpId}`, account.token)).body.result;
    expect(read).to.include({ status: 'succeeded', failureReason: null });
    expect(read.processor.reference).to.equal('pi_made_after_all');
    expect(await grantsOf(account)).to.equal(1);
  });

  it('regression: a funding given up while the processor cannot be asked keeps the deal waiting with paymentCheck, then gives it back once the processor says nothing was held', async () => {
    const { buyer, dealId } = await stripe.approvedDeal();
    await stripe.relay.goOffline();
    expect((await stripe.call('POST', `/v1/deals/${dealId}/fund`, buyer.token, {})).status).to.equal(503);
    const workflow = await workflowOf('deal-transition', { 'deal._id': dealId, operation: 'fundDeal' }, stripe.db);
    const later = (offsetMs: number) => stripe.core({ clockOffsetMs: offsetMs });

    expect(await takeOverUntilGivenUp(workflow._id, later)).to.equal('checking');
    const checking = (await stripe.call('GET', `/v1/deals/${dealId}`, buyer.token)).body.result;
    expect(checking).to.include({ status: 'approved', payment: null });
    expect(checking.paymentCheck).to.include({ movement: 'hold' });
    expect(checking.paymentCheck.message).to.contain('being checked');
    const refused = await stripe.call('POST', `/v1/deals/${dealId}/fund`, buyer.token, {});
    expect(refused.status, 'the unresolved funding still holds the transition').to.equal(409);

    await stripe.relay.goOnline();
    expect(await giveUpAgain(workflow._id, later, 2)).to.equal('failed');
    const resolved = (await stripe.call('GET', `/v1/deals/${dealId}`, buyer.token)).body.result;
    expect(resolved).to.include({ status: 'approved', paymentCheck: null });
    const funded = await stripe.ok(buyer.token, `/v1/deals/${dealId}/fund`);
    expect(funded.status).to.equal('funding');
  });

  it('regression: a payment_intent.succeeded that arrives while the funding is still being recorded is not dropped: the deal is funded once it is recorded', async () => {
    const { buyer, dealId } = await stripe.approvedDeal();
    const crashing = stripe.core({
      observe: (point) => {
        if (point.kind === 'deal-transition' && point.step === 'move-money' && point.phase === 'recorded')
          throw new Crash('stopped between the hold and the deal state');
      },
    });
    const stopped = await invoke(crashing, 'fundDeal', await stripe.principalOf(buyer.token), {
      params: { id: dealId },
      body: {},
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((stopped as Error).cause, 'the run died between the hold and the deal state').to.be.instanceOf(Crash);
    const workflow = await workflowOf('deal-transition', { 'deal._id': dealId, operation: 'fundDeal' }, stripe.db);
    const { holdReference } = workflow.steps['move-money']?.output as { holdReference: string };
    const intent = await paymentIntent({ id: holdReference, status: 'succeeded', metadata: dealMetadata(dealId) });

    const early = await deliver(stripeEvent('payment_intent.succeeded', intent), { baseUrl: stripe.url });
    expect(early.status, 'refused, so Stripe delivers it again').to.equal(503);
    await stripe.core({ clockOffsetMs: AFTER_LEASE_MS }).workflows.resumeStalled();
    const deal = (await stripe.call('GET', `/v1/deals/${dealId}`, buyer.token)).body.result;
    expect(deal.status).to.equal('funded');
    expect(deal.payment).to.include({ holdReference, status: 'succeeded' });
  });
});
