import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { AppError } from '../../shared/errors/app-error.ts';
import { systemClock } from '../../shared/clock.ts';
import { createCore } from '../../services/core/index.ts';
import type { CreditLedgerService } from '../../services/core/credits/credit-ledger.service.ts';
import type { LedgerEntryDocument, LedgerEntryView } from '../../services/core/credits/types.ts';
import { expectError } from '../support/expect-error.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { createAdmin, createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { publishedEvents } from '../support/published-events.ts';
import { harness } from '../support/root-hooks.ts';

function postGrant(
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return call('POST', '/v1/admin/credits/grants', { token, body, headers });
}

/** Grants through the API as the admin and answers the ledger entry of the grant. */
async function grant(
  admin: TestAccount,
  account: TestAccount,
  credits: number,
  reason = 'welcome bonus',
): Promise<LedgerEntryView> {
  const response = await postGrant(admin.token, { accountId: account.id, credits, reason });
  expect(response.status, response.text).to.equal(201);
  return response.body.result as LedgerEntryView;
}

async function balanceOf(token: string): Promise<number> {
  const response = await call('GET', '/v1/credits', { token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.balance;
}

function ledgerPage(token: string, query: Record<string, string | number> = {}): Promise<ApiResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return call('GET', `/v1/credits/ledger?${search}`, { token });
}

/** Follows next_cursor to the end; `between` runs after each page, before the next is fetched. */
async function readAllPages(
  token: string,
  limit: number,
  between: () => Promise<void> = async () => {},
): Promise<LedgerEntryView[][]> {
  const pages: LedgerEntryView[][] = [];
  let cursor: string | null = null;
  do {
    const response = await ledgerPage(token, cursor ? { limit, cursor } : { limit });
    expect(response.status, response.text).to.equal(200);
    const entries = response.body.result as LedgerEntryView[];
    expect(response.body.result_info).to.deep.equal({
      count: entries.length,
      limit,
      next_cursor: response.body.result_info.next_cursor,
    });
    pages.push(entries);
    cursor = response.body.result_info.next_cursor;
    await between();
  } while (cursor);
  return pages;
}

/** Every stored entry of the account, oldest first. */
function storedEntries(accountId: string): Promise<LedgerEntryDocument[]> {
  return harness()
    .mongo.db.collection<LedgerEntryDocument>('credit_ledger')
    .find({ accountId })
    .sort({ sequence: 1 })
    .toArray();
}

function expectContiguousLedger(entries: LedgerEntryDocument[]): void {
  expect(entries.map((entry) => entry.sequence)).to.deep.equal(entries.map((_, index) => index + 1));
  let balance = 0;
  for (const entry of entries) {
    balance += entry.delta;
    expect(entry.balanceAfter, `balanceAfter of sequence ${entry.sequence}`).to.equal(balance);
    expect(entry.balanceAfter).to.be.at.least(0);
  }
}

describe('credits', () => {
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('credits-admin');
  });

  describe('balance and grants', () => {
    it('shows a new account a balance of 0 and an empty ledger', async () => {
      const account = await registerAccount('newcomer');
      const response = await call('GET', '/v1/credits', { token: account.token });
      expect(response.status, response.text).to.equal(200);
      expect(response.body.result).to.deep.equal({ accountId: account.id, balance: 0 });
      const ledger = await ledgerPage(account.token);
      expect(ledger.body.result).to.deep.equal([]);
      expect(ledger.body.result_info).to.deep.equal({ count: 0, limit: 20, next_cursor: null });
    });

    it('lets an admin grant credits and answers 201 with the ledger entry', async () => {
      const account = await registerAccount('granted');
      const response = await postGrant(admin.token, { accountId: account.id, credits: 25, reason: 'launch promotion' });
      expect(response.status, response.text).to.equal(201);
      const entry = response.body.result as LedgerEntryView;
      expect(entry.id).to.match(/^cle_[0-9a-z]{26}$/);
      expect(Date.parse(entry.createdAt)).to.be.closeTo(Date.now(), 60_000);
      expect(entry).to.deep.equal({
        id: entry.id,
        accountId: account.id,
        kind: 'grant',
        credits: 25,
        balanceAfter: 25,
        reason: 'launch promotion',
        reference: null,
        createdAt: entry.createdAt,
      });
      const balance = await call('GET', '/v1/credits', { token: account.token });
      expect(balance.body.result).to.deep.equal({ accountId: account.id, balance: 25, updatedAt: entry.createdAt });
    });

    it('lists the ledger newest first with the running balance after each entry', async () => {
      const account = await registerAccount('history');
      for (const credits of [5, 7, 3]) await grant(admin, account, credits);
      const response = await ledgerPage(account.token);
      const entries = response.body.result as LedgerEntryView[];
      expect(entries.map((entry) => [entry.credits, entry.balanceAfter])).to.deep.equal([
        [3, 15],
        [7, 12],
        [5, 5],
      ]);
      expect(await balanceOf(account.token)).to.equal(15);
    });

    it("never shows one account's ledger to another", async () => {
      const [owner, other] = [await registerAccount('owner'), await registerAccount('other')];
      await grant(admin, owner, 9);
      expect(await balanceOf(other.token)).to.equal(0);
      expect((await ledgerPage(other.token)).body.result).to.deep.equal([]);
    });

    it('refuses a grant by a caller who is not an admin with admin_required', async () => {
      const account = await registerAccount('self-granter');
      expectError(
        await postGrant(account.token, { accountId: account.id, credits: 100, reason: 'free money' }),
        403,
        'admin_required',
      );
      expect(await balanceOf(account.token)).to.equal(0);
    });

    it('refuses a grant to an unknown account with resource_not_found naming body.accountId', async () => {
      const response = await postGrant(admin.token, {
        accountId: 'acc_01jzzzzzzzzzzzzzzzzzzzzzzz',
        credits: 5,
        reason: 'typo',
      });
      expect(expectError(response, 404, 'resource_not_found').field).to.equal('body.accountId');
    });

    it('writes a grant once with its credit.granted, which the relay publishes to the outbox', async () => {
      const account = await registerAccount('announced');
      const entry = await grant(admin, account, 12, 'referral reward');
      const events = await publishedEvents({ kind: 'event', event: 'credit.granted', 'payload.accountId': account.id });
      expect(events).to.have.length(1);
      const [event] = events;
      expect(event?._id).to.match(/^obx_/);
      expect(event).to.deep.include({ kind: 'event', event: 'credit.granted' });
      const stored = await harness()
        .mongo.db.collection<LedgerEntryDocument>('credit_ledger')
        .findOne({ _id: entry.id });
      expect(event?.key, 'the id the entry made its event with').to.equal(stored?.announcedEvents?.[0]?._id);
      expect(event?.payload).to.deep.equal({
        accountId: account.id,
        credits: 12,
        balance: 12,
        reason: 'referral reward',
        entryId: entry.id,
      });
    });

    it('books a grant replayed with the same Idempotency-Key once', async () => {
      const account = await registerAccount('replayed');
      const body = { accountId: account.id, credits: 40, reason: 'support goodwill' };
      const headers = { 'idempotency-key': `grant-${randomBytes(8).toString('hex')}` };
      const first = await postGrant(admin.token, body, headers);
      const replay = await postGrant(admin.token, body, headers);
      expect(first.status, first.text).to.equal(201);
      expect(replay.status).to.equal(201);
      expect(replay.text).to.equal(first.text);
      expect(replay.headers.get('idempotent-replayed')).to.equal('true');
      expect(await storedEntries(account.id)).to.have.length(1);
      expect(await balanceOf(account.token)).to.equal(40);
    });
  });

  describe('API keys', () => {
    it('reads the balance and the ledger with a key that holds credits:read', async () => {
      const account = await registerAccount('reader');
      await grant(admin, account, 8);
      const key = await createApiKey(account, ['credits:read']);
      expect(await balanceOf(key.secret)).to.equal(8);
      expect((await ledgerPage(key.secret)).body.result).to.have.length(1);
    });

    it('refuses a key without credits:read with scope_missing', async () => {
      const account = await registerAccount('unscoped');
      const key = await createApiKey(account, ['account:read']);
      expectError(await call('GET', '/v1/credits', { token: key.secret }), 403, 'scope_missing');
      expectError(await ledgerPage(key.secret), 403, 'scope_missing');
    });

    it("cannot grant credits with an admin's credits:read key: granting needs the admin's own session", async () => {
      const key = await createApiKey(admin, ['credits:read']);
      const account = await registerAccount('key-granted');
      const response = await postGrant(key.secret, { accountId: account.id, credits: 5, reason: 'via key' });
      expect(response.status, response.text).to.equal(403);
      expect(await balanceOf(account.token)).to.equal(0);
    });
  });

  describe('ledger pages', () => {
    it('pages through the ledger by sequence without duplicates or gaps, even when entries arrive between pages', async () => {
      const account = await registerAccount('pager');
      for (let credits = 1; credits <= 7; credits += 1) await grant(admin, account, credits);
      const pages = await readAllPages(account.token, 3, () => grant(admin, account, 100).then(() => undefined));
      expect(pages.map((page) => page.length)).to.deep.equal([3, 3, 1]);
      expect(pages.flat().map((entry) => entry.credits)).to.deep.equal([7, 6, 5, 4, 3, 2, 1]);
      const ids = pages.flat().map((entry) => entry.id);
      expect(new Set(ids).size).to.equal(ids.length);
    });

    it('refuses a cursor it did not issue with validation_failed naming query.cursor', async () => {
      const account = await registerAccount('bad-cursor');
      expect(
        expectError(await ledgerPage(account.token, { cursor: 'not-a-cursor' }), 400, 'validation_failed').field,
      ).to.equal('query.cursor');
    });
  });

  describe('concurrent appends', () => {
    let ledger: CreditLedgerService;
    before(() => {
      const { mongo, config } = harness();
      ledger = createCore({ db: mongo.db, clock: systemClock, config }).credits;
    });

    it('lets exactly as many parallel spends succeed as the balance covers, and never overdraws', async () => {
      const account = await registerAccount('spender');
      await ledger.grant(account.id, 10, 'boost budget');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          ledger.spend(account.id, 1, 'boost', { reference: { type: 'listing', id: `lst_${index}` } }),
        ),
      );
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).to.have.length(10);
      expect(refusals).to.have.length(40);
      for (const refusal of refusals)
        expect(refusal).to.be.instanceOf(AppError).and.include({ slug: 'insufficient_credits', status: 402 });
      expect(refusals[0]).to.have.nested.property('items[0].meta').that.deep.equals({ balance: 0, required: 1 });
      expect((await ledger.balance(account.id)).balance).to.equal(0);
      const entries = await storedEntries(account.id);
      expect(entries).to.have.length(11);
      expectContiguousLedger(entries);
    });

    it('answers the first entry when a keyed grant is appended again, and announces credit.granted once', async () => {
      const account = await registerAccount('keyed');
      const key = `top-up:${randomBytes(6).toString('hex')}`;
      const first = await ledger.grant(account.id, 12, 'keyed grant', { kind: 'top_up', key });
      const again = await ledger.grant(account.id, 12, 'keyed grant', { kind: 'top_up', key });
      expect(again).to.deep.equal(first);
      expect(await storedEntries(account.id)).to.have.length(1);
      const events = await publishedEvents({ kind: 'event', event: 'credit.granted', audience: account.id });
      expect(events.map((event) => event.payload.entryId)).to.deep.equal([first.id]);
    });

    it('answers a repeated keyed spend with its first entry even when the balance no longer covers it', async () => {
      const account = await registerAccount('keyed');
      await ledger.grant(account.id, 10, 'budget');
      const key = `boost:${randomBytes(6).toString('hex')}`;
      const first = await ledger.spend(account.id, 10, 'boost', { key });
      expect(await ledger.spend(account.id, 10, 'boost', { key })).to.deep.equal(first);
      expect((await ledger.balance(account.id)).balance).to.equal(0);
      expect(await storedEntries(account.id)).to.have.length(2);
    });

    it('books one entry when 20 appends of the same key race with other writers', async () => {
      const account = await registerAccount('keyed');
      const key = `top-up:${randomBytes(6).toString('hex')}`;
      const keyed = Array.from({ length: 20 }, () => ledger.grant(account.id, 5, 'keyed grant', { key }));
      const others = Array.from({ length: 5 }, () => ledger.grant(account.id, 1, 'drip'));
      const entries = await Promise.all([...keyed, ...others]);
      expect(new Set(entries.slice(0, 20).map((entry) => entry.id)).size).to.equal(1);
      expect((await ledger.balance(account.id)).balance).to.equal(10);
      const stored = await storedEntries(account.id);
      expect(stored).to.have.length(6);
      expectContiguousLedger(stored);
    });

    it('books every one of many parallel grants with contiguous sequences', async () => {
      const account = await registerAccount('showered');
      await ledger.grant(account.id, 10, 'opening grant');
      await Promise.all(Array.from({ length: 20 }, () => ledger.grant(account.id, 1, 'drip')));
      expect((await ledger.balance(account.id)).balance).to.equal(30);
      const entries = await storedEntries(account.id);
      expect(entries).to.have.length(21);
      expectContiguousLedger(entries);
    });
  });
});
