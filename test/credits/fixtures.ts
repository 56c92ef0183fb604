import { expect } from 'chai';
import type { CreditTopUpDocument, LedgerEntryDocument } from '../../services/core/credits/types.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import type { TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

export function topUp(token: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return call('POST', '/v1/credits/top-ups', { token, body, headers });
}

export async function balanceOf(token: string): Promise<number> {
  const response = await call('GET', '/v1/credits', { token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.balance;
}

/** An API key of the account with `credits:write` and the given spending policy (none when null). */
export async function topUpKey(
  account: TestAccount,
  spendingPolicy: Record<string, unknown> | null,
): Promise<{ id: string; secret: string }> {
  const body = {
    name: 'top-up agent',
    scopes: ['credits:read', 'credits:write'],
    ...(spendingPolicy ? { spendingPolicy } : {}),
  };
  const response = await call('POST', '/v1/keys', { token: account.token, body });
  expect(response.status, response.text).to.equal(201);
  return { id: response.body.result.id, secret: response.body.result.secret };
}

/** What a top-up left behind for the account, counted where it is stored. */
export interface MoneyTrail {
  topUps: CreditTopUpDocument[];
  charges: number;
  topUpEntries: LedgerEntryDocument[];
  grantedEvents: EventRecord[];
  approvals: number;
}

export async function moneyTrailOf(accountId: string): Promise<MoneyTrail> {
  const db = harness().mongo.db;
  const topUps = await db.collection<CreditTopUpDocument>('credit_top_ups').find({ accountId }).toArray();
  const ids = topUps.map((stored) => stored._id);
  return {
    topUps,
    charges: await db.collection('payments').countDocuments({ kind: 'charge', accountId }),
    topUpEntries: await db
      .collection<LedgerEntryDocument>('credit_ledger')
      .find({ accountId, kind: 'top_up' })
      .toArray(),
    grantedEvents: await db
      .collection<EventRecord>('outbox')
      .find({ kind: 'event', event: 'credit.granted', audience: accountId })
      .toArray(),
    approvals: await db
      .collection('approvals')
      .countDocuments({ 'subject.kind': 'top_up', 'subject.id': { $in: ids } }),
  };
}

/** Nothing was created, charged or granted for the account. */
export async function expectNoTrail(accountId: string): Promise<void> {
  const trail = await moneyTrailOf(accountId);
  expect({
    topUps: trail.topUps.length,
    charges: trail.charges,
    entries: trail.topUpEntries.length,
    events: trail.grantedEvents.length,
  }).to.deep.equal({
    topUps: 0,
    charges: 0,
    entries: 0,
    events: 0,
  });
}
