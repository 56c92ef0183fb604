import { expect } from 'chai';
import type { CreditTopUpDocument, LedgerEntryDocument } from '../../services/core/credits/types.ts';
import type { ProcessorEvent } from '../../services/core/payments/processor-events.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { createCore } from '../../services/core/index.ts';
import { systemClock } from '../../shared/clock.ts';
import { newId } from '../../shared/ids.ts';
import { balanceOf, expectNoTrail, moneyTrailOf, topUp, topUpKey } from '../credits/fixtures.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { publishedEvents } from '../support/published-events.ts';

function topUpEntries(accountId: string): Promise<LedgerEntryDocument[]> {
  return harness()
    .mongo.db.collection<LedgerEntryDocument>('credit_ledger')
    .find({ accountId, kind: 'top_up' })
    .toArray();
}

function grantedEvents(accountId: string): Promise<EventRecord[]> {
  return harness()
    .mongo.db.collection<EventRecord>('outbox')
    .find({ kind: 'event', event: 'credit.granted', audience: accountId })
    .toArray();
}

/** A spending policy in EUR minor units: 1,000 euros per top-up and 1,500 per day. */
const POLICY = { perDeal: 100_000, perDay: 150_000, currency: 'EUR' };

function decide(account: TestAccount, approvalId: string, decision: 'approve' | 'reject') {
  return call('POST', `/v1/approvals/${approvalId}/${decision}`, {
    token: account.token,
    body: { comment: 'checked' },
  });
}

