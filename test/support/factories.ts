import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { call } from './http.ts';

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

/** Creates an API key with the given scopes for the account and answers its secret. */
export async function createApiKey(account: TestAccount, scopes: string[]): Promise<{ id: string; secret: string }> {
  const response = await call('POST', '/v1/keys', { token: account.token, body: { name: 'test key', scopes } });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}
