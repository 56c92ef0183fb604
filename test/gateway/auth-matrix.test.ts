import { expect } from 'chai';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { inject } from '../support/inject.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc123');
const protectedOperations = operations().filter(
  (operation) => operation.auth === 'bearer' || operation.auth === 'admin',
);
const adminOperations = operations().filter((operation) => operation.auth === 'admin');
const scopedOperations = operations().filter(
  (operation) =>
    operation.auth === 'bearer' &&
    operation.scopes.length > 0 &&
    !operation.sessionOnly &&
    !operation.scopes.includes('account:read'),
);
const publicReads = operations().filter(
  (operation) => operation.method === 'GET' && (operation.auth === 'none' || operation.auth === 'bearer?'),
);
const sessionOnlyOperations = operations().filter((operation) => operation.sessionOnly && operation.auth !== 'admin');

describe('auth matrix (generated from the OpenAPI document)', () => {
  it('covers the protected surface', () => {
    expect(protectedOperations.length).to.be.greaterThan(50);
    expect(adminOperations.length).to.be.greaterThan(5);
  });

  describe('every bearer and admin operation refuses', () => {
    for (const operation of protectedOperations) {
      it(`${operation.method} ${operation.path}: no credential (401) and a garbage token (401)`, async () => {
        const path = concretePath(operation.path);
        const anonymous = await inject(operation.method, path);
        expect(anonymous.status, anonymous.text).to.equal(401);
        expect(anonymous.body.errors[0].slug).to.equal('credential_missing');
        const garbage = await inject(operation.method, path, { token: 'not-a-real-token' });
        expect(garbage.status, garbage.text).to.equal(401);
        expect(garbage.body.errors[0].slug).to.equal('credential_invalid');
      });
    }
  });

  describe('every admin operation refuses a non-admin and an API key', () => {
    let account: TestAccount;
    let keySecret: string;
    before(async () => {
      account = await registerAccount('not-admin');
      keySecret = (await createApiKey(account, ['account:read'])).secret;
    });
    for (const operation of adminOperations) {
      it(`${operation.method} ${operation.path}`, async () => {
        const path = concretePath(operation.path);
        const asUser = await inject(operation.method, path, { token: account.token });
        expect(asUser.status, asUser.text).to.equal(403);
        expect(asUser.body.errors[0].slug).to.equal('admin_required');
        const asKey = await inject(operation.method, path, { token: keySecret });
        expect(asKey.status, asKey.text).to.equal(403);
        expect(asKey.body.errors[0].slug).to.equal('session_required');
      });
    }
  });

  describe('every session-only operation refuses an API key holding every scope', () => {
    let keySecret: string;
    before(async () => {
      const account = await registerAccount('automation');
      const scopes = (await inject('GET', '/v1/keys/scopes', { token: account.token })).body.result.map(
        (entry: { scope: string }) => entry.scope,
      );
      keySecret = (await createApiKey(account, scopes)).secret;
    });
    for (const operation of sessionOnlyOperations) {
      it(`${operation.method} ${operation.path}`, async () => {
        const response = await inject(operation.method, concretePath(operation.path), { token: keySecret });
        expect(response.status, response.text).to.equal(403);
        expect(response.body.errors[0].slug).to.equal('session_required');
      });
    }
  });

  describe('every scoped operation refuses an API key without its scope', () => {
    let keySecret: string;
    before(async () => {
      keySecret = (await createApiKey(await registerAccount('narrow'), ['account:read'])).secret;
    });
    for (const operation of scopedOperations) {
      it(`${operation.method} ${operation.path} needs ${operation.scopes.join(', ')}`, async () => {
        const response = await inject(operation.method, concretePath(operation.path), { token: keySecret });
        expect(response.status, response.text).to.equal(403);
        expect(response.body.errors[0].slug).to.equal('scope_missing');
        expect(response.body.errors[0].meta.missing).to.deep.equal(operation.scopes);
      });
    }
  });

  describe('regression: a credential never reduces access to a public read', () => {
    let keySecret: string;
    before(async () => {
      keySecret = (await createApiKey(await registerAccount('claims-only'), ['claims:read'])).secret;
    });
    for (const operation of publicReads) {
      it(`${operation.method} ${operation.path}: a key without its scopes gets what an anonymous caller gets`, async () => {
        const path = concretePath(operation.path);
        const anonymous = await inject(operation.method, path);
        const withKey = await inject(operation.method, path, { token: keySecret });
        expect(withKey.status, withKey.text).to.equal(anonymous.status);
      });
    }

    it('refuses provider=me, which needs the credential, with scope_missing naming listings:read', async () => {
      const response = await inject('GET', '/v1/listings?provider=me', { token: keySecret });
      expect(response.status, response.text).to.equal(403);
      expect(response.body.errors[0]).to.include({ slug: 'scope_missing' });
      expect(response.body.errors[0].meta.missing).to.deep.equal(['listings:read']);
    });
  });
});
