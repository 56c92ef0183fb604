import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { LedgerEntryDocument } from '../../services/core/credits/types.ts';
import { BOOST_CREDITS_PER_DAY } from '../../services/core/listings/listing-boosts.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { expectError } from '../support/expect-error.ts';
import { createAdmin, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { createListing } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

function boost(
  account: TestAccount,
  listingId: string,
  days: number,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return call('POST', `/v1/listings/${listingId}/boost`, { token: account.token, body: { days }, headers });
}

async function balanceOf(account: TestAccount): Promise<number> {
  const response = await call('GET', '/v1/credits', { token: account.token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.balance;
}

function ledgerOf(account: TestAccount): Promise<LedgerEntryDocument[]> {
  return harness()
    .mongo.db.collection<LedgerEntryDocument>('credit_ledger')
    .find({ accountId: account.id })
    .sort({ sequence: 1 })
    .toArray();
}

/** Asserts an instant within a minute of the expected one. */
function expectAbout(actual: string | null, expected: number): void {
  expect(actual).to.be.a('string');
  expect(
    Math.abs(Date.parse(actual as string) - expected),
    `${actual} vs ${new Date(expected).toISOString()}`,
  ).to.be.below(MINUTE_MS);
}

describe('listing boosts', () => {
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('boost-admin');
  });

  /** A provider with `credits` granted by the admin (none for 0), and a fresh listing of theirs. */
  async function fundedProvider(credits: number): Promise<{ owner: TestAccount; listingId: string }> {
    const owner = await registerProvider('booster');
    if (credits > 0) {
      const grant = await call('POST', '/v1/admin/credits/grants', {
        token: admin.token,
        body: { accountId: owner.id, credits, reason: 'boost test' },
      });
      expect(grant.status, grant.text).to.equal(201);
    }
    return { owner, listingId: (await createListing(owner)).id };
  }

  it('charges 10 credits per day and boosts from now, answering the charge, the balance and the listing', async () => {
    const { owner, listingId } = await fundedProvider(100);
    const before = Date.now();
    const response = await boost(owner, listingId, 3);
    expect(response.status, response.text).to.equal(200);
    const result = response.body.result;
    expect(result).to.deep.include({ listingId, days: 3, creditsCharged: 3 * BOOST_CREDITS_PER_DAY, balance: 70 });
    expectAbout(result.boostedUntil, before + 3 * DAY_MS);
    expect(result.listing).to.deep.include({ id: listingId, boostedUntil: result.boostedUntil });
    expect((await call('GET', `/v1/listings/${listingId}`)).body.result.boostedUntil).to.equal(result.boostedUntil);
    expect(await balanceOf(owner)).to.equal(70);
    const spend = (await ledgerOf(owner)).at(-1);
    expect(spend).to.deep.include({
      kind: 'spend',
      delta: -30,
      reason: 'boost',
      reference: { type: 'listing', id: listingId },
    });
  });

  it('extends a running boost from its end', async () => {
    const { owner, listingId } = await fundedProvider(100);
    const first = await boost(owner, listingId, 2);
    const second = await boost(owner, listingId, 3);
    expect(second.status, second.text).to.equal(200);
    expect(Date.parse(second.body.result.boostedUntil) - Date.parse(first.body.result.boostedUntil)).to.equal(
      3 * DAY_MS,
    );
    expect(second.body.result.balance).to.equal(50);
  });

  it('lets only the owner boost: 403 not_owner, and the stranger is charged nothing', async () => {
    const { listingId } = await fundedProvider(0);
    const stranger = await registerAccount('stranger');
    expectError(await boost(stranger, listingId, 1), 403, 'not_owner');
    expect(await ledgerOf(stranger)).to.deep.equal([]);
  });

  it('refuses a boost the balance does not cover with 402 insufficient_credits and boosts nothing', async () => {
    const { owner, listingId } = await fundedProvider(15);
    const response = await boost(owner, listingId, 2);
    expectError(response, 402, 'insufficient_credits');
    expect(response.body.errors[0].message).to.include('Top up');
    expect((await call('GET', `/v1/listings/${listingId}`)).body.result.boostedUntil).to.equal(null);
    expect(await balanceOf(owner)).to.equal(15);
  });

  it('charges a boost replayed with the same Idempotency-Key once', async () => {
    const { owner, listingId } = await fundedProvider(50);
    const headers = { 'idempotency-key': `boost-${randomBytes(8).toString('hex')}` };
    const first = await boost(owner, listingId, 1, headers);
    const replay = await boost(owner, listingId, 1, headers);
    expect(first.status, first.text).to.equal(200);
    expect(replay.text).to.equal(first.text);
    expect(await balanceOf(owner)).to.equal(40);
  });

  it('runs exactly as many of 50 parallel boosts as the balance pays for, never overdrawing', async function () {
    this.timeout(120_000);
    const { owner, listingId } = await fundedProvider(10 * BOOST_CREDITS_PER_DAY);
    const before = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        boost(
          owner,
          listingId,
          1,
          index % 2 === 0 ? { 'idempotency-key': `parallel-${randomBytes(8).toString('hex')}` } : {},
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(statuses),
    ).to.have.length(10);
    expect(
      statuses.filter((status) => status === 402),
      JSON.stringify(statuses),
    ).to.have.length(40);
    expect(await balanceOf(owner)).to.equal(0);
    const ledger = await ledgerOf(owner);
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).to.equal(true);
    expect(ledger.filter((entry) => entry.kind === 'spend')).to.have.length(10);
    expectAbout((await call('GET', `/v1/listings/${listingId}`)).body.result.boostedUntil, before + 10 * DAY_MS);
  });

  it('refuses to boost an archived listing with 409 invalid_transition and charges nothing', async () => {
    const { owner, listingId } = await fundedProvider(50);
    await call('POST', `/v1/listings/${listingId}/archive`, { token: owner.token });
    const response = await boost(owner, listingId, 1);
    expectError(response, 409, 'invalid_transition');
    expect(response.body.errors[0].meta.currentState).to.equal('archived');
    expect(await balanceOf(owner)).to.equal(50);
  });

  it('refuses a duration outside 1 to 90 days with 400 naming body.days', async () => {
    const { owner, listingId } = await fundedProvider(0);
    for (const days of [0, 91]) {
      const response = await boost(owner, listingId, days);
      expectError(response, 400, 'validation_failed');
      expect(response.body.errors[0].field).to.equal('body.days');
    }
  });

  it('answers 404 for an unknown listing', async () => {
    expectError(await boost(await registerAccount('booster'), 'lst_unknown', 1), 404, 'resource_not_found');
  });
});

