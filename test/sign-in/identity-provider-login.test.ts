import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { uniqueEmail } from '../support/factories.ts';
import type { ApiResponse } from '../support/http.ts';
import { MARKETPLACE_CLIENT, OTHER_CLIENT, TestOpenIdProvider, type TestUser } from './openid-provider.ts';
import { startSignInSystem, type SignInSystem } from './sign-in-system.ts';

function person(label: string): TestUser {
  return { sub: `${label}-${randomBytes(4).toString('hex')}`, email: uniqueEmail(label), emailVerified: true };
}

const nonce = () => randomBytes(16).toString('base64url');

describe('sign-in: ID tokens of an identity provider (POST /v1/auth/idp)', function () {
  this.timeout(60_000);
  let openId: TestOpenIdProvider;
  let unconfigured: TestOpenIdProvider;
  let signIn: SignInSystem;

  before(async function () {
    this.timeout(120_000);
    [openId, unconfigured] = await Promise.all([TestOpenIdProvider.start(), TestOpenIdProvider.start()]);
    signIn = await startSignInSystem('identity-provider', {
      socialProviders: [
        {
          id: 'test-idp',
          name: 'Test IdP',
          issuer: openId.issuer,
          clientId: MARKETPLACE_CLIENT.id,
          clientSecret: MARKETPLACE_CLIENT.secret,
          scopes: ['openid', 'email'],
        },
      ],
    });
  });

  after(async () => {
    await signIn?.stop();
    await Promise.all([openId?.stop(), unconfigured?.stop()]);
  });

  async function idpLogin(body: { idToken: string; nonce?: string }): Promise<ApiResponse> {
    const response = await signIn.api('POST', '/v1/auth/idp', { body });
    expectDocumentedResponse('loginWithIdentityProvider', response);
    return response;
  }

  it('accepts a good ID token with its nonce and returns a session for the verified email', async () => {
    const user = person('idp');
    const sent = nonce();
    const response = await idpLogin({
      idToken: await openId.issueIdToken(MARKETPLACE_CLIENT, user, sent),
      nonce: sent,
    });
    expect(response.status, response.text).to.equal(200);
    expect(response.body.result.account.email).to.equal(user.email);
    const me = await signIn.api('GET', '/v1/me', { token: response.body.result.token });
    expect(me.status).to.equal(200);
  });

  it('accepts a token without a nonce once', async () => {
    const idToken = await openId.issueIdToken(MARKETPLACE_CLIENT, person('no-nonce'));
    expect((await idpLogin({ idToken })).status).to.equal(200);
    expect(expectError(await idpLogin({ idToken }), 401, 'credential_invalid').message).to.match(/already used/);
  });

  it('refuses a replayed nonce, in the same token or in a fresh one', async () => {
    const user = person('replay');
    const sent = nonce();
    const idToken = await openId.issueIdToken(MARKETPLACE_CLIENT, user, sent);
    expect((await idpLogin({ idToken, nonce: sent })).status).to.equal(200);
    const replay = expectError(await idpLogin({ idToken, nonce: sent }), 401, 'credential_invalid');
    expect(replay).to.include({ field: 'body.nonce' });
    expect(replay.message).to.match(/already used/);
    const fresh = await openId.issueIdToken(MARKETPLACE_CLIENT, user, sent);
    expect(expectError(await idpLogin({ idToken: fresh, nonce: sent }), 401, 'credential_invalid').message).to.match(
      /already used/,
    );
  });

  it("refuses a nonce that is not the token's, and a token with a nonce sent without it", async () => {
    const idToken = await openId.issueIdToken(MARKETPLACE_CLIENT, person('nonce'), nonce());
    expect(expectError(await idpLogin({ idToken, nonce: nonce() }), 401, 'credential_invalid').field).to.equal(
      'body.nonce',
    );
    expect(expectError(await idpLogin({ idToken }), 401, 'credential_invalid').field).to.equal('body.nonce');
  });

  it('refuses a token issued for another client (wrong audience)', async () => {
    const idToken = await openId.issueIdToken(OTHER_CLIENT, person('audience'));
    expect(decodeJwt(idToken).aud).to.equal(OTHER_CLIENT.id);
    expect(expectError(await idpLogin({ idToken }), 401, 'credential_invalid').message).to.match(
      /another client \(aud\)/,
    );
  });

  it('refuses a token of an issuer that is not configured (wrong issuer)', async () => {
    const idToken = await unconfigured.issueIdToken(MARKETPLACE_CLIENT, person('issuer'));
    expect(decodeJwt(idToken).iss).to.equal(unconfigured.issuer);
    expect(expectError(await idpLogin({ idToken }), 401, 'credential_invalid').message).to.match(
      /not a configured identity provider/,
    );
  });

  it("refuses a token whose signature does not verify: altered claims, or signed by another provider's key", async () => {
    const [header, , signature] = (await openId.issueIdToken(MARKETPLACE_CLIENT, person('victim'))).split('.');
    const forgedClaims = {
      ...decodeJwt(await openId.issueIdToken(MARKETPLACE_CLIENT, person('victim-2'))),
      email: uniqueEmail('attacker'),
    };
    const altered = `${header}.${Buffer.from(JSON.stringify(forgedClaims)).toString('base64url')}.${signature}`;
    expect(expectError(await idpLogin({ idToken: altered }), 401, 'credential_invalid').message).to.match(
      /signature does not verify/,
    );
    // A token of the unconfigured provider, claiming to come from the configured one.
    const [otherHeader, otherPayload, otherSignature] = (
      await unconfigured.issueIdToken(MARKETPLACE_CLIENT, person('impostor'))
    ).split('.');
    const claimed = { ...JSON.parse(Buffer.from(otherPayload!, 'base64url').toString()), iss: openId.issuer };
    const impostor = `${otherHeader}.${Buffer.from(JSON.stringify(claimed)).toString('base64url')}.${otherSignature}`;
    expect(expectError(await idpLogin({ idToken: impostor }), 401, 'credential_invalid').message).to.match(
      /signature does not verify/,
    );
  });

  it('refuses an expired token', async () => {
    const idToken = await openId.issueIdToken(MARKETPLACE_CLIENT, person('expired'));
    const { exp } = decodeJwt(idToken);
    signIn.clock.advance(exp! * 1000 - signIn.clock.now().getTime() + 2 * 60_000);
    expect(expectError(await idpLogin({ idToken }), 401, 'credential_invalid').message).to.match(/expired/);
  });

  it('refuses a string that is not a JWT, naming the field', async () => {
    expect(expectError(await idpLogin({ idToken: 'not-a-jwt' }), 401, 'credential_invalid').field).to.equal(
      'body.idToken',
    );
  });
});
