import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { AccountsRepository } from '../../services/core/accounts/accounts.repository.ts';
import { ProviderTrustRepository } from '../../services/core/listings/provider-trust.repository.ts';
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
 * Registers a fresh account past the trust gate: its listings go live at once, as an established provider's do.
 * A fresh account from registerAccount is new: its first listings wait for review.
 */
export async function registerProvider(label = 'provider'): Promise<TestAccount> {
  const account = await registerAccount(label);
  await establishProvider(harness().mongo.db, account.id);
  return account;
}

/**
 * Records the account as past the trust gate, as the gate does once an account's first listings went live
 * (services/core/listings/provider-trust.ts), without the listings: the account's own listings stay the test's.
 */
export async function establishProvider(db: Db, accountId: string): Promise<void> {
  await new ProviderTrustRepository(db).establish(accountId, new Date());
}

/** Registers a fresh account and makes it an admin (grantAdmin), signed in with its admin power. */
export async function createAdmin(label = 'admin'): Promise<TestAccount> {
  return grantAdmin(harness().mongo.db, await registerAccount(label));
}

/**
 * Makes the account an admin, as `npm run admin:create` does for an existing account, and signs it in again: a
 * session carries the power its account had when it began. `baseUrl` is the system's, where it is not the harness's.
 */
export async function grantAdmin(db: Db, account: TestAccount, baseUrl?: string): Promise<TestAccount> {
  await new AccountsRepository(db).grantAdmin(account.id, new Date());
  const response = await call('POST', '/v1/auth/login', {
    body: { email: account.email, password: account.password },
    ...(baseUrl ? { baseUrl } : {}),
  });
  expect(response.status, response.text).to.equal(200);
  return { ...account, token: response.body.result.token };
}

/** Creates an API key with the given scopes for the account and answers its secret. */
export async function createApiKey(account: TestAccount, scopes: string[]): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', { token: account.token, body: { name: 'test key', scopes } });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}
