import { expect } from 'chai';
import { createAdmin, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

export interface CreatedWebhook {
  id: string;
  secret: string;
}

export async function subscribe(
  account: TestAccount,
  url: string,
  events: string[] = ['credit.granted'],
): Promise<CreatedWebhook> {
  const response = await call('POST', '/v1/webhooks', { token: account.token, body: { url, events } });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}

let admin: TestAccount | undefined;

/** Grants the account credits through the admin API, which emits `credit.granted` to the account. */
export async function emitCreditGranted(account: TestAccount, credits = 5): Promise<void> {
  admin ??= await createAdmin('webhook-admin');
  const response = await call('POST', '/v1/admin/credits/grants', {
    token: admin.token,
    body: { accountId: account.id, credits, reason: 'webhook test' },
  });
  expect(response.status, response.text).to.equal(201);
}