describe('credits: top-ups through the sandbox processor', () => {
  it('charges 10 euro cents per credit and grants the credits as a top_up entry, labelled sandbox', async () => {
    const account = await registerAccount('buyer');
    const response = await topUp(account.token, { credits: 50 });
    expect(response.status, response.text).to.equal(201);
    const result = response.body.result;
    expect(result).to.include({
      credits: 50,
      amount: 500,
      currency: 'EUR',
      status: 'succeeded',
      checkoutUrl: null,
      approvalId: null,
      failureReason: null,
    });
    expect(result.id).to.match(/^ctu_/);
    expect(result.processor).to.include({ name: 'sandbox', sandbox: true });
    expect(result.processor.reference).to.match(/^sbx_/);
    expect(response.body.messages[0].message).to.contain('sandbox');
    expect(await balanceOf(account.token)).to.equal(50);

    const [entry, ...others] = await topUpEntries(account.id);
    expect(others).to.have.length(0);
    expect(entry).to.include({ _id: result.ledgerEntryId, delta: 50, balanceAfter: 50 });
    const charge = await harness()
      .mongo.db.collection('payments')
      .findOne({ _id: `credit-top-up:${result.id}` } as object);
    expect(charge).to.include({
      kind: 'charge',
      accountId: account.id,
      amount: 500,
      currency: 'EUR',
      reference: result.processor.reference,
    });
    const stored = await harness()
      .mongo.db.collection<CreditTopUpDocument>('credit_top_ups')
      .findOne({ _id: result.id });
    expect(stored).to.include({
      status: 'succeeded',
      ledgerEntryId: entry?._id,
      reference: result.processor.reference,
    });
  });

  it('emits credit.granted to the account only, after the grant', async () => {
    const account = await registerAccount('buyer');
    const response = await topUp(account.token, { credits: 7 });
    expect(response.status, response.text).to.equal(201);
    const events = await publishedEvents({ kind: 'event', event: 'credit.granted', audience: account.id });
    expect(events).to.have.length(1);
    expect(events[0]).to.deep.include({ audience: [account.id] });
    expect(events[0]?.payload).to.deep.include({
      accountId: account.id,
      credits: 7,
      balance: 7,
      entryId: response.body.result.ledgerEntryId,
    });
  });

  it('grants once when 20 requests race with the same Idempotency-Key, and replays the first top-up', async () => {
    const account = await registerAccount('buyer');
    const headers = { 'idempotency-key': `topup-${newId('ctu')}` };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => topUp(account.token, { credits: 30 }, headers)),
    );
    const created = responses.filter((response) => response.status === 201);
    for (const response of responses.filter((candidate) => candidate.status !== 201))
      expectError(response, 409, 'idempotency_key_in_use');
    expect(created.length).to.be.at.least(1);
    const replay = await topUp(account.token, { credits: 30 }, headers);
    expect(replay.status).to.equal(201);
    expect(replay.headers.get('idempotent-replayed')).to.equal('true');
    expect(new Set([...created, replay].map((response) => response.body.result.id)).size).to.equal(1);
    expect(await balanceOf(account.token)).to.equal(30);
    expect(await topUpEntries(account.id)).to.have.length(1);
    expect(await publishedEvents({ kind: 'event', event: 'credit.granted', audience: account.id })).to.have.length(1);
  });

  it('books each distinct top-up: 10 parallel ones without a key grant 10 times', async () => {
    const account = await registerAccount('buyer');
    const responses = await Promise.all(Array.from({ length: 10 }, () => topUp(account.token, { credits: 3 })));
    for (const response of responses) expect(response.status, response.text).to.equal(201);
    expect(await balanceOf(account.token)).to.equal(30);
    expect(await topUpEntries(account.id)).to.have.length(10);
  });

  it('answers a declined charge with 402 payment_failed, keeps the top-up as failed and grants nothing', async () => {
    const account = await registerAccount('buyer');
    const headers = { 'idempotency-key': `topup-${newId('ctu')}` };
    const response = await topUp(account.token, { credits: 40, paymentMethod: 'pm_card_chargeDeclined' }, headers);
    const error = expectError(response, 402, 'payment_failed');
    const topUpId = (error.meta as { topUpId: string }).topUpId;
    const stored = await harness().mongo.db.collection<CreditTopUpDocument>('credit_top_ups').findOne({ _id: topUpId });
    expect(stored).to.include({
      accountId: account.id,
      credits: 40,
      status: 'failed',
      reference: null,
      ledgerEntryId: null,
    });
    const read = await call('GET', `/v1/credits/top-ups/${topUpId}`, { token: account.token });
    expect(read.body.result).to.include({ id: topUpId, status: 'failed', ledgerEntryId: null });
    expect(read.body.result.failureReason).to.contain('pm_card_chargeDeclined');
    expect(
      await harness()
        .mongo.db.collection('payments')
        .countDocuments({ _id: `credit-top-up:${topUpId}` } as object),
    ).to.equal(0);
    expect(await balanceOf(account.token)).to.equal(0);
    expect(await grantedEvents(account.id)).to.have.length(0);
    // A failure is not kept under the Idempotency-Key: the same request may simply be sent again.
    expectError(
      await topUp(account.token, { credits: 40, paymentMethod: 'pm_card_chargeDeclined' }, headers),
      402,
      'payment_failed',
    );
    const paid = await topUp(account.token, { credits: 40, paymentMethod: 'pm_card_visa' });
    expect(paid.status, paid.text).to.equal(201);
    expect(await balanceOf(account.token)).to.equal(40);
  });

  it('reads a top-up back for its account only; another account gets 404 resource_not_found', async () => {
    const [owner, stranger] = await Promise.all([registerAccount('buyer'), registerAccount('stranger')]);
    const created = (await topUp(owner.token, { credits: 9 })).body.result;
    const read = await call('GET', `/v1/credits/top-ups/${created.id}`, { token: owner.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result).to.deep.equal(created);
    expect(
      expectError(
        await call('GET', `/v1/credits/top-ups/${created.id}`, { token: stranger.token }),
        404,
        'resource_not_found',
      ).field,
    ).to.equal('path.id');
    expectError(
      await call('GET', `/v1/credits/top-ups/${newId('ctu')}`, { token: owner.token }),
      404,
      'resource_not_found',
    );
    const writer = await createApiKey(owner, ['credits:write']);
    expectError(await call('GET', `/v1/credits/top-ups/${created.id}`, { token: writer.secret }), 403, 'scope_missing');
  });

  it('refuses a request without a credential (401 credential_missing)', async () => {
    const response = await call('POST', '/v1/credits/top-ups', { body: { credits: 5 } });
    expectError(response, 401, 'credential_missing');
  });

  const invalid: Array<[string, unknown, string]> = [
    ['zero credits', { credits: 0 }, 'body.credits'],
    ['more than 100000 credits', { credits: 100_001 }, 'body.credits'],
    ['fractional credits', { credits: 1.5 }, 'body.credits'],
    ['credits as a string', { credits: '5' }, 'body.credits'],
    ['no credits', {}, 'body.credits'],
    ['an unknown field', { credits: 5, price: 1 }, 'body.price'],
    ['an empty payment method', { credits: 5, paymentMethod: '' }, 'body.paymentMethod'],
  ];
  for (const [label, body, field] of invalid) {
    it(`refuses ${label} with 400 validation_failed naming ${field}`, async () => {
      const account = await registerAccount('buyer');
      const response = await topUp(account.token, body);
      expect(expectError(response, 400, 'validation_failed').field).to.equal(field);
      expect(await balanceOf(account.token)).to.equal(0);
    });
  }
});

