import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';

const EUR = (euros: number) => euros * 100;
const policy = (perDeal: number, perDay: number, currency = 'EUR') => ({ perDeal, perDay, currency });

interface MintedKey {
  id: string;
  secret: string;
  expiresAt: string | null;
  spendingPolicy: unknown;
  agentId: string | null;
}

/** POST /v1/keys with `token`, whatever credential it is. */
function mint(token: string, body: Record<string, unknown>): Promise<ApiResponse> {
  return call('POST', '/v1/keys', { token, body: { name: 'minted', ...body } });
}

async function minted(token: string, body: Record<string, unknown>): Promise<MintedKey> {
  const response = await mint(token, body);
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

function buyAs(token: string, seller: TestAccount, amount: number): Promise<ApiResponse> {
  return call('POST', '/v1/deals', {
    token,
    body: { counterpartyId: seller.id, title: 'Bulk order', amount, currency: 'EUR' },
  });
}

async function expectLive(token: string, live: boolean): Promise<void> {
  const me = await call('GET', '/v1/me', { token });
  if (live) expect(me.status, me.text).to.equal(200);
  else expectError(me, 401, 'credential_invalid');
}

const AGENT_SCOPES = ['keys:manage', 'account:read', 'deals:read', 'deals:write'];

describe('keys minted by keys and OAuth tokens: within their parent, and revoked with it', () => {
  let buyer: TestAccount;
  let seller: TestAccount;
  before(async () => {
    [buyer, seller] = await Promise.all([registerAccount('minting-buyer'), registerAccount('minting-seller')]);
  });

  it('regression: a key minted by a key with a spending policy cannot exceed it, nor fund what its parent may not', async () => {
    const parent = await minted(buyer.token, { scopes: AGENT_SCOPES, spendingPolicy: policy(EUR(5), EUR(20)) });
    const huge = expectError(
      await mint(parent.secret, { scopes: ['deals:write'], spendingPolicy: policy(EUR(10_000_000), EUR(10_000_000)) }),
      403,
      'spending_policy_exceeds_parent',
    );
    expect(huge.field).to.equal('body.spendingPolicy.perDeal');
    expect(huge.meta).to.deep.equal({ parentPolicy: policy(EUR(5), EUR(20)) });
    const perDay = await mint(parent.secret, { scopes: ['deals:write'], spendingPolicy: policy(EUR(5), EUR(21)) });
    expect(expectError(perDay, 403, 'spending_policy_exceeds_parent').field).to.equal('body.spendingPolicy.perDay');
    const currency = await mint(parent.secret, { scopes: ['deals:write'], spendingPolicy: policy(1, 1, 'USD') });
    expect(expectError(currency, 403, 'spending_policy_exceeds_parent').field).to.equal('body.spendingPolicy.currency');

    expectError(await buyAs(parent.secret, seller, EUR(1_000)), 403, 'spending_limit_exceeded');
    const child = await minted(parent.secret, { scopes: ['deals:write'], spendingPolicy: policy(EUR(5), EUR(20)) });
    expectError(await buyAs(child.secret, seller, EUR(1_000)), 403, 'spending_limit_exceeded');
    expect((await buyAs(child.secret, seller, EUR(5))).status).to.equal(201);
  });

  it('regression: a key with no spending policy mints none: its minted keys cannot commit money either', async () => {
    const parent = await minted(buyer.token, { scopes: AGENT_SCOPES });
    const refused = await mint(parent.secret, { scopes: ['deals:write'], spendingPolicy: policy(EUR(1), EUR(1)) });
    expect(expectError(refused, 403, 'spending_policy_exceeds_parent').meta).to.deep.equal({ parentPolicy: null });
  });

  it('regression: keys minted by one key share its daily limit: together they commit no more than it may', async () => {
    const parent = await minted(buyer.token, { scopes: AGENT_SCOPES, spendingPolicy: policy(EUR(10), EUR(10)) });
    const [first, second] = await Promise.all(
      [1, 2].map(() => minted(parent.secret, { scopes: AGENT_SCOPES, spendingPolicy: policy(EUR(10), EUR(10)) })),
    );
    const grandchild = await minted(first!.secret, { scopes: ['deals:write'], spendingPolicy: policy(EUR(4), EUR(4)) });
    expect((await buyAs(grandchild.secret, seller, EUR(4))).status).to.equal(201);
    expect((await buyAs(first!.secret, seller, EUR(4))).status).to.equal(201);
    const overParent = expectError(await buyAs(second!.secret, seller, EUR(4)), 403, 'spending_limit_exceeded');
    expect(overParent.message).to.include('the key that created this one');
    expect((await buyAs(second!.secret, seller, EUR(2))).status).to.equal(201);
    expectError(await buyAs(parent.secret, seller, 1), 403, 'spending_limit_exceeded');
  });

  it('regression: a minted key expires no later than the key that minted it, and names no other agent', async () => {
    const agent = await call('POST', '/v1/agents', { token: buyer.token, body: { name: 'Purchasing bot' } });
    expect(agent.status, agent.text).to.equal(201);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const parent = await minted(buyer.token, { scopes: AGENT_SCOPES, expiresAt, agentId: agent.body.result.id });
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const refused = expectError(
      await mint(parent.secret, { scopes: ['account:read'], expiresAt: later }),
      403,
      'expiry_exceeds_parent',
    );
    expect(refused).to.include({ field: 'body.expiresAt' });
    const inherited = await minted(parent.secret, { scopes: ['account:read'] });
    expect(inherited).to.include({ expiresAt, agentId: agent.body.result.id });

    const other = await call('POST', '/v1/agents', { token: buyer.token, body: { name: 'Other bot' } });
    expect(
      expectError(
        await mint(parent.secret, { scopes: ['account:read'], agentId: other.body.result.id }),
        403,
        'agent_differs_from_parent',
      ).field,
    ).to.equal('body.agentId');
  });

  it('regression: an API key minted by an OAuth token cannot commit money, as the token cannot', async () => {
    const tokens = await obtainTokens(buyer, { scope: AGENT_SCOPES.join(' ') });
    const refused = await mint(tokens.access_token, {
      scopes: ['deals:write'],
      spendingPolicy: policy(EUR(10_000_000), EUR(10_000_000)),
    });
    expect(expectError(refused, 403, 'spending_policy_exceeds_parent').meta).to.deep.equal({ parentPolicy: null });
    const key = await minted(tokens.access_token, { scopes: ['deals:write'] });
    expect(key.spendingPolicy).to.equal(null);
    expectError(await buyAs(key.secret, seller, EUR(1_000)), 403, 'spending_limit_exceeded');
    expect(key.expiresAt, 'no later than the authorization could be refreshed').to.be.a('string');
  });

  it('regression: revoking an authorized OAuth client revokes the keys its tokens minted, and the keys those minted', async () => {
    const owner = await registerAccount('minting-oauth-owner');
    const tokens = await obtainTokens(owner, { scope: AGENT_SCOPES.join(' ') });
    const key = await minted(tokens.access_token, { scopes: AGENT_SCOPES });
    const grandchild = await minted(key.secret, { scopes: ['account:read'] });
    const ownKey = await minted(owner.token, { scopes: ['account:read'] });
    await expectLive(grandchild.secret, true);

    const revoked = await call('DELETE', `/v1/auth/oauth/authorized-clients/${tokens.clientId}`, {
      token: owner.token,
    });
    expect(revoked.status, revoked.text).to.equal(200);
    await expectLive(key.secret, false);
    await expectLive(grandchild.secret, false);
    await expectLive(ownKey.secret, true);

    const listed = (await call('GET', '/v1/keys', { token: owner.token })).body.result as MintedKey[];
    const revokedAt = Object.fromEntries(listed.map((entry: any) => [entry.id, entry.revokedAt]));
    expect(revokedAt[key.id]).to.be.a('string');
    expect(revokedAt[grandchild.id]).to.be.a('string');
    expect(revokedAt[ownKey.id]).to.equal(null);

    const again = await obtainTokens(owner, { scope: 'keys:manage account:read' });
    const afterwards = await minted(again.access_token, { scopes: ['account:read'] });
    await expectLive(afterwards.secret, true);
  });

  it('regression: signing an OAuth token out revokes the keys it minted', async () => {
    const tokens = await obtainTokens(buyer, { scope: AGENT_SCOPES.join(' ') });
    const key = await minted(tokens.access_token, { scopes: ['account:read'] });
    expect((await call('POST', '/v1/auth/logout', { token: tokens.access_token })).status).to.equal(200);
    await expectLive(key.secret, false);
  });

  it('regression: revoking a key revokes every key minted below it, and only those', async () => {
    const root = await minted(buyer.token, { scopes: AGENT_SCOPES });
    const child = await minted(root.secret, { scopes: AGENT_SCOPES });
    const grandchild = await minted(child.secret, { scopes: ['account:read'] });
    const sibling = await minted(buyer.token, { scopes: AGENT_SCOPES });
    const nephew = await minted(sibling.secret, { scopes: ['account:read'] });

    const revoked = await call('DELETE', `/v1/keys/${child.id}`, { token: buyer.token });
    expect(revoked.status, revoked.text).to.equal(200);
    await expectLive(child.secret, false);
    await expectLive(grandchild.secret, false);
    await expectLive(root.secret, true);
    await expectLive(nephew.secret, true);

    expect((await call('POST', '/v1/auth/logout', { token: sibling.secret })).status).to.equal(200);
    await expectLive(nephew.secret, false);
    await expectLive(buyer.token, true);
  });

  it('regression: leaves no live key when a key is revoked while it mints: neither it (its use recorded in the same instant) nor the minted key', async () => {
    for (let round = 0; round < 40; round += 1) {
      const parent = await minted(buyer.token, { scopes: AGENT_SCOPES });
      const [mintResponse, revoked] = await Promise.all([
        mint(parent.secret, { scopes: ['account:read'] }),
        call('DELETE', `/v1/keys/${parent.id}`, { token: buyer.token }),
      ]);
      expect(revoked.status, revoked.text).to.equal(200);
      await expectLive(parent.secret, false);
      if (mintResponse.status === 201) await expectLive(mintResponse.body.result.secret, false);
      else expectError(mintResponse, 401, 'credential_invalid');
    }
  });

  it('records the parent credential on the minted key', async () => {
    const parent = await minted(buyer.token, { scopes: AGENT_SCOPES });
    const child = await minted(parent.secret, { scopes: ['account:read'] });
    const stored = await harness()
      .mongo.db.collection('api_keys')
      .findOne({ _id: child.id as never });
    expect(stored?.mintedBy).to.deep.equal({ kind: 'api_key', credentialId: parent.id });
  });
});
