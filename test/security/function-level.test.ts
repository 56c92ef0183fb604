import { expect } from 'chai';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { createAdmin, createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { inject } from '../support/inject.ts';
import { obtainTokens } from '../oauth/oauth-client.ts';

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc123');
const adminOperations = operations().filter((operation) => operation.auth === 'admin');
const sessionOnly = operations().filter((operation) => operation.sessionOnly && operation.auth !== 'admin');
const scoped = operations().filter(
  (operation) =>
    operation.auth === 'bearer' &&
    operation.scopes.length > 0 &&
    !operation.sessionOnly &&
    !operation.scopes.includes('account:read'),
);

/**
 * Function-level authorization beyond the auth matrix (test/gateway/auth-matrix.test.ts): the credentials an
 * admin hands to software, an OAuth token and an API key holding every scope, never pass an admin or a
 * session-only operation, and an OAuth token is held to its granted scopes like a key.
 */
describe('security: function level (generated from the OpenAPI document)', function () {
  this.timeout(60_000);
  let admin: TestAccount;
  let adminOAuth: string;
  let adminKey: string;
  let userOAuth: string;
  let narrowOAuth: string;

  before(async function () {
    this.timeout(120_000);
    admin = await createAdmin('function-level-admin');
    const user = await registerAccount('function-level-user');
    const allScopes = (await inject('GET', '/v1/keys/scopes', { token: admin.token })).body.result.map(
      (entry: { scope: string }) => entry.scope,
    );
    adminOAuth = (await obtainTokens(admin, { scope: allScopes.join(' ') })).access_token;
    adminKey = (await createApiKey(admin, allScopes)).secret;
    userOAuth = (await obtainTokens(user, { scope: allScopes.join(' ') })).access_token;
    narrowOAuth = (await obtainTokens(user, { scope: 'account:read' })).access_token;
  });

  it('covers the surface', () => {
    expect(adminOperations.length).to.be.greaterThan(5);
    expect(sessionOnly.length).to.be.greaterThan(3);
    expect(scoped.length).to.be.greaterThan(20);
  });

  describe("an admin's own OAuth token and API key, holding every scope, never pass an admin operation", () => {
    for (const operation of adminOperations) {
      it(`${operation.method} ${operation.path}`, async () => {
        for (const token of [adminOAuth, adminKey]) {
          const response = await inject(operation.method, concretePath(operation.path), { token });
          expect(response.status, response.text).to.equal(403);
          expect(response.body.errors[0].slug).to.equal('session_required');
        }
      });
    }
  });

  describe('an OAuth token holding every scope never passes a session-only operation', () => {
    for (const operation of sessionOnly) {
      it(`${operation.method} ${operation.path}`, async () => {
        const response = await inject(operation.method, concretePath(operation.path), { token: userOAuth });
        expect(response.status, response.text).to.equal(403);
        expect(response.body.errors[0].slug).to.equal('session_required');
      });
    }
  });

  describe('an OAuth token is held to the scopes granted to it', () => {
    for (const operation of scoped) {
      it(`${operation.method} ${operation.path} needs ${operation.scopes.join(', ')}`, async () => {
        const response = await inject(operation.method, concretePath(operation.path), { token: narrowOAuth });
        expect(response.status, response.text).to.equal(403);
        expect(response.body.errors[0].slug).to.equal('scope_missing');
        expect(response.body.errors[0].meta.missing).to.deep.equal(operation.scopes);
      });
    }
  });
});