describe('credits: top-ups asked for by an API key or OAuth token wait for a human', () => {
  it('refuses a key without credits:write with 403 scope_missing and creates nothing', async () => {
    const account = await registerAccount('buyer');
    const reader = await createApiKey(account, ['credits:read']);
    expectError(await topUp(reader.secret, { credits: 5 }), 403, 'scope_missing');
    await expectNoTrail(account.id);
  });

  it('refuses a key without a spending policy with 403 spending_limit_exceeded and creates nothing', async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, null);
    const error = expectError(await topUp(key.secret, { credits: 5 }), 403, 'spending_limit_exceeded');
    expect(error.meta).to.deep.include({ credentialKind: 'api_key' });
    await expectNoTrail(account.id);
    expect((await moneyTrailOf(account.id)).approvals).to.equal(0);
  });

  it("refuses 3,000 euros past the key's 1,000-euro per-deal limit with 403 spending_limit_exceeded: nothing created, charged or granted", async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, POLICY);
    expectError(await topUp(key.secret, { credits: 30_000 }), 403, 'spending_limit_exceeded');
    await expectNoTrail(account.id);
    expect(await balanceOf(account.token)).to.equal(0);
  });

  it("refuses a top-up past the key's daily limit, counting the top-ups that wait for approval", async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, POLICY);
    expect((await topUp(key.secret, { credits: 10_000 })).status).to.equal(202);
    expectError(await topUp(key.secret, { credits: 6_000 }), 403, 'spending_limit_exceeded');
    expect((await moneyTrailOf(account.id)).topUps).to.have.length(1);
  });

  it('refuses a key whose spending policy is in another currency', async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, { ...POLICY, currency: 'USD' });
    expectError(await topUp(key.secret, { credits: 5 }), 403, 'spending_limit_exceeded');
    await expectNoTrail(account.id);
  });

  it('answers 202 awaiting_approval within the policy, moves no money, and charges and grants once a human session approves', async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, POLICY);
    const response = await topUp(key.secret, { credits: 9_000 });
    expect(response.status, response.text).to.equal(202);
    const pending = response.body.result;
    expect(pending).to.include({
      credits: 9_000,
      amount: 90_000,
      currency: 'EUR',
      status: 'awaiting_approval',
      ledgerEntryId: null,
    });
    expect(pending.approvalId).to.be.a('string');
    const waiting = await moneyTrailOf(account.id);
    expect({
      charges: waiting.charges,
      entries: waiting.topUpEntries.length,
      events: waiting.grantedEvents.length,
      approvals: waiting.approvals,
    }).to.deep.equal({
      charges: 0,
      entries: 0,
      events: 0,
      approvals: 1,
    });
    const approval = await call('GET', `/v1/approvals/${pending.approvalId}`, { token: account.token });
    expect(approval.body.result).to.deep.include({
      action: 'top_up',
      status: 'pending',
      amount: 90_000,
      currency: 'EUR',
    });

    expectError(
      await call('POST', `/v1/approvals/${pending.approvalId}/approve`, { token: key.secret, body: {} }),
      403,
      'session_required',
    );
    expect((await moneyTrailOf(account.id)).charges).to.equal(0);

    const approved = await decide(account, pending.approvalId, 'approve');
    expect(approved.status, approved.text).to.equal(200);
    const read = await call('GET', `/v1/credits/top-ups/${pending.id}`, { token: account.token });
    expect(read.body.result).to.include({ status: 'succeeded', approvalId: pending.approvalId });
    const paid = await moneyTrailOf(account.id);
    expect(paid.charges).to.equal(1);
    expect(paid.topUpEntries.map((entry) => entry._id)).to.deep.equal([read.body.result.ledgerEntryId]);
    expect(paid.grantedEvents).to.have.length(1);
    expect(await balanceOf(account.token)).to.equal(9_000);
    const applied = await call('GET', `/v1/approvals/${pending.approvalId}`, { token: account.token });
    expect(applied.body.result.status).to.equal('applied');
  });

  it("ends a rejected top-up rejected with nothing charged, and gives its amount back to the key's daily limit", async () => {
    const account = await registerAccount('buyer');
    const key = await topUpKey(account, POLICY);
    const first = (await topUp(key.secret, { credits: 10_000 })).body.result;
    const rejected = await decide(account, first.approvalId, 'reject');
    expect(rejected.status, rejected.text).to.equal(200);
    const read = await call('GET', `/v1/credits/top-ups/${first.id}`, { token: account.token });
    expect(read.body.result).to.include({ status: 'rejected', ledgerEntryId: null });
    expect(read.body.result.failureReason).to.contain('checked');
    const trail = await moneyTrailOf(account.id);
    expect({ charges: trail.charges, entries: trail.topUpEntries.length }).to.deep.equal({ charges: 0, entries: 0 });
    // 10,000 + 10,000 credits are 2,000 euros, past the 1,500 of the day unless the rejected one was withdrawn.
    expect((await topUp(key.secret, { credits: 10_000 })).status).to.equal(202);
  });

  it('refuses an OAuth token, which has no spending policy, with 403 spending_limit_exceeded: nothing created', async () => {
    const account = await registerAccount('buyer');
    const { access_token: token } = await obtainTokens(account, { scope: 'credits:read credits:write' });
    expectError(await topUp(token, { credits: 5 }), 403, 'spending_limit_exceeded');
    await expectNoTrail(account.id);
  });
});

