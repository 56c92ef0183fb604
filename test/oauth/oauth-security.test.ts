import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call, decodeResponse, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import {
  authorizationUrl,
  decide,
  NATIVE_REDIRECT,
  obtainTokens,
  pkce,
  registerClient,
  startAuthorization,
  tokenRequest,
} from './oauth-client.ts';

describe('OAuth 2.1 authorization server: refusals', () => {
  let human: TestAccount;
  before(async () => {
    human = await registerAccount('oauth-security');
  });

  async function approvedCode(options: { scope?: string; resource?: string } = {}) {
    const clientId = await registerClient();
    const started = await startAuthorization(clientId, options);
    const redirect = await decide(human, started.requestId);
    return { clientId, code: redirect.searchParams.get('code') ?? '', verifier: started.pkce.verifier, redirect };
  }

  function exchange(clientId: string, code: string, verifier: string, extra: Record<string, string> = {}) {
    return tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: NATIVE_REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
      ...extra,
    });
  }

  function expectOAuthError(response: ApiResponse, status: number, error: string): void {
    expect(response.status, response.text).to.equal(status);
    expect(response.body.error, response.text).to.equal(error);
    expect(response.body.error_description).to.be.a('string');
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expectDocumentedResponse('exchangeOAuthToken', response);
  }

  describe('authorization codes', () => {
    it('redirects with the code, the state and the issuer', async () => {
      const { redirect } = await approvedCode();
      expect(`${redirect.origin}${redirect.pathname}`).to.equal(NATIVE_REDIRECT);
      expect(redirect.searchParams.get('iss')).to.equal(harness().baseUrl);
      expect(redirect.searchParams.get('state')).to.match(/^[0-9a-f]{16}$/);
    });

    it('refuses a second use of a code and revokes the tokens the first use gave', async () => {
      const { clientId, code, verifier } = await approvedCode();
      const first = await exchange(clientId, code, verifier);
      expect(first.status, first.text).to.equal(200);
      expectDocumentedResponse('exchangeOAuthToken', first);
      expectOAuthError(await exchange(clientId, code, verifier), 400, 'invalid_grant');
      expectError(await call('GET', '/v1/me', { token: first.body.access_token }), 401, 'credential_invalid');
      expectOAuthError(
        await tokenRequest({
          grant_type: 'refresh_token',
          refresh_token: first.body.refresh_token,
          client_id: clientId,
        }),
        400,
        'invalid_grant',
      );
    });

    it('refuses a code_verifier that does not match the challenge', async () => {
      const { clientId, code } = await approvedCode();
      expectOAuthError(await exchange(clientId, code, pkce().verifier), 400, 'invalid_grant');
    });

    it('refuses a redirect_uri other than the one the code was issued for', async () => {
      const { clientId, code, verifier } = await approvedCode();
      expectOAuthError(
        await exchange(clientId, code, verifier, { redirect_uri: 'http://127.0.0.1:8976/other' }),
        400,
        'invalid_grant',
      );
    });

    it('refuses a code presented by another client', async () => {
      const { code, verifier } = await approvedCode();
      expectOAuthError(await exchange(await registerClient(), code, verifier), 400, 'invalid_grant');
    });

    it('refuses an unknown client with invalid_client (401)', async () => {
      const { code, verifier } = await approvedCode();
      expectOAuthError(await exchange('ocl_00000000000000000000000000', code, verifier), 401, 'invalid_client');
    });

    it('refuses a resource other than the one authorized, and an unsupported grant type', async () => {
      const { clientId, code, verifier } = await approvedCode();
      expectOAuthError(
        await exchange(clientId, code, verifier, { resource: `${harness().baseUrl}/mcp` }),
        400,
        'invalid_target',
      );
      expectOAuthError(
        await tokenRequest({ grant_type: 'client_credentials', client_id: clientId }),
        400,
        'unsupported_grant_type',
      );
      expectOAuthError(
        await tokenRequest({ grant_type: 'authorization_code', client_id: clientId }),
        400,
        'invalid_request',
      );
    });

    it('answers a body that cannot be parsed with the OAuth members too, at the token and the registration endpoint (Schemathesis finding)', async () => {
      const headers = { 'content-type': 'application/json' };
      const token = await call('POST', '/v1/auth/oauth/token', { headers, rawBody: '{"grant_type": ' });
      expectOAuthError(token, 400, 'invalid_request');
      expect(token.body.errors[0].slug).to.equal('malformed_json');
      const registration = await call('POST', '/v1/auth/oauth/register', { headers, rawBody: '\u00ff\u0001{' });
      expect(registration.status, registration.text).to.equal(400);
      expect(registration.body).to.include({ error: 'invalid_client_metadata' });
      expect(registration.headers.get('cache-control')).to.equal('no-store');
      expectDocumentedResponse('registerOAuthClient', registration);
    });

    it('accepts the token request as JSON too', async () => {
      const { clientId, code, verifier } = await approvedCode();
      const response = await call('POST', '/v1/auth/oauth/token', {
        body: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: NATIVE_REDIRECT,
          client_id: clientId,
          code_verifier: verifier,
        },
      });
      expect(response.status, response.text).to.equal(200);
      expect(response.body).to.include({
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'account:read listings:write',
      });
    });
  });

  describe('PKCE and redirect URIs at the authorization endpoint', () => {
    it('sends plain PKCE back to the client as invalid_request, with the state', async () => {
      const clientId = await registerClient();
      const url = authorizationUrl(clientId, pkce(), 'st4te');
      url.searchParams.set('code_challenge_method', 'plain');
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).to.equal(302);
      expectDocumentedResponse('startOAuthAuthorization', decodeResponse(302, response.headers, await response.text()));
      const back = new URL(response.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).to.equal(NATIVE_REDIRECT);
      expect(Object.fromEntries(back.searchParams)).to.include({
        error: 'invalid_request',
        state: 'st4te',
        iss: harness().baseUrl,
      });
      const json = await call('POST', '/v1/auth/oauth/authorize', {
        body: {
          client_id: clientId,
          redirect_uri: NATIVE_REDIRECT,
          response_type: 'code',
          code_challenge: pkce().challenge,
          code_challenge_method: 'plain',
        },
      });
      expect(expectError(json, 400, 'validation_failed').field).to.equal('body.code_challenge_method');
    });

    it('sends a request without a code challenge back as invalid_request', async () => {
      const url = authorizationUrl(await registerClient(), pkce(), 's');
      url.searchParams.delete('code_challenge');
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
      expect(back.searchParams.get('error')).to.equal('invalid_request');
    });

    it('never redirects to a redirect URI that was not registered, nor for an unknown client', async () => {
      const clientId = await registerClient();
      for (const redirectUri of [
        'https://attacker.example/callback',
        'http://127.0.0.1:8976/callback/../evil',
        'http://127.0.0.1:8976/other',
      ]) {
        const url = authorizationUrl(clientId, pkce(), 's', { redirectUri });
        const response = await fetch(url, { redirect: 'manual' });
        expect(response.status, redirectUri).to.equal(400);
        expect(response.headers.get('location')).to.equal(null);
        expect(((await response.json()) as { errors: Array<{ field: string }> }).errors[0]?.field).to.equal(
          'query.redirect_uri',
        );
      }
      const unknownUrl = authorizationUrl('ocl_00000000000000000000000000', pkce(), 's');
      const unknown = await call('GET', `${unknownUrl.pathname}${unknownUrl.search}`);
      expect(unknown.status).to.equal(400);
      expect(unknown.headers.get('location')).to.equal(null);
      expect(unknown.body.errors[0].field).to.equal('query.client_id');
      expectDocumentedResponse('startOAuthAuthorization', unknown);
    });

    it('regression: refuses at authorization a loopback redirect URI that registration refuses (user info), and sends no code there', async () => {
      const clientId = await registerClient({ redirect_uris: ['http://127.0.0.1:7777/cb'] });
      for (const redirectUri of ['http://evil@127.0.0.1:9999/cb', 'http://a:b@127.0.0.1:7777/cb']) {
        const url = authorizationUrl(clientId, pkce(), 's', { redirectUri });
        const started = await fetch(url, { redirect: 'manual' });
        expect(started.status, redirectUri).to.equal(400);
        expect(started.headers.get('location')).to.equal(null);
        const error = ((await started.json()) as { errors: Array<{ field: string; message: string }> }).errors[0];
        expect(error).to.deep.include({ field: 'query.redirect_uri' });
        expect(error?.message).to.include('user info');

        const body = Object.fromEntries(url.searchParams);
        const recorded = await call('POST', '/v1/auth/oauth/authorize', { body });
        expect(expectError(recorded, 400, 'validation_failed').field).to.equal('body.redirect_uri');
      }
    });

    it('accepts a loopback redirect URI on another port, as native clients need', async () => {
      const clientId = await registerClient();
      const { requestId } = await startAuthorization(clientId, { redirectUri: 'http://127.0.0.1:51234/callback' });
      const redirect = await decide(human, requestId);
      expect(redirect.origin).to.equal('http://127.0.0.1:51234');
    });

    it('refuses to register redirect URIs that could leak codes: http off loopback, fragments, other schemes', async () => {
      for (const uri of [
        'http://example.com/callback',
        'https://client.example/cb#fragment',
        'javascript:alert(1)',
        'http://127.0.0.2.nip.io/cb',
      ]) {
        const response = await call('POST', '/v1/auth/oauth/register', { body: { redirect_uris: [uri] } });
        expect(response.status, uri).to.equal(400);
        expect(response.body.error, `${uri}: ${response.text}`).to.be.oneOf([
          'invalid_redirect_uri',
          'invalid_client_metadata',
        ]);
        expect(response.body.errors[0].field).to.match(/^body\.redirect_uris/);
        expectDocumentedResponse('registerOAuthClient', response);
      }
    });

    it('sends unknown scopes and foreign resources back to the client', async () => {
      const clientId = await registerClient();
      const scope = authorizationUrl(clientId, pkce(), 's', { scope: 'account:read root:everything' });
      expect(
        new URL((await fetch(scope, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('error'),
      ).to.equal('invalid_scope');
      const resource = authorizationUrl(clientId, pkce(), 's', { resource: 'https://elsewhere.example/api' });
      expect(
        new URL((await fetch(resource, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get(
          'error',
        ),
      ).to.equal('invalid_target');
    });
  });

  describe('consent', () => {
    it('refuses to let an API key or an OAuth token read or decide a consent request', async () => {
      const { requestId } = await startAuthorization(await registerClient());
      const key = await createApiKey(human, ['account:read']);
      const oauthToken = (await obtainTokens(human)).access_token;
      for (const token of [key.secret, oauthToken]) {
        expectError(await call('GET', `/v1/auth/oauth/requests/${requestId}`, { token }), 403, 'session_required');
        expectError(
          await call('POST', `/v1/auth/oauth/requests/${requestId}/decision`, { token, body: { decision: 'approve' } }),
          403,
          'session_required',
        );
      }
      expectError(await call('GET', `/v1/auth/oauth/requests/${requestId}`), 401, 'credential_missing');
      const pending = await call('GET', `/v1/auth/oauth/requests/${requestId}`, { token: human.token });
      expect(pending.body.result.status).to.equal('pending');
    });

    it('decides a request once, and sends a denial back as access_denied', async () => {
      const { requestId, state } = await startAuthorization(await registerClient());
      const denied = await decide(human, requestId, 'deny');
      expect(Object.fromEntries(denied.searchParams)).to.include({ error: 'access_denied', state });
      const again = await call('POST', `/v1/auth/oauth/requests/${requestId}/decision`, {
        token: human.token,
        body: { decision: 'approve' },
      });
      expect(expectError(again, 409, 'invalid_transition').meta).to.deep.include({ currentState: 'denied' });
      expect(
        (await call('GET', `/v1/auth/oauth/requests/${requestId}`, { token: human.token })).body.result.status,
      ).to.equal('denied');
    });

    it('lets the human narrow the scopes but not widen them', async () => {
      const { requestId } = await startAuthorization(await registerClient(), { scope: 'account:read' });
      const wider = await call('POST', `/v1/auth/oauth/requests/${requestId}/decision`, {
        token: human.token,
        body: { decision: 'approve', scopes: ['account:read', 'keys:manage'] },
      });
      expect(expectError(wider, 400, 'validation_failed').field).to.equal('body.scopes');
      expectError(
        await call('GET', '/v1/auth/oauth/requests/ocr_00000000000000000000000000', { token: human.token }),
        404,
        'resource_not_found',
      );
    });
  });

  describe('audiences', () => {
    it('refuses a token minted for /mcp on the REST API, and one minted for the REST API on /mcp', async () => {
      const mcpToken = (await obtainTokens(human, { resource: `${harness().baseUrl}/mcp` })).access_token;
      const onRest = await call('GET', '/v1/me', { token: mcpToken });
      expectError(onRest, 401, 'credential_invalid');
      expect(onRest.headers.get('www-authenticate')).to.include('resource_metadata=');
      const apiToken = (await obtainTokens(human)).access_token;
      expect((await call('GET', '/v1/me', { token: apiToken })).status).to.equal(200);
      const onMcp = await fetch(new URL('/mcp', harness().baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiToken}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(onMcp.status).to.equal(401);
      expect(onMcp.headers.get('www-authenticate')).to.equal(
        `Bearer realm="marketplace-api", resource_metadata="${harness().baseUrl}/.well-known/oauth-protected-resource/mcp"`,
      );
    });
  });

  describe('refresh tokens', () => {
    it('narrows the scope on refresh but never widens it', async () => {
      const tokens = await obtainTokens(human);
      const narrowed = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: tokens.clientId,
        scope: 'account:read',
      });
      expect(narrowed.status, narrowed.text).to.equal(200);
      expect(narrowed.body.scope).to.equal('account:read');
      const wider = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: narrowed.body.refresh_token,
        client_id: tokens.clientId,
        scope: 'account:read keys:manage',
      });
      expectOAuthError(wider, 400, 'invalid_scope');
      const back = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: narrowed.body.refresh_token,
        client_id: tokens.clientId,
      });
      expect(back.body.scope).to.equal('account:read listings:write');
    });
  });

  describe('logout', () => {
    it('ends the access token that signs out together with its refresh token', async () => {
      const tokens = await obtainTokens(human);
      const signedOut = await call('POST', '/v1/auth/logout', { token: tokens.access_token });
      expect(signedOut.status, signedOut.text).to.equal(200);
      expectDocumentedResponse('logout', signedOut);
      expectError(await call('GET', '/v1/me', { token: tokens.access_token }), 401, 'credential_invalid');
      expectOAuthError(
        await tokenRequest({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: tokens.clientId,
        }),
        400,
        'invalid_grant',
      );
      expect((await call('GET', '/v1/me', { token: human.token })).status).to.equal(200);
    });
  });

  describe('authorized clients', () => {
    it('lists the clients holding tokens, and revoking one ends its tokens', async () => {
      const owner = await registerAccount('oauth-owner');
      const tokens = await obtainTokens(owner, { scope: 'account:read' });
      const listed = await call('GET', '/v1/auth/oauth/authorized-clients', { token: owner.token });
      expectDocumentedResponse('listAuthorizedOAuthClients', listed);
      expect(listed.body.result).to.have.length(1);
      expect(listed.body.result[0]).to.deep.include({
        id: tokens.clientId,
        clientId: tokens.clientId,
        name: 'Test client',
        scopes: ['account:read'],
        resources: [harness().baseUrl],
      });
      expectError(
        await call('GET', '/v1/auth/oauth/authorized-clients', { token: tokens.access_token }),
        403,
        'session_required',
      );
      const revoked = await call('DELETE', `/v1/auth/oauth/authorized-clients/${tokens.clientId}`, {
        token: owner.token,
      });
      expectDocumentedResponse('revokeAuthorizedOAuthClient', revoked);
      expectError(await call('GET', '/v1/me', { token: tokens.access_token }), 401, 'credential_invalid');
      expectOAuthError(
        await tokenRequest({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: tokens.clientId,
        }),
        400,
        'invalid_grant',
      );
      expect(
        (await call('GET', '/v1/auth/oauth/authorized-clients', { token: owner.token })).body.result,
      ).to.deep.equal([]);
      expectError(
        await call('DELETE', '/v1/auth/oauth/authorized-clients/ocl_00000000000000000000000000', {
          token: owner.token,
        }),
        404,
        'resource_not_found',
      );
    });
  });

  describe('confidential clients', () => {
    it('shows the secret once and requires it at the token endpoint', async () => {
      const registered = await call('POST', '/v1/auth/oauth/register', {
        body: { redirect_uris: [NATIVE_REDIRECT], token_endpoint_auth_method: 'client_secret_post' },
      });
      expectDocumentedResponse('registerOAuthClient', registered);
      const { client_id: clientId, client_secret: secret } = registered.body;
      expect(secret).to.be.a('string');
      const { requestId, pkce: challenge } = await startAuthorization(clientId);
      const code = (await decide(human, requestId)).searchParams.get('code') ?? '';
      const fields = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: NATIVE_REDIRECT,
        client_id: clientId,
        code_verifier: challenge.verifier,
      };
      expectOAuthError(await tokenRequest(fields), 401, 'invalid_client');
      expectOAuthError(await tokenRequest({ ...fields, client_secret: 'wrong' }), 401, 'invalid_client');
      expect((await tokenRequest({ ...fields, client_secret: secret })).status).to.equal(200);
    });
  });
});
