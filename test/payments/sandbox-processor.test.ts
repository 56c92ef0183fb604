import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createPaymentProcessor } from '../../services/core/payments/domain.ts';
import { coreRepositories } from '../../services/core/index.ts';
import type { PaymentProcessor, PaymentRecord } from '../../services/core/payments/payment-processor.ts';
import type { PaymentMovementDocument } from '../../services/core/payments/payments.repository.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { harness } from '../support/root-hooks.ts';

const unique = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

function sandbox(): PaymentProcessor {
  return createPaymentProcessor({
    repositories: coreRepositories(harness().mongo.db),
    config: { payments: { processor: 'sandbox', stripeSecretKey: null, stripeApiBase: null } },
  });
}

function movementsOfDeal(dealId: string): Promise<PaymentMovementDocument[]> {
  return harness()
    .mongo.db.collection<PaymentMovementDocument>('payments')
    .find({ dealId, processor: 'sandbox' })
    .toArray();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(AppError);
  return error as AppError;
}

async function heldDeal(processor: PaymentProcessor, amount = 2500): Promise<{ dealId: string; hold: PaymentRecord }> {
  const dealId = unique('dea');
  const hold = await processor.hold({
    dealId,
    buyerId: 'acc_buyer',
    amount,
    currency: 'EUR',
    idempotencyKey: `${dealId}:fund`,
  });
  return { dealId, hold };
}

