import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { publishMandate, claimBody } from '../claims/fixtures.ts';

async function createAgent(owner: TestAccount, name: string): Promise<string> {
  const response = await call('POST', '/v1/agents', { token: owner.token, body: { name } });
  expect(response.status, response.text).to.equal(201);
  return response.body.result.id;
}

async function agentKey(
  owner: TestAccount,
  agentId: string,
  scopes: string[],
): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', { token: owner.token, body: { name: 'agent key', scopes, agentId } });
  expect(response.status, response.text).to.equal(201);
  expectDocumentedResponse('createApiKey', response);
  expect(response.body.result.agentId).to.equal(agentId);
  return { id: response.body.result.id, secret: response.body.result.secret };
}

describe('agents: keys bound to an agent, and the writes they record', () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  let agentId: string;

  before(async () => {
    [owner, stranger] = await Promise.all([registerProvider('agent-key-owner'), registerAccount('agent-key-stranger')]);
    agentId = await createAgent(owner, 'Deal Maker');
  });

  it("shows the agent context in GET /v1/me: the key's agent, none for a session or an unbound key", async () => {
    const key = await agentKey(owner, agentId, ['account:read']);
    const me = await call('GET', '/v1/me', { token: key.secret });
    expectDocumentedResponse('getMe', me);
    expect(me.body.result.principal).to.include({ kind: 'api_key', keyId: key.id, agentId });
    expect(me.body.result.agent).to.deep.equal({ id: agentId, name: 'Deal Maker' });

    const session = await call('GET', '/v1/me', { token: owner.token });
    expect(session.body.result.principal).to.include({ kind: 'session', agentId: null });
    expect(session.body.result.agent).to.equal(null);
    const unbound = await createApiKey(owner, ['account:read']);
    expect((await call('GET', '/v1/me', { token: unbound.secret })).body.result.agent).to.equal(null);
  });

  it('binds and unbinds a key; the agent lists its active keys', async () => {
    const key = await createApiKey(owner, ['account:read']);
    const bound = await call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId } });
    expectDocumentedResponse('bindApiKeyAgent', bound);
    expect(bound.body.result).to.include({ id: key.id, agentId });
    expect((await call('GET', `/v1/agents/${agentId}`, { token: owner.token })).body.result.keyIds).to.include(key.id);
    expect((await call('GET', '/v1/me', { token: key.secret })).body.result.principal.agentId).to.equal(agentId);

    const unbound = await call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId: null } });
    expect(unbound.body.result.agentId).to.equal(null);
    expect((await call('GET', `/v1/agents/${agentId}`, { token: owner.token })).body.result.keyIds).to.not.include(
      key.id,
    );
    expect((await call('GET', '/v1/me', { token: key.secret })).body.result.agent).to.equal(null);
  });

  it("lists each agent with its own active keys only: not another agent's, not a revoked one", async () => {
    const lister = await registerAccount('agent-key-lister');
    const [scout, closer, idle] = [
      await createAgent(lister, 'Scout'),
      await createAgent(lister, 'Closer'),
      await createAgent(lister, 'Idle'),
    ];
    const scoutKeys = [
      await agentKey(lister, scout, ['account:read']),
      await agentKey(lister, scout, ['listings:read']),
    ];
    const closerKey = await agentKey(lister, closer, ['account:read']);
    const revoked = await agentKey(lister, closer, ['account:read']);
    expect((await call('DELETE', `/v1/keys/${revoked.id}`, { token: lister.token })).status).to.equal(200);
    const listed = await call('GET', '/v1/agents?limit=10', { token: lister.token });
    expectDocumentedResponse('listAgents', listed);
    const keysOf = (id: string) => listed.body.result.find((agent: { id: string }) => agent.id === id)?.keyIds;
    expect(keysOf(scout)).to.have.members(scoutKeys.map((key) => key.id));
    expect(keysOf(closer)).to.deep.equal([closerKey.id]);
    expect(keysOf(idle)).to.deep.equal([]);
  });

  it("refuses another account's agent (404 naming body.agentId) at creation and at binding, and another account's key (404 path.id)", async () => {
    const foreignAgent = await createAgent(stranger, 'Not yours');
    const atCreation = await call('POST', '/v1/keys', {
      token: owner.token,
      body: { name: 'k', scopes: ['account:read'], agentId: foreignAgent },
    });
    expect(expectError(atCreation, 404, 'resource_not_found').field).to.equal('body.agentId');
    const key = await createApiKey(owner, ['account:read']);
    expect(
      expectError(
        await call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId: foreignAgent } }),
        404,
        'resource_not_found',
      ).field,
    ).to.equal('body.agentId');
    expect(
      expectError(
        await call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId: 'agt_unknown' } }),
        404,
        'resource_not_found',
      ).field,
    ).to.equal('body.agentId');
    expect(
      expectError(
        await call('POST', `/v1/keys/${key.id}/agent`, { token: stranger.token, body: { agentId: foreignAgent } }),
        404,
        'resource_not_found',
      ).field,
    ).to.equal('path.id');
    expect(
      (await call('GET', '/v1/keys', { token: owner.token })).body.result.find(
        (item: { id: string }) => item.id === key.id,
      ).agentId,
    ).to.equal(null);
  });

  it('regression: a key bound to an agent while it is revoked stays revoked', async () => {
    for (let round = 0; round < 20; round += 1) {
      const key = await agentKey(owner, agentId, ['account:read']);
      const [bound, revoked] = await Promise.all([
        call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId: null } }),
        call('DELETE', `/v1/keys/${key.id}`, { token: owner.token }),
      ]);
      expect([bound.status, revoked.status], bound.text).to.deep.equal([200, 200]);
      expectError(await call('GET', '/v1/me', { token: key.secret }), 401, 'credential_invalid');
    }
  });

  it('refuses binding without keys:manage (403) or a credential (401)', async () => {
    const key = await createApiKey(owner, ['account:read']);
    const weak = await createApiKey(owner, ['account:read', 'agents:manage']);
    expectError(
      await call('POST', `/v1/keys/${key.id}/agent`, { token: weak.secret, body: { agentId } }),
      403,
      'scope_missing',
    );
    expectError(await call('POST', `/v1/keys/${key.id}/agent`, { body: { agentId } }), 401, 'credential_missing');
    expectError(
      await call('POST', `/v1/keys/${key.id}/agent`, { token: owner.token, body: { agentId: 'not an id!' } }),
      400,
      'validation_failed',
    );
  });

  it('refuses to delete an agent while an active key is bound to it (409 agent_in_use); revoking the key frees it', async () => {
    const busy = await createAgent(owner, 'Busy');
    const key = await agentKey(owner, busy, ['account:read']);
    const refused = expectError(
      await call('DELETE', `/v1/agents/${busy}`, { token: owner.token }),
      409,
      'agent_in_use',
    );
    expect(refused.meta).to.deep.equal({ keyIds: [key.id] });
    expect((await call('DELETE', `/v1/keys/${key.id}`, { token: owner.token })).status).to.equal(200);
    const deleted = await call('DELETE', `/v1/agents/${busy}`, { token: owner.token });
    expect(deleted.status, deleted.text).to.equal(200);
  });

  it('records the agent on deals it creates and on the history entries it writes, in views and deal events', async () => {
    const buyer = await registerAccount('agent-deal-buyer');
    const key = await agentKey(owner, agentId, ['deals:read', 'deals:write']);
    const created = await call('POST', '/v1/deals', {
      token: key.secret,
      body: {
        counterpartyId: buyer.id,
        role: 'seller',
        title: 'Translation of a contract',
        amount: 12_000,
        currency: 'EUR',
      },
    });
    expect(created.status, created.text).to.equal(201);
    expectDocumentedResponse('createDeal', created);
    const deal = created.body.result;
    expect(deal.createdByAgent).to.equal(agentId);
    expect(deal.history[0]).to.include({ by: owner.id, byAgent: agentId });

    const proposed = await call('POST', `/v1/deals/${deal.id}/propose`, { token: buyer.token });
    expect(proposed.status, proposed.text).to.equal(200);
    expect(proposed.body.result.history[1]).to.include({ by: buyer.id, byAgent: null });
    expect(proposed.body.result.createdByAgent).to.equal(agentId);
    const cancelled = await call('POST', `/v1/deals/${deal.id}/cancel`, { token: key.secret, body: {} });
    expect(cancelled.status, cancelled.text).to.equal(200);
    expect(cancelled.body.result.history[2]).to.include({ by: owner.id, byAgent: agentId });

    const events = harness().mongo.db.collection('outbox');
    const createdEvent = await events.findOne({ event: 'deal.created', 'payload.deal.id': deal.id });
    expect(createdEvent?.payload.deal.createdByAgent).to.equal(agentId);
    const changes = await events.find({ event: 'deal.status_changed', 'payload.deal.id': deal.id }).toArray();
    expect(changes.map((event) => [event.payload.to, event.payload.byAgent])).to.have.deep.members([
      ['proposed', null],
      ['cancelled', agentId],
    ]);
  });

  it("records the agent and the key that asked for an approval on it and its approval.requested event; a session's request names neither", async () => {
    const seller = await registerAccount('agent-approval-seller');
    const response = await call('POST', '/v1/keys', {
      token: owner.token,
      body: {
        name: 'gate key',
        scopes: ['deals:read', 'deals:write', 'deals:human-gate'],
        agentId,
        spendingPolicy: { perDeal: 50_000, perDay: 50_000, currency: 'EUR' },
      },
    });
    expect(response.status, response.text).to.equal(201);
    const secret = response.body.result.secret;
    const askFunding = async (token: string): Promise<Record<string, any>> => {
      const deal = await call('POST', '/v1/deals', {
        token,
        body: { counterpartyId: seller.id, title: 'Logo drafts', amount: 9_900, currency: 'EUR' },
      });
      expect(deal.status, deal.text).to.equal(201);
      expect((await call('POST', `/v1/deals/${deal.body.result.id}/propose`, { token })).status).to.equal(200);
      const asked = await call('POST', `/v1/deals/${deal.body.result.id}/request-approval`, {
        token,
        body: { action: 'fund' },
      });
      expect(asked.status, asked.text).to.equal(202);
      expectDocumentedResponse('requestDealApproval', asked);
      return asked.body.result;
    };

    const byAgent = await askFunding(secret);
    expect(byAgent.requestedByAgent).to.equal(agentId);
    const read = await call('GET', `/v1/approvals/${byAgent.id}`, { token: owner.token });
    expectDocumentedResponse('getApproval', read);
    expect(read.body.result).to.include({
      requestedBy: owner.id,
      requestedByAgent: agentId,
      requestedByKey: response.body.result.id,
    });
    const event = await harness()
      .mongo.db.collection('outbox')
      .findOne({ event: 'approval.requested', 'payload.approval.id': byAgent.id });
    expect(event?.payload.approval.requestedByAgent).to.equal(agentId);

    expect(await askFunding(owner.token)).to.include({ requestedByAgent: null, requestedByKey: null });
  });

  it("records the agent on listings it creates, in the view and the listing.created event; a session's listing names none", async () => {
    const key = await agentKey(owner, agentId, ['listings:read', 'listings:write']);
    const body = {
      category: 'businesses',
      title: 'Contract translation by an agent',
      description: 'Translations of contracts, German and English.',
      facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10' },
    };
    const created = await call('POST', '/v1/listings', { token: key.secret, body });
    expect(created.status, created.text).to.equal(201);
    expectDocumentedResponse('createListing', created);
    expect(created.body.result.createdByAgent).to.equal(agentId);
    expect(
      (await call('GET', `/v1/listings/${created.body.result.id}`)).body.result.createdByAgent,
      'public view',
    ).to.equal(agentId);
    const event = await harness()
      .mongo.db.collection('outbox')
      .findOne({ event: 'listing.created', 'payload.listing.id': created.body.result.id });
    expect(event?.payload.listing.createdByAgent).to.equal(agentId);
    const bySession = await call('POST', '/v1/listings', { token: owner.token, body });
    expect(bySession.body.result.createdByAgent).to.equal(null);
  });

  it("records the agent on claims it registers; a session's claim names none", async () => {
    const provider = await registerAccount('agent-claim-provider');
    const mandate = await publishMandate(provider.token);
    const key = await agentKey(owner, agentId, ['claims:read', 'claims:write']);
    const byAgent = await call('POST', '/v1/claims', { token: key.secret, body: claimBody(mandate.id) });
    expect(byAgent.status, byAgent.text).to.equal(201);
    expectDocumentedResponse('createClaim', byAgent);
    expect(byAgent.body.result.createdByAgent).to.equal(agentId);
    const seen = await call('GET', `/v1/claims/${byAgent.body.result.id}`, { token: provider.token });
    expect(seen.body.result.createdByAgent, 'the provider sees it too').to.equal(agentId);
    const bySession = await call('POST', '/v1/claims', { token: owner.token, body: claimBody(mandate.id) });
    expect(bySession.body.result.createdByAgent).to.equal(null);
  });
});
