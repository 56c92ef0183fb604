import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { createApiKey } from '../support/factories.ts';
import { systemClock } from '../../shared/clock.ts';
import { SpendingPolicies, type Commitment } from '../../services/core/api-keys/spending-policy.ts';
import { ApiKeysRepository } from '../../services/core/api-keys/api-keys.repository.ts';
import { SpendingLedgerRepository } from '../../services/core/api-keys/spending-ledger.repository.ts';
import { principalOf } from '../support/fault-drill.ts';
import { buyerKey, createDeal, dealIn, okStep, registerParties, type Parties } from './fixtures.ts';
import { spendingEntries } from './money-trail.ts';

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
    expectError(
      await call('POST', '/v1/deals', {
        token: secret,
        body: { counterpartyId: parties.seller.id, title: 'x', amount: 10, currency: 'USD' },
      }),
      403,
      'spending_limit_exceeded',
    );
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
    for (const refused of responses.filter((r) => r.status !== 201))
      expectError(refused, 403, 'spending_limit_exceeded');
    const keyId = (await call('GET', '/v1/keys', { token: parties.buyer.token })).body.result[0].id;
    const ledger = await harness()
      .mongo.db.collection('spending_commitments')
      .find({ credentialId: keyId })
      .sort({ sequence: 1 })
      .toArray();
    expect(ledger.map((entry) => entry.dayTotal)).to.deep.equal([300, 600, 900]);
    expect(ledger.map((entry) => entry.sequence)).to.deep.equal([1, 2, 3]);
    const createdIds = created.map((response) => `${keyId}#deal:${response.body.result.id}`);
    expect(
      ledger.map((entry) => String(entry._id)),
      'each keyed by the deal it commits',
    ).to.have.members(createdIds);
    expectError(await createAs(secret, parties, 101), 403, 'spending_limit_exceeded');
    expect((await createAs(secret, parties, 100)).status).to.equal(201);
  });

  it('counts a key once per commitment key: committing again changes nothing, withdrawing twice gives it back once', async () => {
    const parties = await registerParties();
    const key = await buyerKey(parties, { perDeal: 500, perDay: 1000 });
    const agent = await principalOf(key.secret);
    const db = harness().mongo.db;
    const policies = new SpendingPolicies({
      keys: new ApiKeysRepository(db),
      ledger: new SpendingLedgerRepository(db),
      clock: systemClock,
    });
    const commitment: Commitment = { key: 'deal:dea_once', amount: 500, currency: 'EUR' };
    await policies.commit(agent, commitment);
    await policies.commit(agent, commitment);
    await policies.commit(agent, { ...commitment, key: 'deal:dea_other' });
    expect(await spendingEntries(key.id)).to.deep.equal([
      { key: 'deal:dea_once', amount: 500 },
      { key: 'deal:dea_other', amount: 500 },
    ]);
    await policies.withdraw(agent, 'deal:dea_once');
    await policies.withdraw(agent, 'deal:dea_once');
    await policies.commit(agent, { ...commitment, key: 'deal:dea_third' });
    const ledger = await db
      .collection('spending_commitments')
      .find({ credentialId: key.id })
      .sort({ sequence: 1 })
      .toArray();
    expect(ledger.map((entry) => [entry.key, entry.amount, entry.dayTotal])).to.deep.equal([
      ['deal:dea_once', 500, 500],
      ['deal:dea_other', 500, 1000],
      ['deal:dea_once', -500, 500],
      ['deal:dea_third', 500, 1000],
    ]);
  });

  it('counts a deal once when its key creates it and funds it, and when a refused funding is retried', async () => {
    const parties = await registerParties();
    const key = await buyerKey(parties, { perDeal: 5000, perDay: 5000 });
    const created = await createDeal(parties, { token: key.secret, amount: 5000 });
    await okStep(parties.seller.token, created.id, 'propose');
    const approval = await okStep(parties.buyer.token, created.id, 'request-approval', { action: 'fund' }, 202);
    await call('POST', `/v1/approvals/${approval.id}/approve`, { token: parties.buyer.token, body: {} });
    await okStep(key.secret, created.id, 'apply-approval', { approvalId: approval.id });
    expect((await okStep(key.secret, created.id, 'fund')).status).to.equal('funded');
    expect(await spendingEntries(key.id)).to.deep.equal([{ key: `deal:${created.id}`, amount: 5000 }]);

    const { parties: others, deal } = await dealIn('approved');
    const otherKey = await buyerKey(others, { perDeal: 5000, perDay: 5000 });
    const declined = await call('POST', `/v1/deals/${deal.id}/fund`, {
      token: otherKey.secret,
      body: { paymentMethod: 'pm_card_chargeDeclined' },
    });
    expectError(declined, 402, 'payment_failed');
    expect((await okStep(otherKey.secret, deal.id, 'fund')).status, 'a second count would exceed perDay').to.equal(
      'funded',
    );
    expect(await spendingEntries(otherKey.id)).to.deep.equal([{ key: `deal:${deal.id}`, amount: 5000 }]);
  });
});
