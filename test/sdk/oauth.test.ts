import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import {
  authorizationUrl,
  codeFromCallback,
  createPkce,
  exchangeCode,
  MarketplaceError,
  refreshToken,
} from '../../sdk/src/index.ts';
import { consentRequestIdOf } from '../oauth/oauth-client.ts';
import { harness } from '../support/root-hooks.ts';
import { registerThroughSdk, sdkClient } from './support.ts';

const REDIRECT_URI = 'http://127.0.0.1:8976/callback';

/** What the human's browser does with the authorization URL: follows it to the consent request the service made. */
async function consentRequestOf(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, await response.text()).to.equal(302);
  return consentRequestIdOf(response.headers.get('location'));
}

describe('SDK: OAuth 2.1 with PKCE', () => {
  it('authorizes with an S256 challenge, exchanges the code, calls with the token and rotates it', async () => {
    const human = await registerThroughSdk('sdk-oauth-human');
    const anonymous = sdkClient();
    const registered = await anonymous.registerOAuthClient({
      body: { client_name: 'SDK test app', redirect_uris: [REDIRECT_URI] },
    });
    const clientId = registered.client_id;
    const pkce = await createPkce();
    expect(pkce.verifier).to.match(/^[A-Za-z0-9_-]{43}$/);
    const state = randomBytes(8).toString('hex');
    const url = authorizationUrl({
      baseUrl: harness().baseUrl,
      clientId,
      redirectUri: REDIRECT_URI,
      scope: ['account:read', 'deals:read'],
      state,
      challenge: pkce.challenge,
    });

    const requestId = await consentRequestOf(url);
    const consent = await human.client.getOAuthConsentRequest({ id: requestId });
    expect(consent.scopes.map((granted) => granted.scope)).to.have.members(['account:read', 'deals:read']);
    const decided = await human.client.decideOAuthConsentRequest({ id: requestId, body: { decision: 'approve' } });
    expect(() => codeFromCallback(decided.redirectUrl, 'another-state')).to.throw(/state/);
    const code = codeFromCallback(decided.redirectUrl, state);

    let tokens = await exchangeCode(anonymous, { clientId, code, redirectUri: REDIRECT_URI, verifier: pkce.verifier });
    const client = sdkClient({ token: () => tokens.access_token });
    expect((await client.getMe()).account.id).to.equal(human.id);
    const outOfScope = await client
      .createDeal({ body: { counterpartyId: human.id, title: 't', amount: 100, currency: 'EUR' } })
      .catch((error: unknown) => error);
    expect(outOfScope).to.be.instanceOf(MarketplaceError);
    expect(outOfScope).to.include({ status: 403, slug: 'scope_missing' });

    const used = tokens.refresh_token!;
    tokens = await refreshToken(anonymous, { clientId, refreshToken: used });
    expect(tokens.refresh_token).to.not.equal(used);
    expect((await client.getMe()).account.id, 'the client asks its token function again').to.equal(human.id);
    const reused = await refreshToken(anonymous, { clientId, refreshToken: used }).catch((error: unknown) => error);
    expect(reused).to.be.instanceOf(MarketplaceError);
    expect(reused).to.include({ status: 400, slug: 'invalid_grant' });
  });

  it('reports a denied consent from the callback', async () => {
    const human = await registerThroughSdk('sdk-oauth-denier');
    const anonymous = sdkClient();
    const { client_id: clientId } = await anonymous.registerOAuthClient({
      body: { client_name: 'Denied app', redirect_uris: [REDIRECT_URI] },
    });
    const pkce = await createPkce();
    const authorization = await anonymous.authorizeOAuth({
      body: {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        scope: 'account:read',
        state: 'st-1',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      },
    });
    const decided = await human.client.decideOAuthConsentRequest({
      id: authorization.requestId,
      body: { decision: 'deny' },
    });
    expect(() => codeFromCallback(decided.redirectUrl, 'st-1')).to.throw(/access_denied/);
  });
});
