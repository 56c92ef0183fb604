import { expect } from 'chai';
import { call } from '../support/http.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

describe('API keys', () => {
  it('shows the secret once, stores only its hash and never reveals it again', async () => {
    const account = await registerAccount('keyholder');
    const key = await createApiKey(account, ['account:read', 'claims:write']);
    expect(key.secret).to.match(/^mk_key_/);

    const responses = [
      await call('GET', '/v1/keys', { token: account.token }),
      await call('GET', '/v1/me', { token: key.secret }),
      await call('GET', '/v1/keys', { token: key.secret }),
      await call('DELETE', `/v1/keys/${key.id}`, { token: account.token }),
      await call('GET', '/v1/keys', { token: account.token }),
    ];
    for (const response of responses) expect(response.text).not.to.include(key.secret);

    const listed = responses[0]!.body.result as Array<Record<string, unknown>>;
    expect(listed.map((entry) => entry.id)).to.include(key.id);
    for (const entry of listed) expect(entry).not.to.have.any.keys('secret', 'secretHash');

    const stored = await harness()
      .mongo.db.collection('api_keys')
      .findOne({ _id: key.id as never });
    expect(JSON.stringify(stored)).not.to.include(key.secret);
  });

  it('authenticates with its scopes only', async () => {
    const account = await registerAccount('limited');
    const key = await createApiKey(account, ['account:read']);
    const me = await call('GET', '/v1/me', { token: key.secret });
    expect(me.status).to.equal(200);
    expect(me.body.result.principal).to.deep.equal({
      kind: 'api_key',
      scopes: ['account:read'],
      keyId: key.id,
      agentId: null,
    });
    const refused = await call('POST', '/v1/keys', {
      token: key.secret,
      body: { name: 'child', scopes: ['account:read'] },
    });
    expect(refused.status).to.equal(403);
    expect(refused.body.errors[0].slug).to.equal('scope_missing');
  });

  it('cannot grant a scope it does not hold', async () => {
    const account = await registerAccount('escalator');
    const key = await createApiKey(account, ['keys:manage', 'account:read']);
    const refused = await call('POST', '/v1/keys', {
      token: key.secret,
      body: { name: 'wider', scopes: ['claims:write'] },
    });
    expect(refused.status).to.equal(403);
    expect(refused.body.errors[0]).to.include({ slug: 'scope_not_held', field: 'body.scopes' });
    const allowed = await call('POST', '/v1/keys', {
      token: key.secret,
      body: { name: 'narrower', scopes: ['account:read'] },
    });
    expect(allowed.status).to.equal(201);
  });

  it('refuses unknown scopes by name', async () => {
    const account = await registerAccount('typo');
    const response = await call('POST', '/v1/keys', {
      token: account.token,
      body: { name: 'k', scopes: ['claims:wrtie'] },
    });
    expect(response.status).to.equal(400);
    expect(response.body.errors[0].field).to.equal('body.scopes.0');
  });

  it('stops working once revoked', async () => {
    const account = await registerAccount('revoker');
    const key = await createApiKey(account, ['account:read']);
    expect((await call('GET', '/v1/me', { token: key.secret })).status).to.equal(200);
    const revoked = await call('DELETE', `/v1/keys/${key.id}`, { token: account.token });
    expect(revoked.status).to.equal(200);
    expect(revoked.body.result.id).to.equal(key.id);
    const after = await call('GET', '/v1/me', { token: key.secret });
    expect(after.status).to.equal(401);
    expect(after.body.errors[0].slug).to.equal('credential_invalid');
  });

  it("does not let one account revoke another's key, and does not reveal that it exists", async () => {
    const owner = await registerAccount('owner');
    const stranger = await registerAccount('stranger');
    const key = await createApiKey(owner, ['account:read']);
    const response = await call('DELETE', `/v1/keys/${key.id}`, { token: stranger.token });
    expect(response.status).to.equal(404);
    expect(response.body.errors[0].slug).to.equal('resource_not_found');
    expect((await call('GET', '/v1/me', { token: key.secret })).status).to.equal(200);
  });

  it('refuses an API key where only a human session may act', async () => {
    const account = await registerAccount('automation');
    const key = await createApiKey(account, ['account:read', 'account:write']);
    const response = await call('POST', '/v1/auth/password', {
      token: key.secret,
      body: { newPassword: 'key-set-password' },
    });
    expect(response.status).to.equal(403);
    expect(response.body.errors[0].slug).to.equal('session_required');
  });

  it('lists the grantable scopes with descriptions', async () => {
    const account = await registerAccount('reader');
    const response = await call('GET', '/v1/keys/scopes', { token: account.token });
    const scopes = (response.body.result as Array<{ scope: string; description: string }>).map((entry) => entry.scope);
    expect(scopes).to.include.members(['claims:write', 'webhooks:manage', 'deals:human-gate', 'keys:manage']);
  });

  it("pages through the account's keys with limit and cursor, newest first", async () => {
    const account = await registerAccount('many-keys');
    const created = [];
    for (let index = 0; index < 5; index += 1) created.push((await createApiKey(account, ['account:read'])).id);
    const first = await call('GET', '/v1/keys?limit=2', { token: account.token });
    expect(first.body.result_info).to.include({ count: 2, limit: 2 });
    const seen: string[] = first.body.result.map((key: { id: string }) => key.id);
    let cursor: string | null = first.body.result_info.next_cursor;
    while (cursor) {
      const next = await call('GET', `/v1/keys?limit=2&cursor=${cursor}`, { token: account.token });
      seen.push(...next.body.result.map((key: { id: string }) => key.id));
      cursor = next.body.result_info.next_cursor;
    }
    expect(seen).to.deep.equal([...created].reverse());
  });
});