describe('listing boosts: fault drills', function () {
  this.timeout(240_000);

  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('boost-drill-admin');
  });

  interface Boosting {
    owner: TestAccount;
    principal: Principal;
    listingId: string;
    startedAt: number;
  }

  async function setup(): Promise<Boosting> {
    const owner = await registerProvider('drilled-booster');
    const grant = await call('POST', '/v1/admin/credits/grants', {
      token: admin.token,
      body: { accountId: owner.id, credits: 100, reason: 'drill' },
    });
    expect(grant.status, grant.text).to.equal(201);
    return {
      owner,
      principal: await principalOf(owner.token),
      listingId: (await createListing(owner)).id,
      startedAt: Date.now(),
    };
  }

  async function storedListing(listingId: string): Promise<ListingDocument | null> {
    return harness().mongo.db.collection<ListingDocument>('listings').findOne({ _id: listingId });
  }

  function grantedEvents(account: TestAccount): Promise<EventRecord[]> {
    return harness()
      .mongo.db.collection<EventRecord>('outbox')
      .find({ kind: 'event', event: 'credit.granted', audience: account.id })
      .toArray();
  }

  it('a boost stopped at any point is finished by recovery: charged once, extended once', async () => {
    await drillEveryPoint<Boosting>({
      kind: 'listing-boost',
      setup,
      act: (core, { principal, listingId }) =>
        invoke(core, 'boostListing', principal, { params: { id: listingId }, body: { days: 3 } }),
      async check({ owner, listingId, startedAt }) {
        const ledger = await ledgerOf(owner);
        expect(ledger.map((entry) => [entry.kind, entry.delta])).to.deep.equal([
          ['grant', 100],
          ['spend', -30],
        ]);
        expect(await balanceOf(owner)).to.equal(70);
        const listing = await storedListing(listingId);
        expect(listing?.boostKeys).to.have.length(1);
        // Recovery runs on a clock past the lease, so a boost resumed before its extension starts a little later.
        const lateBy = (listing?.boostedUntil?.getTime() ?? 0) - (startedAt + 3 * DAY_MS);
        expect(lateBy).to.be.within(0, 2 * MINUTE_MS);
      },
    });
  });

  it('a boost refused after its charge (the listing archived meanwhile) is refunded exactly once, wherever it stopped', async () => {
    await drillEveryPoint<Boosting>({
      kind: 'listing-boost',
      setup,
      act(core, { owner, principal, listingId }) {
        // The owner archives the listing right after the boost's check passed, before it is extended.
        const checked = core.listings.assertMayChange.bind(core.listings);
        core.listings.assertMayChange = async (...args) => {
          await checked(...args);
          await call('POST', `/v1/listings/${listingId}/archive`, { token: owner.token });
        };
        return invoke(core, 'boostListing', principal, { params: { id: listingId }, body: { days: 2 } }).catch(
          (error: unknown) => {
            if (!(error instanceof AppError && error.slug === 'invalid_transition')) throw error;
          },
        );
      },
      async check({ owner, listingId }) {
        const ledger = await ledgerOf(owner);
        expect(ledger.map((entry) => [entry.kind, entry.delta])).to.deep.equal([
          ['grant', 100],
          ['spend', -20],
          ['grant', 20],
        ]);
        expect(await balanceOf(owner)).to.equal(100);
        expect(await grantedEvents(owner)).to.have.length(2);
        expect(await storedListing(listingId)).to.deep.include({ status: 'archived', boostedUntil: null });
      },
    });
  });
});
