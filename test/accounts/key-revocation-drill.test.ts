import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';

const SCOPES = ['keys:manage', 'account:read'];

async function mint(token: string): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', { token, body: { name: 'drilled', scopes: SCOPES } });
  expect(response.status, response.text).to.equal(201);
  return response.body.result;
}

async function expectRevoked(...tokens: string[]): Promise<void> {
  for (const token of tokens) expectError(await call('GET', '/v1/me', { token }), 401, 'credential_invalid');
}

/** An account whose OAuth client created a key, which created another. */
async function oauthFamily(): Promise<{ owner: TestAccount; clientId: string; tokens: string[] }> {
  const owner = await registerAccount('drill-oauth-revocation');
  const issued = await obtainTokens(owner, { scope: SCOPES.join(' ') });
  const key = await mint(issued.access_token);
  const below = await mint(key.secret);
  return { owner, clientId: issued.clientId, tokens: [issued.access_token, key.secret, below.secret] };
}

describe('revocations of credentials with the keys they created: fault drills', () => {
  it('after a stop at any point of revoking a key, it and every key below it are revoked', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'revoke-api-key',
      async setup() {
        const owner = await registerAccount('drill-key-revocation');
        const key = await mint(owner.token);
        const child = await mint(key.secret);
        const grandchild = await mint(child.secret);
        return { owner, key, below: [child.secret, grandchild.secret] };
      },
      act: async (core, { owner, key }) =>
        invoke(core, 'revokeApiKey', await principalOf(owner.token), { params: { id: key.id } }),
      async check({ owner, key, below }) {
        await expectRevoked(key.secret, ...below);
        expect((await call('GET', '/v1/me', { token: owner.token })).status).to.equal(200);
      },
    });
  });

  it('after a stop at any point of revoking an OAuth client, its tokens and the keys they created are revoked', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'revoke-oauth-client',
      setup: oauthFamily,
      act: async (core, { owner, clientId }) =>
        invoke(core, 'revokeAuthorizedOAuthClient', await principalOf(owner.token), { params: { id: clientId } }),
      check: ({ tokens }) => expectRevoked(...tokens),
    });
  });

  it('after a stop at any point of signing an OAuth token out, it and the keys it created are revoked', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'revoke-oauth-grant',
      setup: oauthFamily,
      act: async (core, { tokens }) => invoke(core, 'logout', await principalOf(tokens[0]!)),
      check: ({ tokens }) => expectRevoked(...tokens),
    });
  });
});