describe('payments: sandbox processor', () => {
  it('is the processor the configuration names when no Stripe key is set', () => {
    expect(sandbox().name).to.equal('sandbox');
    expect(harness().config.payments.processor).to.equal('sandbox');
  });

  it('records a hold in the payments collection under its idempotency key, with an sbx_ reference', async () => {
    const { dealId, hold } = await heldDeal(sandbox());
    expect(hold).to.include({ processor: 'sandbox', kind: 'hold', amount: 2500, currency: 'EUR', status: 'succeeded' });
    expect(hold.reference).to.match(/^sbx_[0-9a-z]{26}$/);
    const stored = await movementsOfDeal(dealId);
    expect(stored).to.have.length(1);
    expect(stored[0]).to.include({
      _id: `${dealId}:fund`,
      kind: 'hold',
      reference: hold.reference,
      accountId: 'acc_buyer',
    });
  });

  it('answers a replayed hold with the first record and never holds twice, also under 20 parallel calls', async () => {
    const processor = sandbox();
    const dealId = unique('dea');
    const input = { dealId, buyerId: 'acc_buyer', amount: 900, currency: 'EUR', idempotencyKey: `${dealId}:fund` };
    const records = await Promise.all(Array.from({ length: 20 }, () => processor.hold(input)));
    expect(new Set(records.map((record) => record.reference)).size).to.equal(1);
    expect(await processor.hold(input)).to.deep.equal(records[0]);
    expect(await movementsOfDeal(dealId)).to.have.length(1);
  });

  it('releases a hold to the seller once; a replay of the release answers the same record', async () => {
    const processor = sandbox();
    const { dealId, hold } = await heldDeal(processor);
    const input = {
      dealId,
      sellerId: 'acc_seller',
      holdReference: hold.reference,
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: `${dealId}:release`,
    };
    const release = await processor.release(input);
    expect(release).to.include({
      processor: 'sandbox',
      kind: 'release',
      amount: 2500,
      currency: 'EUR',
      status: 'succeeded',
    });
    expect(release.reference).to.match(/^sbx_/).and.not.equal(hold.reference);
    expect(await processor.release(input)).to.deep.equal(release);
    const stored = await movementsOfDeal(dealId);
    expect(stored.map((movement) => movement.kind).sort()).to.deep.equal(['hold', 'release']);
    expect(stored.find((movement) => movement.kind === 'release')).to.include({
      accountId: 'acc_seller',
      holdReference: hold.reference,
    });
  });

  it('refunds a hold once; a replay of the refund answers the same record', async () => {
    const processor = sandbox();
    const { dealId, hold } = await heldDeal(processor);
    const input = {
      dealId,
      holdReference: hold.reference,
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: `${dealId}:refund`,
    };
    const refund = await processor.refund(input);
    expect(refund).to.include({ kind: 'refund', amount: 2500, status: 'succeeded' });
    expect(await processor.refund(input)).to.deep.equal(refund);
    expect((await movementsOfDeal(dealId)).map((movement) => movement.kind).sort()).to.deep.equal(['hold', 'refund']);
  });

  it('refuses to refund a released hold and to release a refunded one (payment_hold_unavailable)', async () => {
    const processor = sandbox();
    const released = await heldDeal(processor);
    const base = { amount: 2500, currency: 'EUR' };
    await processor.release({
      ...base,
      dealId: released.dealId,
      sellerId: 'acc_seller',
      holdReference: released.hold.reference,
      idempotencyKey: `${released.dealId}:release`,
    });
    const refused = await refusal(
      processor.refund({
        ...base,
        dealId: released.dealId,
        holdReference: released.hold.reference,
        idempotencyKey: `${released.dealId}:refund`,
      }),
    );
    expect(refused).to.include({ slug: 'payment_hold_unavailable', status: 409 });
    expect(refused.message).to.contain('already released');

    const refunded = await heldDeal(processor);
    await processor.refund({
      ...base,
      dealId: refunded.dealId,
      holdReference: refunded.hold.reference,
      idempotencyKey: `${refunded.dealId}:refund`,
    });
    const again = await refusal(
      processor.release({
        ...base,
        dealId: refunded.dealId,
        sellerId: 'acc_seller',
        holdReference: refunded.hold.reference,
        idempotencyKey: `${refunded.dealId}:release`,
      }),
    );
    expect(again).to.include({ slug: 'payment_hold_unavailable' });
    expect(again.message).to.contain('already refunded');
    expect(await movementsOfDeal(refunded.dealId)).to.have.length(2);
  });

  it('refuses to settle a hold that does not exist', async () => {
    const refused = await refusal(
      sandbox().refund({
        dealId: unique('dea'),
        holdReference: 'sbx_nothing',
        amount: 1,
        currency: 'EUR',
        idempotencyKey: unique('refund'),
      }),
    );
    expect(refused).to.include({ slug: 'payment_hold_unavailable' });
    expect(refused.items[0]?.meta).to.deep.equal({ holdReference: 'sbx_nothing' });
  });

  it('settles a hold exactly once when 20 releases and refunds with different keys race', async () => {
    const processor = sandbox();
    const { dealId, hold } = await heldDeal(processor);
    const base = { dealId, holdReference: hold.reference, amount: 2500, currency: 'EUR' };
    const attempts = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? processor.release({ ...base, sellerId: 'acc_seller', idempotencyKey: `${dealId}:release:${index}` })
        : processor.refund({ ...base, idempotencyKey: `${dealId}:refund:${index}` }),
    );
    const outcomes = await Promise.allSettled(attempts);
    const settled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(settled).to.have.length(1);
    for (const outcome of outcomes.filter((candidate) => candidate.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).to.include({ slug: 'payment_hold_unavailable' });
    }
    expect(await movementsOfDeal(dealId)).to.have.length(2);
  });

  it("declines Stripe's always-declined test payment method (payment_failed) and records nothing", async () => {
    const dealId = unique('dea');
    const declined = await refusal(
      sandbox().hold({
        dealId,
        buyerId: 'acc_buyer',
        amount: 100,
        currency: 'EUR',
        idempotencyKey: `${dealId}:fund`,
        paymentMethod: 'pm_card_chargeDeclined',
      }),
    );
    expect(declined).to.include({ slug: 'payment_failed', status: 402 });
    expect(await movementsOfDeal(dealId)).to.have.length(0);
    const accepted = await sandbox().hold({
      dealId,
      buyerId: 'acc_buyer',
      amount: 100,
      currency: 'EUR',
      idempotencyKey: `${dealId}:fund`,
      paymentMethod: 'pm_card_visa',
    });
    expect(accepted.status).to.equal('succeeded');
  });

  it('completes a settlement that stopped after its claim when retried with the same key, and refuses any other key', async () => {
    const processor = sandbox();
    const { dealId, hold } = await heldDeal(processor);
    const claim = {
      _id: `${hold.reference}#settled`,
      kind: 'release',
      idempotencyKey: `${dealId}:release`,
      createdAt: new Date(),
    };
    await harness()
      .mongo.db.collection('payments')
      .insertOne(claim as object);
    const base = { dealId, holdReference: hold.reference, amount: 2500, currency: 'EUR' };
    expect(await refusal(processor.refund({ ...base, idempotencyKey: `${dealId}:refund` }))).to.include({
      slug: 'payment_hold_unavailable',
    });
    const release = await processor.release({ ...base, sellerId: 'acc_seller', idempotencyKey: `${dealId}:release` });
    expect(release).to.include({ kind: 'release', status: 'succeeded' });
    expect((await movementsOfDeal(dealId)).map((movement) => movement.kind).sort()).to.deep.equal(['hold', 'release']);
  });

  it('repairs a hold whose lookup record is missing when the hold is replayed', async () => {
    const processor = sandbox();
    const { dealId, hold } = await heldDeal(processor);
    await harness()
      .mongo.db.collection('payments')
      .deleteOne({ _id: `${hold.reference}#hold` } as object);
    const base = {
      dealId,
      holdReference: hold.reference,
      amount: 2500,
      currency: 'EUR',
      idempotencyKey: `${dealId}:refund`,
    };
    expect(await refusal(processor.refund(base))).to.include({ slug: 'payment_hold_unavailable' });
    expect(
      await processor.hold({
        dealId,
        buyerId: 'acc_buyer',
        amount: 2500,
        currency: 'EUR',
        idempotencyKey: `${dealId}:fund`,
      }),
    ).to.deep.equal(hold);
    expect(await processor.refund(base)).to.include({ kind: 'refund', status: 'succeeded' });
  });

  it('records a charge once per idempotency key', async () => {
    const processor = sandbox();
    const key = unique('topup');
    const input = { purpose: key, accountId: 'acc_buyer', amount: 500, currency: 'EUR', idempotencyKey: key };
    const [first, second] = await Promise.all([processor.charge(input), processor.charge(input)]);
    expect(first).to.include({ processor: 'sandbox', kind: 'charge', amount: 500, status: 'succeeded' });
    expect(second).to.deep.equal(first);
    expect(
      await harness()
        .mongo.db.collection('payments')
        .countDocuments({ _id: key } as object),
    ).to.equal(1);
  });
});
