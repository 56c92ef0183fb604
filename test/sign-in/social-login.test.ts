import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { CALLBACK_URL, MARKETPLACE_CLIENT, TestOpenIdProvider, type TestUser } from './openid-provider.ts';
import { startSignInSystem, type SignInSystem } from './sign-in-system.ts';

const PROVIDER = 'test-idp';

function person(label: string, overrides: Partial<TestUser> = {}): TestUser {
  return {
    sub: `${label}-${randomBytes(4).toString('hex')}`,
    email: uniqueEmail(label),
    emailVerified: true,
    name: `Test ${label}`,
    ...overrides,
  };
}

describe('sign-in: social login at an OpenID provider (authorization code with PKCE)', function () {
  this.timeout(60_000);
  let openId: TestOpenIdProvider;
  let signIn: SignInSystem;

  before(async function () {
    this.timeout(120_000);
    openId = await TestOpenIdProvider.start();
    signIn = await startSignInSystem('social-login', {
      socialProviders: [
        {
          id: PROVIDER,
          name: 'Test IdP',
          issuer: openId.issuer,
          clientId: MARKETPLACE_CLIENT.id,
          clientSecret: MARKETPLACE_CLIENT.secret,
          scopes: ['openid', 'email', 'profile'],
        },
      ],
    });
  });

  after(async () => {
    await signIn?.stop();
    await openId?.stop();
  });

  async function authorizeUrl(provider = PROVIDER, redirectUri = CALLBACK_URL): Promise<ApiResponse> {
    const response = await signIn.api(
      'GET',
      `/v1/auth/social/${provider}/authorize-url?redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    expectDocumentedResponse('getSocialAuthorizeUrl', response);
    return response;
  }

  async function redeem(
    body: { code: string; state: string; redirectUri: string },
    provider = PROVIDER,
  ): Promise<ApiResponse> {
    const response = await signIn.api('POST', `/v1/auth/social/${provider}`, { body });
    expectDocumentedResponse('loginWithSocialProvider', response);
    return response;
  }

  /** Starts a sign-in, goes through the provider as the user, and answers what the provider sent back. */
  async function throughProvider(user: TestUser): Promise<{ code: string; state: string }> {
    const started = await authorizeUrl();
    expect(started.status, started.text).to.equal(200);
    openId.signInAs(user);
    const back = await openId.authorize(started.body.result.url);
    expect(back.get('state')).to.equal(started.body.result.state);
    return { code: back.get('code')!, state: back.get('state')! };
  }

  it('lists the configured provider', async () => {
    const response = await signIn.api('GET', '/v1/auth/social/providers');
    expectDocumentedResponse('listSocialProviders', response);
    expect(response.body.result).to.deep.equal([{ id: PROVIDER, name: 'Test IdP' }]);
  });

  it('builds the authorization URL from discovery with state, nonce and an S256 PKCE challenge', async () => {
    const response = await authorizeUrl();
    expect(response.status, response.text).to.equal(200);
    const { url, state, expiresAt } = response.body.result;
    const authorization = new URL(url);
    expect(`${authorization.origin}${authorization.pathname}`).to.equal(`${openId.issuer}/auth`);
    const query = Object.fromEntries(authorization.searchParams);
    expect(query).to.include({
      response_type: 'code',
      client_id: MARKETPLACE_CLIENT.id,
      redirect_uri: CALLBACK_URL,
      scope: 'openid email profile',
      state,
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(query.nonce).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - signIn.clock.now().getTime()).to.be.within(9 * 60_000, 10 * 60_000);
  });

  it('signs in with the code, creating the account of the verified email; a second sign-in finds it', async () => {
    const user = person('social');
    const first = await redeem({ ...(await throughProvider(user)), redirectUri: CALLBACK_URL });
    expect(first.status, first.text).to.equal(200);
    expect(first.body.result.account).to.include({ email: user.email, displayName: user.name });
    const me = await signIn.api('GET', '/v1/me', { token: first.body.result.token });
    expect(me.body.result.account.id).to.equal(first.body.result.account.id);
    const second = await redeem({ ...(await throughProvider(user)), redirectUri: CALLBACK_URL });
    expect(second.status, second.text).to.equal(200);
    expect(second.body.result.account.id).to.equal(first.body.result.account.id);
  });

  it('links to the existing account that has the verified email', async () => {
    const user = person('linked');
    const registered = await signIn.api('POST', '/v1/auth/register', {
      body: { email: user.email, password: 'social-password' },
    });
    const response = await redeem({ ...(await throughProvider(user)), redirectUri: CALLBACK_URL });
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.account.id).to.equal(registered.body.result.account.id);
  });

  it('refuses an email the provider did not verify', async () => {
    const response = await redeem({
      ...(await throughProvider(person('unverified', { emailVerified: false }))),
      redirectUri: CALLBACK_URL,
    });
    expect(expectError(response, 401, 'credential_invalid').message).to.match(/email_verified/);
  });

  it('uses a state once: the replay is refused', async () => {
    const callback = { ...(await throughProvider(person('replay'))), redirectUri: CALLBACK_URL };
    expect((await redeem(callback)).status).to.equal(200);
    const replay = expectError(await redeem(callback), 401, 'credential_invalid');
    expect(replay).to.include({ field: 'body.state' });
    expect(replay.message).to.match(/already used/);
  });

  it('refuses an unknown state, another redirectUri, and a code the provider does not know', async () => {
    const callback = await throughProvider(person('mismatch'));
    expect(
      expectError(
        await redeem({ ...callback, state: 'not-a-state', redirectUri: CALLBACK_URL }),
        401,
        'credential_invalid',
      ).field,
    ).to.equal('body.state');
    expect(
      expectError(
        await redeem({ ...callback, redirectUri: 'https://app.example.test/other' }),
        401,
        'credential_invalid',
      ).field,
    ).to.equal('body.redirectUri');
    const badCode = expectError(
      await redeem({ ...callback, code: 'forged-code', redirectUri: CALLBACK_URL }),
      401,
      'credential_invalid',
    );
    expect(badCode).to.include({ field: 'body.code' });
    expect(badCode.message).to.match(/invalid_grant/);
  });

  it('refuses a state older than 10 minutes', async () => {
    const callback = await throughProvider(person('late'));
    signIn.clock.advance(10 * 60_000 + 1000);
    const late = expectError(await redeem({ ...callback, redirectUri: CALLBACK_URL }), 401, 'credential_invalid');
    expect(late.message).to.match(/expired/);
  });

  it('answers 404 naming an unknown provider, and 400 for a redirectUri outside the allowed origins', async () => {
    expect(expectError(await authorizeUrl('nobody'), 404, 'resource_not_found').field).to.equal('path.provider');
    expect(
      expectError(
        await redeem({ code: 'c', state: 's', redirectUri: CALLBACK_URL }, 'nobody'),
        404,
        'resource_not_found',
      ).message,
    ).to.include('"nobody"');
    expect(
      expectError(await authorizeUrl(PROVIDER, 'https://evil.example/callback'), 400, 'validation_failed').field,
    ).to.equal('query.redirectUri');
  });
});

describe('sign-in: a service with no social provider configured', () => {
  it('lists none, and answers 404 for a provider and 401 for an ID token', async () => {
    const providers = await call('GET', '/v1/auth/social/providers');
    expectDocumentedResponse('listSocialProviders', providers);
    expect(providers.body.result).to.deep.equal([]);
    const url = await call(
      'GET',
      `/v1/auth/social/google/authorize-url?redirectUri=${encodeURIComponent('http://localhost/cb')}`,
    );
    expectDocumentedResponse('getSocialAuthorizeUrl', url);
    expectError(url, 404, 'resource_not_found');
    const login = await call('POST', '/v1/auth/social/google', {
      body: { code: 'c', state: 's', redirectUri: 'http://localhost/cb' },
    });
    expectDocumentedResponse('loginWithSocialProvider', login);
    expectError(login, 404, 'resource_not_found');
    const unsigned = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"iss":"https://idp.example"}').toString('base64url')}.c2ln`;
    const idp = await call('POST', '/v1/auth/idp', { body: { idToken: unsigned } });
    expectDocumentedResponse('loginWithIdentityProvider', idp);
    expect(expectError(idp, 401, 'credential_invalid').message).to.match(/not a configured identity provider/);
  });
});
