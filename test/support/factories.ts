import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { AccountsRepository } from '../../services/core/accounts/accounts.repository.ts';
import { call } from './http.ts';
import { harness } from './root-hooks.ts';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** Registers a fresh account and answers its first session token. */
export async function registerAccount(label = 'user'): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const response = await call('POST', '/v1/auth/register', { body: { email, password, displayName: label } });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.account.id, email, password, token: response.body.result.token };
}

/**
 * Registers a fresh account and makes it an admin, as `npm run admin:create` does; the gateway reads the admin
 * flag of the account on every request, so the first session token already passes the admin gate.
 */
export async function createAdmin(label = 'admin'): Promise<TestAccount> {
  const account = await registerAccount(label);
  await new AccountsRepository(harness().mongo.db).grantAdmin(account.id, new Date());
  return account;
}

/** Creates an API key with the given scopes for the account and answers its secret. */
export async function createApiKey(account: TestAccount, scopes: string[]): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', { token: account.token, body: { name: 'test key', scopes } });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}
