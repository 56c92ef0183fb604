import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { startCardServer, TRANSLATOR_CARD, type CardServer } from './card-server.ts';

async function createAgent(owner: TestAccount, body: Record<string, unknown>) {
  const response = await call('POST', '/v1/agents', { token: owner.token, body });
  expect(response.status, response.text).to.equal(201);
  expectDocumentedResponse('createAgent', response);
  return response.body.result;
}

describe('agents: registration, cards and public profiles', () => {
  let cards: CardServer;
  let owner: TestAccount;

  before(async () => {
    cards = await startCardServer();
    cards.cards.set('/.well-known/agent-card.json', {
      status: 200,
      type: 'application/json',
      body: JSON.stringify(TRANSLATOR_CARD),
    });
    cards.cards.set('/html', { status: 200, type: 'text/html', body: '<html>not a card</html>' });
    cards.cards.set('/garbled', { status: 200, type: 'application/json', body: '{"name": ' });
    cards.cards.set('/nameless', { status: 200, type: 'application/json', body: JSON.stringify({ skills: [] }) });
    owner = await registerAccount('agent-owner');
  });

  after(() => cards.close());

  it('registers an agent and stores what its A2A card says', async () => {
    const agent = await createAgent(owner, {
      name: 'Scout',
      description: 'Looks for translators.',
      homepage: 'https://scout.example.com',
      agentCardUrl: `${cards.url}/.well-known/agent-card.json`,
    });
    expect(agent).to.include({
      name: 'Scout',
      description: 'Looks for translators.',
      homepage: 'https://scout.example.com',
    });
    expect(agent.id).to.match(/^agt_/);
    expect(agent.publicFields).to.deep.equal([]);
    expect(agent.keyIds).to.deep.equal([]);
    expect(agent.card).to.include({
      status: 'read',
      error: null,
      name: 'Translator Bot',
      description: 'Finds translators and registers leads.',
      url: 'https://agents.example.com/a2a',
    });
    expect(agent.card.skills).to.deep.equal([
      { id: 'find-translator', name: 'Find a translator', description: 'Searches the marketplace for translators.' },
      { id: 'register-lead', name: 'Register a lead', description: null },
    ]);
    const read = await call('GET', `/v1/agents/${agent.id}`, { token: owner.token });
    expectDocumentedResponse('getAgent', read);
    expect(read.body.result).to.deep.equal(agent);
  });

  for (const [path, reason] of [
    ['/missing', /HTTP 404/],
    ['/html', /text\/html/],
    ['/garbled', /not valid JSON/],
    ['/nameless', /no name/],
  ] as const) {
    it(`records a card at ${path} that cannot be read as unreadable, with the reason`, async () => {
      const agent = await createAgent(owner, { name: 'Unlucky', agentCardUrl: `${cards.url}${path}` });
      expect(agent.card).to.include({ status: 'unreadable', name: null, url: null });
      expect(agent.card.error).to.match(reason);
      expect(agent.card.skills).to.deep.equal([]);
    });
  }

  for (const url of [
    'http://10.0.0.1/card.json',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/card.json',
  ]) {
    it(`refuses the card URL ${url} with 400 naming body.agentCardUrl and stores nothing`, async () => {
      const before = await call('GET', '/v1/agents?limit=100', { token: owner.token });
      const refused = expectError(
        await call('POST', '/v1/agents', { token: owner.token, body: { name: 'Sneaky', agentCardUrl: url } }),
        400,
        'validation_failed',
      );
      expect(refused.field).to.equal('body.agentCardUrl');
      const after = await call('GET', '/v1/agents?limit=100', { token: owner.token });
      expect(after.body.result.length).to.equal(before.body.result.length);
    });
  }

  it('refuses invalid input naming the field', async () => {
    expect(
      expectError(await call('POST', '/v1/agents', { token: owner.token, body: {} }), 400, 'validation_failed').field,
    ).to.equal('body.name');
    expect(
      expectError(
        await call('POST', '/v1/agents', { token: owner.token, body: { name: 'X', homepage: 'ftp://x.example' } }),
        400,
        'validation_failed',
      ).field,
    ).to.equal('body.homepage');
    const unknownField = await call('POST', '/v1/agents', {
      token: owner.token,
      body: { name: 'X', publicFields: ['email'] },
    });
    expect(expectError(unknownField, 400, 'validation_failed').field).to.match(/^body\.publicFields/);
  });

  it('updates fields, fetches the card again when agentCardUrl is given, and drops it with null', async () => {
    const path = '/changing-card.json';
    cards.cards.set(path, { status: 200, type: 'application/json', body: JSON.stringify({ name: 'First name' }) });
    const agent = await createAgent(owner, { name: 'Changer', agentCardUrl: `${cards.url}${path}` });
    expect(agent.card.name).to.equal('First name');
    cards.cards.set(path, { status: 200, type: 'application/json', body: JSON.stringify({ name: 'Second name' }) });

    const renamed = await call('PATCH', `/v1/agents/${agent.id}`, {
      token: owner.token,
      body: { name: 'Renamed', description: 'now described' },
    });
    expectDocumentedResponse('updateAgent', renamed);
    expect(renamed.body.result).to.include({ name: 'Renamed', description: 'now described' });
    expect(renamed.body.result.card.name, 'not fetched without agentCardUrl').to.equal('First name');

    const refetched = await call('PATCH', `/v1/agents/${agent.id}`, {
      token: owner.token,
      body: { agentCardUrl: `${cards.url}${path}` },
    });
    expect(refetched.body.result.card.name).to.equal('Second name');

    const dropped = await call('PATCH', `/v1/agents/${agent.id}`, {
      token: owner.token,
      body: { agentCardUrl: null, description: null },
    });
    expect(dropped.body.result).to.include({ agentCardUrl: null, card: null, description: null, name: 'Renamed' });
    expect(
      expectError(
        await call('PATCH', `/v1/agents/${agent.id}`, { token: owner.token, body: {} }),
        400,
        'validation_failed',
      ),
    ).to.be.an('object');
  });

  it('shows the public profile with only the fields marked public, to anyone, and 404 when none is', async () => {
    const agent = await createAgent(owner, {
      name: 'Public Scout',
      description: 'A private description.',
      homepage: 'https://public-scout.example.com',
      agentCardUrl: `${cards.url}/.well-known/agent-card.json`,
      publicFields: ['name', 'card'],
    });
    const profile = await call('GET', `/v1/agents/${agent.id}/profile`);
    expect(profile.status, profile.text).to.equal(200);
    expectDocumentedResponse('getAgentProfile', profile);
    expect(profile.body.result).to.deep.equal({
      id: agent.id,
      name: 'Public Scout',
      card: {
        name: TRANSLATOR_CARD.name,
        description: TRANSLATOR_CARD.description,
        url: TRANSLATOR_CARD.url,
        skills: agent.card.skills,
      },
    });
    expect(profile.text).to.not.include('A private description').and.not.include('public-scout.example.com');

    await call('PATCH', `/v1/agents/${agent.id}`, { token: owner.token, body: { publicFields: ['homepage'] } });
    expect((await call('GET', `/v1/agents/${agent.id}/profile`)).body.result).to.deep.equal({
      id: agent.id,
      homepage: 'https://public-scout.example.com',
    });

    await call('PATCH', `/v1/agents/${agent.id}`, { token: owner.token, body: { publicFields: [] } });
    expectError(await call('GET', `/v1/agents/${agent.id}/profile`), 404, 'resource_not_found');
    expectError(await call('GET', '/v1/agents/agt_doesnotexist/profile'), 404, 'resource_not_found');
  });

  it("lists the account's agents newest first, in cursor pages", async () => {
    const lister = await registerAccount('agent-lister');
    const first = await createAgent(lister, { name: 'One' });
    const second = await createAgent(lister, { name: 'Two' });
    const page = await call('GET', '/v1/agents?limit=1', { token: lister.token });
    expectDocumentedResponse('listAgents', page);
    expect(page.body.result.map((agent: { id: string }) => agent.id)).to.deep.equal([second.id]);
    const next = await call('GET', `/v1/agents?limit=1&cursor=${page.body.result_info.next_cursor}`, {
      token: lister.token,
    });
    expect(next.body.result.map((agent: { id: string }) => agent.id)).to.deep.equal([first.id]);
    expect(next.body.result_info.next_cursor).to.equal(null);
  });

  it('deletes an agent, after which it is gone', async () => {
    const agent = await createAgent(owner, { name: 'Short-lived', publicFields: ['name'] });
    const deleted = await call('DELETE', `/v1/agents/${agent.id}`, { token: owner.token });
    expectDocumentedResponse('deleteAgent', deleted);
    expect(deleted.body.result).to.deep.equal({ id: agent.id, deleted: true });
    expectError(await call('GET', `/v1/agents/${agent.id}`, { token: owner.token }), 404, 'resource_not_found');
    expectError(await call('GET', `/v1/agents/${agent.id}/profile`), 404, 'resource_not_found');
    expectError(await call('DELETE', `/v1/agents/${agent.id}`, { token: owner.token }), 404, 'resource_not_found');
  });

  it('replays a create under the same Idempotency-Key instead of registering twice', async () => {
    const replayer = await registerAccount('agent-replayer');
    const options = { token: replayer.token, body: { name: 'Once' }, headers: { 'Idempotency-Key': 'agent-once-1' } };
    const [a, b] = await Promise.all([call('POST', '/v1/agents', options), call('POST', '/v1/agents', options)]);
    const created = [a, b].filter((response) => response.status === 201);
    expect(created.length, `${a.text} ${b.text}`).to.be.at.least(1);
    const replay = await call('POST', '/v1/agents', options);
    expect(replay.status, replay.text).to.equal(201);
    expect(replay.body.result.id).to.equal(created[0]!.body.result.id);
    expect((await call('GET', '/v1/agents', { token: replayer.token })).body.result).to.have.length(1);
  });

  describe('scope and ownership', () => {
    let stranger: TestAccount;
    let agentId: string;

    before(async () => {
      stranger = await registerAccount('agent-stranger');
      agentId = (await createAgent(owner, { name: 'Guarded', publicFields: ['name'] })).id;
    });

    const ownerOperations = (id: string): Array<[string, string, unknown]> => [
      ['GET', `/v1/agents/${id}`, undefined],
      ['PATCH', `/v1/agents/${id}`, { name: 'Taken over' }],
      ['DELETE', `/v1/agents/${id}`, undefined],
    ];

    it('answers 404 to another account for every owner operation, and lists none of its agents', async () => {
      for (const [method, path, body] of ownerOperations(agentId)) {
        expectError(await call(method, path, { token: stranger.token, body }), 404, 'resource_not_found');
      }
      expect(
        (await call('GET', '/v1/agents', { token: stranger.token })).body.result.map(
          (agent: { id: string }) => agent.id,
        ),
      ).to.not.include(agentId);
      expect(
        (await call('GET', `/v1/agents/${agentId}`, { token: owner.token })).body.result.name,
        'unchanged',
      ).to.equal('Guarded');
    });

    it('refuses every owner operation without a credential (401), but serves the public profile', async () => {
      for (const [method, path, body] of [
        ['GET', '/v1/agents', undefined],
        ['POST', '/v1/agents', { name: 'x' }],
        ...ownerOperations(agentId),
      ] as Array<[string, string, unknown]>) {
        expectError(await call(method, path, { body }), 401, 'credential_missing');
      }
      expect((await call('GET', `/v1/agents/${agentId}/profile`)).status).to.equal(200);
    });

    it('refuses a key without agents:read or agents:manage (403 scope_missing), and reads need only agents:read', async () => {
      const none = await createApiKey(owner, ['account:read']);
      for (const [method, path, body] of [
        ['GET', '/v1/agents', undefined],
        ['POST', '/v1/agents', { name: 'x' }],
        ...ownerOperations(agentId),
      ] as Array<[string, string, unknown]>) {
        expectError(await call(method, path, { token: none.secret, body }), 403, 'scope_missing');
      }
      const reader = await createApiKey(owner, ['agents:read']);
      expect((await call('GET', `/v1/agents/${agentId}`, { token: reader.secret })).status).to.equal(200);
      expect((await call('GET', '/v1/agents', { token: reader.secret })).status).to.equal(200);
      expectError(
        await call('POST', '/v1/agents', { token: reader.secret, body: { name: 'x' } }),
        403,
        'scope_missing',
      );
      expectError(
        await call('PATCH', `/v1/agents/${agentId}`, { token: reader.secret, body: { name: 'x' } }),
        403,
        'scope_missing',
      );
      expectError(await call('DELETE', `/v1/agents/${agentId}`, { token: reader.secret }), 403, 'scope_missing');
      const manager = await createApiKey(owner, ['agents:manage']);
      const created = await call('POST', '/v1/agents', { token: manager.secret, body: { name: 'Made by a key' } });
      expect(created.status, created.text).to.equal(201);
    });
  });
});
