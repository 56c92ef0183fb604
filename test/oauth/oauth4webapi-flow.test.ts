import { expect } from 'chai';
import * as oauth from 'oauth4webapi';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { consentRequestIdOf, NATIVE_REDIRECT } from './oauth-client.ts';

const insecure = { [oauth.allowInsecureRequests]: true };

/** oauth4webapi, an OAuth client nobody here wrote, against the running service over loopback HTTP. */
describe('OAuth 2.1 with a stock client (oauth4webapi)', () => {
  let human: TestAccount;
  before(async () => {
    human = await registerAccount('oauth-human');
  });

  it('discovers, registers, authorizes with PKCE, exchanges, calls /v1/me, rotates, and revokes the family on refresh reuse', async function () {
    this.timeout(60_000);
    const base = harness().baseUrl;

    // A bare 401 names the resource metadata; it names the authorization server.
    const bare = await fetch(`${base}/v1/me`);
    expect(bare.status).to.equal(401);
    expect(bare.headers.get('www-authenticate')).to.equal(
      `Bearer realm="marketplace-api", resource_metadata="${base}/.well-known/oauth-protected-resource"`,
    );
    const unknownToken = await oauth
      .protectedResourceRequest('not-a-token', 'GET', new URL(`${base}/v1/me`), undefined, undefined, insecure)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(unknownToken).to.be.instanceOf(oauth.WWWAuthenticateChallengeError);
    const [challenge] = (unknownToken as oauth.WWWAuthenticateChallengeError).cause;
    expect(challenge?.scheme).to.equal('bearer');
    expect(challenge?.parameters.resource_metadata).to.equal(`${base}/.well-known/oauth-protected-resource`);
    const resource = await oauth.processResourceDiscoveryResponse(
      new URL(base),
      await oauth.resourceDiscoveryRequest(new URL(base), insecure),
    );
    expect(resource.authorization_servers).to.deep.equal([base]);
    expectDocumentedResponse('getApiResourceMetadata', await call('GET', '/.well-known/oauth-protected-resource'));
    const issuer = new URL(resource.authorization_servers![0]!);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    );
    expect(as.code_challenge_methods_supported).to.deep.equal(['S256']);
    expectDocumentedResponse(
      'getOAuthAuthorizationServerMetadata',
      await call('GET', '/.well-known/oauth-authorization-server'),
    );

    // RFC 7591 registration of a public native client; metadata it does not know is ignored.
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          client_name: 'oauth4webapi test',
          redirect_uris: [NATIVE_REDIRECT],
          token_endpoint_auth_method: 'none',
          tos_uri: 'https://example.test/tos',
        } as Partial<oauth.Client>,
        insecure,
      ),
    );
    const client: oauth.Client = { client_id: registered.client_id, token_endpoint_auth_method: 'none' };
    expect(registered).to.not.have.property('client_secret');

    // The browser goes to the authorization endpoint and on to the consent request.
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint!);
    authorizationUrl.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: NATIVE_REDIRECT,
      response_type: 'code',
      scope: 'account:read listings:write deals:read',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      resource: base,
    }).toString();
    const toConsent = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(toConsent.status).to.equal(302);
    const consentPath = `/v1/auth/oauth/requests/${consentRequestIdOf(toConsent.headers.get('location'))}`;

    // A signed-in human reads the request and approves it, narrowed to two scopes.
    const consent = await call('GET', consentPath, { token: human.token });
    expectDocumentedResponse('getOAuthConsentRequest', consent);
    expect(consent.body.result).to.deep.include({ status: 'pending', redirectUri: NATIVE_REDIRECT, resource: base });
    expect(consent.body.result.scopes.map((entry: { scope: string }) => entry.scope)).to.deep.equal([
      'account:read',
      'listings:write',
      'deals:read',
    ]);
    const decision = await call('POST', `${consentPath}/decision`, {
      token: human.token,
      body: { decision: 'approve', scopes: ['account:read', 'deals:read'] },
    });
    expectDocumentedResponse('decideOAuthConsentRequest', decision);

    // The client checks the authorization response (state, iss) and exchanges the code with its verifier.
    const callback = oauth.validateAuthResponse(as, client, new URL(decision.body.result.redirectUrl), state);
    const codeResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      callback,
      NATIVE_REDIRECT,
      verifier,
      { ...insecure, additionalParameters: { resource: base } },
    );
    expect(codeResponse.headers.get('cache-control')).to.equal('no-store');
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, codeResponse);
    expect(tokens).to.include({ token_type: 'bearer', expires_in: 3600, scope: 'account:read deals:read' });

    // The access token works on REST with the granted scopes only.
    const me = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(`${base}/v1/me`),
      undefined,
      undefined,
      insecure,
    );
    expect(me.status).to.equal(200);
    const principal = ((await me.json()) as { result: { principal: { kind: string; scopes: string[] } } }).result
      .principal;
    expect(principal).to.deep.equal({ kind: 'oauth', scopes: ['account:read', 'deals:read'], agentId: null });
    const write = await call('POST', '/v1/listings', { token: tokens.access_token, body: {} });
    expect(write.status).to.equal(403);
    expect(write.body.errors[0].slug).to.equal('scope_missing');

    // Refreshing rotates: a new pair, and the new access token works.
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
    );
    expect(rotated.refresh_token).to.be.a('string').and.not.equal(tokens.refresh_token);
    expect((await call('GET', '/v1/me', { token: rotated.access_token })).status).to.equal(200);

    // Presenting the used refresh token again is refused, and the whole family dies with it.
    const reuse = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure);
    const refusal = await oauth.processRefreshTokenResponse(as, client, reuse).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).to.be.instanceOf(oauth.ResponseBodyError);
    expect(refusal).to.include({ error: 'invalid_grant', status: 400 });
    const afterReuse = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), rotated.refresh_token!, insecure);
    expect(
      await oauth.processRefreshTokenResponse(as, client, afterReuse).then(
        () => null,
        (error: unknown) => (error as oauth.ResponseBodyError).error,
      ),
    ).to.equal('invalid_grant');
    const revoked = await call('GET', '/v1/me', { token: rotated.access_token });
    expect(revoked.status).to.equal(401);
    expect(revoked.body.errors[0].slug).to.equal('credential_invalid');
    expect((await call('GET', '/v1/me', { token: tokens.access_token })).status).to.equal(401);
  });
});
