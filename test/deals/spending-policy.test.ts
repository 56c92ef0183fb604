import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { createApiKey } from '../support/factories.ts';
import { createDeal, registerParties, type Parties } from './fixtures.ts';

async function keyWithPolicy(parties: Parties, spendingPolicy: Record<string, unknown>): Promise<string> {
  const response = await call('POST', '/v1/keys', {
    token: parties.buyer.token,
    body: { name: 'agent', scopes: ['deals:read', 'deals:write'], spendingPolicy },
  });
  expect(response.status, response.text).to.equal(201);
  expect(response.body.result.spendingPolicy).to.deep.equal(spendingPolicy);
  return response.body.result.secret;
}

function createAs(token: string, parties: Parties, amount: number, extra: Record<string, unknown> = {}) {
  return call('POST', '/v1/deals', {
    token,
    body: { counterpartyId: parties.seller.id, title: 'Translation', amount, currency: 'EUR', ...extra },
  });
}

describe('deals: spending policy of API keys', () => {
  it('lets a key without a spending policy commit nothing, but sell', async () => {
    const parties = await registerParties();
    const key = await createApiKey(parties.buyer, ['deals:write']);
    const listed = await call('GET', '/v1/keys', { token: parties.buyer.token });
    expect(listed.body.result.find((k: any) => k.id === key.id).spendingPolicy).to.equal(null);
    const error = expectError(await createAs(key.secret, parties, 100), 403, 'spending_limit_exceeded');
    expect(error.meta).to.deep.include({ credentialKind: 'api_key' });
    const selling = await call('POST', '/v1/deals', {
      token: key.secret,
      body: { counterpartyId: parties.seller.id, role: 'seller', title: 'Selling', amount: 100, currency: 'EUR' },
    });
    expect(selling.status, selling.text).to.equal(201);
    expect(selling.body.result).to.include({ sellerId: parties.buyer.id, buyerId: parties.seller.id });
  });

  it('does not limit a human session', async () => {
    const parties = await registerParties();
    expect((await createDeal(parties, { amount: 90_000_000 })).amount).to.equal(90_000_000);
  });

  it('refuses a deal above perDeal and one in another currency', async () => {
    const parties = await registerParties();
    const secret = await keyWithPolicy(parties, { perDeal: 1000, perDay: 5000, currency: 'EUR' });
    const tooBig = expectError(await createAs(secret, parties, 1001), 403, 'spending_limit_exceeded');
    expect(tooBig.meta).to.deep.include({ amount: 1001 });
    expectError(await call('POST', '/v1/deals', {
      token: secret,
      body: { counterpartyId: parties.seller.id, title: 'x', amount: 10, currency: 'USD' },
    }), 403, 'spending_limit_exceeded');
    expect((await createAs(secret, parties, 1000)).status).to.equal(201);
  });

  it('refuses a policy whose perDeal exceeds perDay, naming the field', async () => {
    const parties = await registerParties();
    const response = await call('POST', '/v1/keys', {
      token: parties.buyer.token,
      body: { name: 'agent', scopes: ['deals:write'], spendingPolicy: { perDeal: 10, perDay: 5, currency: 'EUR' } },
    });
    expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.spendingPolicy.perDeal' });
    const malformed = await call('POST', '/v1/keys', {
      token: parties.buyer.token,
      body: { name: 'agent', scopes: ['deals:write'], spendingPolicy: { perDeal: 10, currency: 'EUR' } },
    });
    expect(malformed.status).to.equal(400);
    expect(malformed.body.errors[0].field).to.match(/^body\.spendingPolicy/);
  });

  it('holds the daily limit under 10 parallel creations: exactly as many as fit succeed', async () => {
    const parties = await registerParties();
    const secret = await keyWithPolicy(parties, { perDeal: 300, perDay: 1000, currency: 'EUR' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => createAs(secret, parties, 300)));
    const created = responses.filter((r) => r.status === 201);
    expect(created, responses.map((r) => r.status).join(',')).to.have.length(3);
    for (const refused of responses.filter((r) => r.status !== 201)) expectError(refused, 403, 'spending_limit_exceeded');
    const keyId = (await call('GET', '/v1/keys', { token: parties.buyer.token })).body.result[0].id;
    const ledger = await harness().mongo.db.collection('spending_commitments').find({ credentialId: keyId }).sort({ sequence: 1 }).toArray();
    expect(ledger.map((entry) => entry.dayTotal)).to.deep.equal([300, 600, 900]);
    expect(ledger.map((entry) => entry.sequence)).to.deep.equal([1, 2, 3]);
    const createdIds = created.map((response) => `${keyId}#deal:${response.body.result.id}`);
    expect(ledger.map((entry) => String(entry._id)), 'each keyed by the deal it commits').to.have.members(createdIds);
    expectError(await createAs(secret, parties, 101), 403, 'spending_limit_exceeded');
    expect((await createAs(secret, parties, 100)).status).to.equal(201);
  });
});
