import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { AccountsRepository } from '../../services/core/accounts/accounts.repository.ts';
import { createPaymentProcessor } from '../../services/core/payments/domain.ts';
import { coreRepositories } from '../../services/core/index.ts';
import { PaymentsRepository } from '../../services/core/payments/payments.repository.ts';
import { StripePaymentProcessor } from '../../services/core/payments/stripe-processor.ts';
import { freePort } from '../../scripts/servers/free-port.ts';
import { systemClock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { recordingStripeClient, type StripeExchange } from './stripe-exchanges.ts';

const unique = (label: string) => `${label}_${randomBytes(6).toString('hex')}`;

function stripeProcessor(): { processor: StripePaymentProcessor; exchanges: StripeExchange[] } {
  const { stripe, exchanges } = recordingStripeClient();
  const { db } = harness().mongo;
  const processor = new StripePaymentProcessor({
    stripe,
    accounts: new AccountsRepository(db),
    payments: new PaymentsRepository(db),
    clock: systemClock,
  });
  return { processor, exchanges };
}

async function sellerWithPayoutAccount(payoutAccount: string): Promise<TestAccount> {
  const seller = await registerAccount('seller');
  const response = await call('PATCH', '/v1/me', { token: seller.token, body: { payoutAccount } });
  expect(response.status, response.text).to.equal(200);
  expect(response.body.result.account.payoutAccount).to.equal(payoutAccount);
  return seller;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(AppError);
  return error as AppError;
}

describe('payments: Stripe processor against stripe-mock', () => {
  it('is the processor the configuration names when a Stripe secret key is set', () => {
    const payments = {
      processor: 'stripe' as const,
      stripeSecretKey: 'sk_test_123',
      stripeApiBase: harness().servers.stripeApiBase,
    };
    expect(
      createPaymentProcessor({ repositories: coreRepositories(harness().mongo.db), config: { payments } }).name,
    ).to.equal('stripe');
  });

  it('holds with a confirmed PaymentIntent in the deal transfer group, passing our idempotency key', async () => {
    const { processor, exchanges } = stripeProcessor();
    const dealId = unique('dea');
    const hold = await processor.hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: `deal:${dealId}:fund`,
    });
    expect(exchanges).to.have.length(1);
    const [intent] = exchanges as [StripeExchange];
    expect(intent).to.include({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `deal:${dealId}:fund`,
      status: 200,
    });
    expect(intent.responseHeaders['idempotency-key']).to.equal(`deal:${dealId}:fund`);
    expect(Object.fromEntries(intent.params)).to.deep.include({
      amount: '2500',
      currency: 'eur',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      transfer_group: dealId,
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[dealId]': dealId,
      'metadata[buyerId]': 'acc_buyer',
      'metadata[subjectKind]': 'deal',
      'metadata[subjectId]': dealId,
    });
    expect(intent.response).to.include({
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      transfer_group: dealId,
      payment_method: 'pm_card_visa',
    });
    expect(hold).to.include({
      processor: 'stripe',
      kind: 'hold',
      reference: intent.response.id,
      amount: 2500,
      currency: 'EUR',
    });
    expect(hold.reference).to.match(/^pi_/);
    // stripe-mock answers static fixtures: its PaymentIntent never reaches `succeeded`, so the hold reads as in progress.
    expect(intent.response.status).to.equal('requires_payment_method');
    expect(hold.status).to.equal('pending');
  });

  it('uses the payment method the buyer names instead of the test card', async () => {
    const { processor, exchanges } = stripeProcessor();
    const dealId = unique('dea');
    await processor.hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 100,
      currency: 'USD',
      idempotencyKey: unique('fund'),
      paymentMethod: 'pm_card_mastercard',
    });
    expect(exchanges[0]?.params.get('payment_method')).to.equal('pm_card_mastercard');
    expect(exchanges[0]?.response.payment_method).to.equal('pm_card_mastercard');
  });

  it('releases with a Transfer to the seller payout account in the deal transfer group', async () => {
    const { processor, exchanges } = stripeProcessor();
    const payoutAccount = `acct_${randomBytes(8).toString('hex')}`;
    const seller = await sellerWithPayoutAccount(payoutAccount);
    const dealId = unique('dea');
    const hold = await processor.hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: unique('fund'),
    });
    const release = await processor.release({
      dealId,
      sellerId: seller.id,
      holdReference: hold.reference,
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: `deal:${dealId}:release`,
    });
    const [, lookup, transfer] = exchanges as [StripeExchange, StripeExchange, StripeExchange];
    expect(lookup).to.include({ method: 'GET', path: `/v1/payment_intents/${hold.reference}` });
    expect(transfer).to.include({
      method: 'POST',
      path: '/v1/transfers',
      idempotencyKey: `deal:${dealId}:release`,
      status: 200,
    });
    expect(transfer.responseHeaders['idempotency-key']).to.equal(`deal:${dealId}:release`);
    expect(Object.fromEntries(transfer.params)).to.deep.include({
      amount: '2500',
      currency: 'eur',
      destination: payoutAccount,
      transfer_group: dealId,
      'metadata[sellerId]': seller.id,
      'metadata[subjectKind]': 'deal',
      'metadata[subjectId]': dealId,
    });
    // The transfer pays out of the held charge when Stripe names one (stripe-mock's PaymentIntent has none).
    expect(transfer.params.get('source_transaction') ?? null).to.equal(lookup.response.latest_charge);
    expect(transfer.response).to.include({
      object: 'transfer',
      destination: payoutAccount,
      transfer_group: dealId,
      amount: 2500,
    });
    expect(release).to.include({
      processor: 'stripe',
      kind: 'release',
      reference: transfer.response.id,
      status: 'succeeded',
    });
    expect(release.reference).to.match(/^tr_/);
  });

  it('refuses a release to a seller without a payout account (payout_account_missing) before calling Stripe', async () => {
    const { processor, exchanges } = stripeProcessor();
    const seller = await registerAccount('seller');
    const refused = await refusal(
      processor.release({
        dealId: unique('dea'),
        sellerId: seller.id,
        holdReference: unique('pi'),
        amount: 100,
        currency: 'EUR',
        idempotencyKey: unique('release'),
      }),
    );
    expect(refused).to.include({ slug: 'payout_account_missing', status: 409 });
    expect(refused.message).to.contain('PATCH /v1/me');
    expect(exchanges).to.have.length(0);
  });

  it('refunds with a Refund of the PaymentIntent, passing our idempotency key', async () => {
    const { processor, exchanges } = stripeProcessor();
    const dealId = unique('dea');
    const hold = await processor.hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 4000,
      currency: 'EUR',
      idempotencyKey: unique('fund'),
    });
    const refund = await processor.refund({
      dealId,
      holdReference: hold.reference,
      amount: 4000,
      currency: 'EUR',
      idempotencyKey: `deal:${dealId}:refund`,
    });
    const refundExchange = exchanges[1] as StripeExchange;
    expect(refundExchange).to.include({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: `deal:${dealId}:refund`,
      status: 200,
    });
    expect(Object.fromEntries(refundExchange.params)).to.deep.include({
      payment_intent: hold.reference,
      amount: '4000',
      'metadata[dealId]': dealId,
      'metadata[subjectKind]': 'deal',
      'metadata[subjectId]': dealId,
    });
    expect(refundExchange.response).to.include({ object: 'refund', payment_intent: hold.reference, amount: 4000 });
    expect(refund).to.include({
      processor: 'stripe',
      kind: 'refund',
      reference: refundExchange.response.id,
      status: 'succeeded',
    });
    expect(refund.reference).to.match(/^re_/);
  });

  it('settles a Stripe hold once: a refund after the release is refused without calling Stripe', async () => {
    const { processor, exchanges } = stripeProcessor();
    const seller = await sellerWithPayoutAccount(`acct_${randomBytes(8).toString('hex')}`);
    const dealId = unique('dea');
    const hold = await processor.hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 900,
      currency: 'EUR',
      idempotencyKey: unique('fund'),
    });
    const release = {
      dealId,
      sellerId: seller.id,
      holdReference: hold.reference,
      amount: 900,
      currency: 'EUR',
      idempotencyKey: `deal:${dealId}:release`,
    };
    await processor.release(release);
    expect(await processor.release(release)).to.include({ kind: 'release' });
    const sent = exchanges.length;
    const refused = await refusal(
      processor.refund({
        dealId,
        holdReference: hold.reference,
        amount: 900,
        currency: 'EUR',
        idempotencyKey: `deal:${dealId}:refund`,
      }),
    );
    expect(refused).to.include({ slug: 'payment_hold_unavailable' });
    expect(exchanges).to.have.length(sent);
  });

  it('gives up the settlement claim when Stripe refuses the release, so the hold can still be refunded', async () => {
    const { processor, exchanges } = stripeProcessor();
    const seller = await sellerWithPayoutAccount(`acct_${randomBytes(8).toString('hex')}`);
    const dealId = unique('dea');
    // stripe-mock answers 404 invalid_request_error for an id it cannot route, as Stripe does for an unknown one.
    const holdReference = 'pi_unknown/hold';
    const base = { dealId, holdReference, amount: 900, currency: 'EUR' };
    const refused = await refusal(
      processor.release({ ...base, sellerId: seller.id, idempotencyKey: `deal:${dealId}:release` }),
    );
    expect(refused).to.include({ slug: 'payment_failed', status: 402 });
    expect(exchanges.map((exchange) => [exchange.path, exchange.status])).to.deep.equal([
      ['/v1/payment_intents/pi_unknown%2Fhold', 404],
    ]);
    const refund = await processor.refund({ ...base, idempotencyKey: `deal:${dealId}:refund` });
    expect(refund).to.include({ kind: 'refund', status: 'succeeded' });
    expect(
      await refusal(processor.release({ ...base, sellerId: seller.id, idempotencyKey: `deal:${dealId}:release` })),
    ).to.include({ slug: 'payment_hold_unavailable' });
  });

  it('answers an unreachable Stripe with 503 service_unavailable and Retry-After, never a 500', async () => {
    const payments = {
      processor: 'stripe' as const,
      stripeSecretKey: 'sk_test_123',
      stripeApiBase: `http://127.0.0.1:${await freePort()}`,
    };
    const processor = createPaymentProcessor({
      repositories: coreRepositories(harness().mongo.db),
      config: { payments },
    });
    const refused = await refusal(
      processor.charge({
        purpose: 'credit top-up',
        accountId: 'acc_buyer',
        amount: 100,
        currency: 'EUR',
        idempotencyKey: unique('charge'),
      }),
    );
    expect(refused).to.include({ slug: 'service_unavailable', status: 503 });
    expect(refused.headers).to.deep.equal({ 'retry-after': '5' });
    expect(refused.message).not.to.contain('sk_test_123');
  });

  it('charges a top-up with a confirmed PaymentIntent outside any transfer group', async () => {
    const { processor, exchanges } = stripeProcessor();
    const key = unique('credit-top-up');
    const subject = { kind: 'top_up' as const, id: 'ctu_1' };
    const charge = await processor.charge({
      purpose: 'credit top-up ctu_1',
      subject,
      accountId: 'acc_buyer',
      amount: 500,
      currency: 'EUR',
      idempotencyKey: key,
    });
    const [intent] = exchanges as [StripeExchange];
    expect(intent).to.include({ path: '/v1/payment_intents', idempotencyKey: key });
    expect(Object.fromEntries(intent.params)).to.deep.include({
      amount: '500',
      currency: 'eur',
      confirm: 'true',
      'metadata[accountId]': 'acc_buyer',
      'metadata[purpose]': 'credit top-up ctu_1',
      'metadata[subjectKind]': 'top_up',
      'metadata[subjectId]': 'ctu_1',
    });
    expect(intent.params.has('transfer_group')).to.equal(false);
    expect(charge).to.include({ processor: 'stripe', kind: 'charge', reference: intent.response.id, amount: 500 });
  });
});
