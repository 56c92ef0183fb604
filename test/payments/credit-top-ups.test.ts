import { expect } from 'chai';
import { CreditTopUpsRepository } from '../../services/core/credits/credit-top-ups.repository.ts';
import type { CreditTopUpDocument, LedgerEntryDocument } from '../../services/core/credits/types.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { newId } from '../../shared/ids.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

function topUp(token: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return call('POST', '/v1/credits/top-ups', { token, body, headers });
}

async function balanceOf(token: string): Promise<number> {
  const response = await call('GET', '/v1/credits', { token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.balance;
}

function topUpEntries(accountId: string): Promise<LedgerEntryDocument[]> {
  return harness().mongo.db.collection<LedgerEntryDocument>('credit_ledger').find({ accountId, kind: 'top_up' }).toArray();
}

function grantedEvents(accountId: string): Promise<EventRecord[]> {
  return harness().mongo.db.collection<EventRecord>('outbox').find({ kind: 'event', event: 'credit.granted', audience: accountId }).toArray();
}

function expectError(response: ApiResponse, status: number, slug: string): Record<string, unknown> {
  expect(response.status, response.text).to.equal(status);
  expect(response.body.errors[0].slug, response.text).to.equal(slug);
  return response.body.errors[0];
}

describe('credits: top-ups through the sandbox processor', () => {
  it('charges 10 euro cents per credit and grants the credits as a top_up entry, labelled sandbox', async () => {
    const account = await registerAccount('buyer');
    const response = await topUp(account.token, { credits: 50 });
    expect(response.status, response.text).to.equal(201);
    const result = response.body.result;
    expect(result).to.include({ credits: 50, amount: 500, currency: 'EUR', status: 'succeeded', checkoutUrl: null });
    expect(result.id).to.match(/^ctu_/);
    expect(result.processor).to.include({ name: 'sandbox', sandbox: true });
    expect(result.processor.reference).to.match(/^sbx_/);
    expect(response.body.messages[0].message).to.contain('sandbox');
    expect(await balanceOf(account.token)).to.equal(50);

    const [entry, ...others] = await topUpEntries(account.id);
    expect(others).to.have.length(0);
    expect(entry).to.include({ _id: result.ledgerEntryId, delta: 50, balanceAfter: 50 });
    const charge = await harness().mongo.db.collection('payments').findOne({ _id: `credit-top-up:${result.id}` } as object);
    expect(charge).to.include({ kind: 'charge', accountId: account.id, amount: 500, currency: 'EUR', reference: result.processor.reference });
    const stored = await harness().mongo.db.collection<CreditTopUpDocument>('credit_top_ups').findOne({ _id: result.id });
    expect(stored).to.include({ status: 'succeeded', ledgerEntryId: entry?._id, reference: result.processor.reference });
  });

  it('emits credit.granted to the account only, after the grant', async () => {
    const account = await registerAccount('buyer');
    const response = await topUp(account.token, { credits: 7 });
    expect(response.status, response.text).to.equal(201);
    const events = await grantedEvents(account.id);
    expect(events).to.have.length(1);
    expect(events[0]).to.deep.include({ audience: [account.id], deliveredAt: null });
    expect(events[0]?.payload).to.deep.include({ accountId: account.id, credits: 7, balance: 7, entryId: response.body.result.ledgerEntryId });
  });

  it('grants once when 20 requests race with the same Idempotency-Key, and replays the first top-up', async () => {
    const account = await registerAccount('buyer');
    const headers = { 'idempotency-key': `topup-${newId('ctu')}` };
    const responses = await Promise.all(Array.from({ length: 20 }, () => topUp(account.token, { credits: 30 }, headers)));
    const created = responses.filter((response) => response.status === 201);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) expectError(response, 409, 'idempotency_key_in_use');
    expect(created.length).to.be.at.least(1);
    const replay = await topUp(account.token, { credits: 30 }, headers);
    expect(replay.status).to.equal(201);
    expect(replay.headers.get('idempotent-replayed')).to.equal('true');
    expect(new Set([...created, replay].map((response) => response.body.result.id)).size).to.equal(1);
    expect(await balanceOf(account.token)).to.equal(30);
    expect(await topUpEntries(account.id)).to.have.length(1);
    expect(await grantedEvents(account.id)).to.have.length(1);
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
    expect(stored).to.include({ accountId: account.id, credits: 40, status: 'failed', reference: null, ledgerEntryId: null });
    const read = await call('GET', `/v1/credits/top-ups/${topUpId}`, { token: account.token });
    expect(read.body.result).to.include({ id: topUpId, status: 'failed', ledgerEntryId: null });
    expect(await harness().mongo.db.collection('payments').countDocuments({ _id: `credit-top-up:${topUpId}` } as object)).to.equal(0);
    expect(await balanceOf(account.token)).to.equal(0);
    expect(await grantedEvents(account.id)).to.have.length(0);
    // A failure is not kept under the Idempotency-Key: the same request may simply be sent again.
    expectError(await topUp(account.token, { credits: 40, paymentMethod: 'pm_card_chargeDeclined' }, headers), 402, 'payment_failed');
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
    expect(expectError(await call('GET', `/v1/credits/top-ups/${created.id}`, { token: stranger.token }), 404, 'resource_not_found').field).to.equal('path.id');
    expectError(await call('GET', `/v1/credits/top-ups/${newId('ctu')}`, { token: owner.token }), 404, 'resource_not_found');
    const writer = await createApiKey(owner, ['credits:write']);
    expectError(await call('GET', `/v1/credits/top-ups/${created.id}`, { token: writer.secret }), 403, 'scope_missing');
  });

  it('lets exactly one of 20 parallel claims grant a top-up', async () => {
    const topUps = new CreditTopUpsRepository(harness().mongo.db);
    const topUpId = newId('ctu');
    const claims = await Promise.all(Array.from({ length: 20 }, () => topUps.claimGrant(topUpId, new Date())));
    expect(claims.filter(Boolean)).to.have.length(1);
  });

  it('refuses a request without a credential (401 credential_missing)', async () => {
    const response = await call('POST', '/v1/credits/top-ups', { body: { credits: 5 } });
    expectError(response, 401, 'credential_missing');
  });

  it('refuses an API key without credits:write (403 scope_missing) and accepts one with it', async () => {
    const account = await registerAccount('buyer');
    const reader = await createApiKey(account, ['credits:read']);
    expectError(await topUp(reader.secret, { credits: 5 }), 403, 'scope_missing');
    const writer = await createApiKey(account, ['credits:read', 'credits:write']);
    expect((await topUp(writer.secret, { credits: 5 })).status).to.equal(201);
    expect(await balanceOf(account.token)).to.equal(5);
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