describe('credits: processor events finish a top-up whose charge did not succeed at once', () => {
  const core = () => createCore({ db: harness().mongo.db, clock: systemClock, config: harness().config });

  /** A session's top-up whose charge `reference` the processor answered `pending`. */
  async function pendingTopUp(reference: string | null): Promise<{ account: TestAccount; topUpId: string }> {
    const account = await registerAccount('buyer');
    const now = new Date();
    const topUpId = newId('ctu');
    await harness()
      .mongo.db.collection<CreditTopUpDocument>('credit_top_ups')
      .insertOne({
        _id: topUpId,
        accountId: account.id,
        credits: 20,
        amount: 200,
        currency: 'EUR',
        status: 'pending',
        processor: 'stripe',
        reference,
        nextAction: null,
        ledgerEntryId: null,
        failureReason: null,
        approvalId: null,
        requestedBy: { accountId: account.id, kind: 'session', scopes: [], isAdmin: false, credentialId: 'ses_test' },
        paymentMethod: null,
        createdAt: now,
        updatedAt: now,
      });
    return { account, topUpId };
  }

  function event(
    topUpId: string,
    reference: string,
    fields: Partial<ProcessorEvent> & Pick<ProcessorEvent, 'type'>,
  ): ProcessorEvent {
    return {
      eventId: `evt_${newId('obx')}`,
      subject: { kind: 'top_up', id: topUpId },
      reference,
      ...fields,
    } as ProcessorEvent;
  }

  async function stored(topUpId: string): Promise<CreditTopUpDocument | null> {
    return harness().mongo.db.collection<CreditTopUpDocument>('credit_top_ups').findOne({ _id: topUpId });
  }

  it('shows the next action the payer must take, then grants once however often payment.succeeded arrives', async () => {
    const { account, topUpId } = await pendingTopUp('pi_pending');
    const events = core().processorEvents;
    const nextAction = { type: 'redirect_to_url', redirectUrl: 'https://pay.example.test/3ds' };
    await events.dispatch(event(topUpId, 'pi_pending', { type: 'payment.requires_action', nextAction }));
    const waiting = await call('GET', `/v1/credits/top-ups/${topUpId}`, { token: account.token });
    expect(waiting.body.result).to.deep.include({
      status: 'requires_action',
      nextAction,
      checkoutUrl: nextAction.redirectUrl,
    });

    const succeeded = event(topUpId, 'pi_pending', { type: 'payment.succeeded' });
    await events.dispatch(succeeded);
    await events.dispatch(succeeded);
    await core().processorEvents.dispatch(event(topUpId, 'pi_pending', { type: 'payment.succeeded' }));
    await events.dispatch(event(topUpId, 'pi_pending', { type: 'payment.failed', reason: 'late' }));
    const paid = await stored(topUpId);
    expect(paid).to.include({ status: 'succeeded', nextAction: null });
    const trail = await moneyTrailOf(account.id);
    expect(trail.topUpEntries.map((entry) => entry._id)).to.deep.equal([paid?.ledgerEntryId]);
    expect(trail.grantedEvents).to.have.length(1);
    expect(await balanceOf(account.token)).to.equal(20);
  });

  it("ends the top-up failed with the processor's reason on payment.failed, granting nothing", async () => {
    const { account, topUpId } = await pendingTopUp('pi_failing');
    await core().processorEvents.dispatch(
      event(topUpId, 'pi_failing', { type: 'payment.failed', reason: 'card_declined' }),
    );
    expect(await stored(topUpId)).to.include({ status: 'failed', failureReason: 'card_declined', ledgerEntryId: null });
    expect(await balanceOf(account.token)).to.equal(0);
  });

  it('ignores an event about another charge than the one the top-up waits for', async () => {
    const { account, topUpId } = await pendingTopUp('pi_current');
    await core().processorEvents.dispatch(event(topUpId, 'pi_other', { type: 'payment.succeeded' }));
    expect(await stored(topUpId)).to.include({ status: 'pending' });
    expect(await balanceOf(account.token)).to.equal(0);
  });

  it('fails an event that arrives before the charge is recorded, so that it is handled again later', async () => {
    const { topUpId } = await pendingTopUp(null);
    const early = await core()
      .processorEvents.dispatch(event(topUpId, 'pi_early', { type: 'payment.succeeded' }))
      .catch((error: unknown) => error);
    expect(early).to.be.instanceOf(Error).and.not.have.property('slug');
    expect(await stored(topUpId)).to.include({ status: 'pending' });
  });
});
