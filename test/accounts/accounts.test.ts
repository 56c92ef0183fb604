import { expect } from 'chai';
import { call } from '../support/http.ts';
import { createApiKey, registerAccount, uniqueEmail } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

describe('accounts', () => {
  it('registers an account and signs it in at once', async () => {
    const account = await registerAccount('newcomer');
    const me = await call('GET', '/v1/me', { token: account.token });
    expect(me.status).to.equal(200);
    expect(me.body.result.account).to.include({
      id: account.id,
      email: account.email,
      displayName: 'newcomer',
      isAdmin: false,
    });
    expect(me.body.result.principal.kind).to.equal('session');
    expect(me.body.result.principal.scopes).to.include.members(['claims:write', 'webhooks:manage', 'deals:human-gate']);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const account = await registerAccount('twice');
    const response = await call('POST', '/v1/auth/register', {
      body: { email: account.email.toUpperCase(), password: 'another-password' },
    });
    expect(response.status).to.equal(409);
    expect(response.body.errors[0]).to.include({ slug: 'email_taken', field: 'body.email' });
  });

  it('stores only a bcrypt hash of the password', async () => {
    const account = await registerAccount('hashed');
    const stored = await harness()
      .mongo.db.collection('accounts')
      .findOne({ _id: account.id as never });
    expect(stored?.passwordHash).to.match(/^\$2b\$\d\d\$/);
    expect(JSON.stringify(stored)).not.to.include(account.password);
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const account = await registerAccount('signin');
    const good = await call('POST', '/v1/auth/login', { body: { email: account.email, password: account.password } });
    expect(good.status).to.equal(200);
    expect(good.body.result.token).to.be.a('string');
    const bad = await call('POST', '/v1/auth/login', { body: { email: account.email, password: 'wrong-password' } });
    expect(bad.status).to.equal(401);
    expect(bad.body.errors[0].slug).to.equal('invalid_credentials');
  });

  it('gives the same refusal for an unknown email as for a wrong password', async () => {
    const response = await call('POST', '/v1/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'whatever-it-is' },
    });
    expect(response.status).to.equal(401);
    expect(response.body.errors[0].slug).to.equal('invalid_credentials');
  });

  it('throttles repeated failed sign-ins and says when to retry, even for the right password', async () => {
    const account = await registerAccount('throttled');
    const { maxFailures } = harness().config.loginThrottle;
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      const failed = await call('POST', '/v1/auth/login', {
        body: { email: account.email, password: 'wrong-password' },
      });
      expect(failed.status).to.equal(401);
    }
    const throttled = await call('POST', '/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(throttled.status).to.equal(429);
    expect(throttled.body.errors[0].slug).to.equal('too_many_login_attempts');
    expect(Number(throttled.headers.get('retry-after'))).to.be.within(1, harness().config.loginThrottle.windowSeconds);
  });

  it('updates the profile fields displayName and bio, answering the Me of GET /v1/me', async () => {
    const account = await registerAccount('profile');
    const patched = await call('PATCH', '/v1/me', {
      token: account.token,
      body: { displayName: 'Ada', bio: 'Builds agents.' },
    });
    expect(patched.status).to.equal(200);
    expect(patched.body.result.account).to.include({ displayName: 'Ada', bio: 'Builds agents.' });
    expect(patched.body.result).to.deep.equal((await call('GET', '/v1/me', { token: account.token })).body.result);
    const empty = await call('PATCH', '/v1/me', { token: account.token, body: {} });
    expect(empty.status).to.equal(400);
  });

  it('ends the session on logout', async () => {
    const account = await registerAccount('leaver');
    expect((await call('POST', '/v1/auth/logout', { token: account.token })).status).to.equal(200);
    const after = await call('GET', '/v1/me', { token: account.token });
    expect(after.status).to.equal(401);
    expect(after.body.errors[0].slug).to.equal('credential_invalid');
  });

  it('revokes the API key that calls logout, and only that key', async () => {
    const account = await registerAccount('key-leaver');
    const leaving = await createApiKey(account, ['account:read']);
    const staying = await createApiKey(account, ['account:read']);
    expect((await call('POST', '/v1/auth/logout', { token: leaving.secret })).status).to.equal(200);
    expect((await call('GET', '/v1/me', { token: leaving.secret })).status).to.equal(401);
    expect((await call('GET', '/v1/me', { token: staying.secret })).status).to.equal(200);
    expect((await call('GET', '/v1/me', { token: account.token })).status).to.equal(200);
  });

  describe('password change', () => {
    it("needs the current password and ends every other session but the caller's", async () => {
      const account = await registerAccount('rotator');
      const other = await call('POST', '/v1/auth/login', {
        body: { email: account.email, password: account.password },
      });
      const otherToken: string = other.body.result.token;

      const missing = await call('POST', '/v1/auth/password', {
        token: account.token,
        body: { newPassword: 'a-brand-new-password' },
      });
      expect(missing.status).to.equal(400);
      expect(missing.body.errors[0].slug).to.equal('current_password_required');

      const changed = await call('POST', '/v1/auth/password', {
        token: account.token,
        body: { currentPassword: account.password, newPassword: 'a-brand-new-password' },
      });
      expect(changed.status, changed.text).to.equal(200);
      expect(changed.body.result.sessionsEnded).to.equal(1);
      expect((await call('GET', '/v1/me', { token: otherToken })).status).to.equal(401);
      expect((await call('GET', '/v1/me', { token: account.token })).status).to.equal(200);

      const oldPassword = await call('POST', '/v1/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(oldPassword.status).to.equal(401);
      const newPassword = await call('POST', '/v1/auth/login', {
        body: { email: account.email, password: 'a-brand-new-password' },
      });
      expect(newPassword.status).to.equal(200);
    });
  });

  describe('bearer tokens', () => {
    it('refuses a garbage token, a forged signature and a token signed for another service', async () => {
      const account = await registerAccount('forger');
      const [header, payload] = account.token.split('.');
      for (const token of ['garbage', `${header}.${payload}.forged-signature`, 'mk_key_x_y']) {
        const response = await call('GET', '/v1/me', { token });
        expect(response.status).to.equal(401);
        expect(response.body.errors[0].slug).to.equal('credential_invalid');
      }
    });

    it('refuses an Authorization header that is not a bearer credential', async () => {
      const response = await call('GET', '/v1/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(response.status).to.equal(401);
    });
  });
});
