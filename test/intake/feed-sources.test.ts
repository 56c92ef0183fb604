import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { runJob } from '../../services/worker/worker.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { workerDeps } from '../webhooks/worker-deps.ts';
import { asyncListener } from '../support/async-listener.ts';

type Product = Record<string, unknown>;

/** A products feed on loopback whose items, answer and timing each test sets. */
class FeedServer {
  products: unknown[] = [];
  failing = false;
  requests = 0;
  /** While set, answers wait for `release()`. */
  private held: Array<() => void> | null = null;
  private readonly server: Server;

  constructor() {
    this.server = createServer(
      asyncListener(async (request, response) => {
        this.requests += 1;
        if (this.held) await new Promise<void>((resolve) => this.held!.push(resolve));
        if (this.failing) return void response.writeHead(500, { 'content-type': 'text/plain' }).end('down');
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ products: this.products }));
      }),
    );
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/products.json`;
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const resolve of waiting) resolve();
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function laptop(handle: string, title: string, price: string, extra: Product = {}): Product {
  return {
    id: handle,
    handle,
    title,
    vendor: 'Lenovo',
    product_type: 'Laptop',
    body_html: `<p>${title}, refurbished with warranty.</p>`,
    variants: [{ price }],
    ...extra,
  };
}

async function registerSource(account: TestAccount, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await call('POST', '/v1/intake/sources', { token: account.token, body });
  expect(response.status, response.text).to.equal(201);
  expectDocumentedResponse('createIntakeSource', response);
  return response.body.result;
}

async function syncNow(account: TestAccount, id: string): Promise<ApiResponse> {
  const response = await call('POST', `/v1/intake/sources/${id}/sync`, { token: account.token });
  if (response.status === 200) expectDocumentedResponse('syncIntakeSource', response);
  return response;
}

async function syncReport(account: TestAccount, id: string): Promise<Record<string, any>> {
  const response = await syncNow(account, id);
  expect(response.status, response.text).to.equal(200);
  return response.body.result.lastSyncReport;
}

function counts(report: Record<string, any>) {
  return {
    errors: report.errors,
    status: report.status,
    created: report.created,
    updated: report.updated,
    archived: report.archived,
    failed: report.failed,
  };
}

/** The owner's listing as the owner lists it (a listing held for review or archived is not public). */
async function listing(account: TestAccount, id: string): Promise<Record<string, any>> {
  const response = await call('GET', '/v1/listings?provider=me&limit=100', { token: account.token });
  expect(response.status, response.text).to.equal(200);
  const found = response.body.result.find((item: { id: string }) => item.id === id);
  expect(found, `listing ${id} among the owner's`).to.not.equal(undefined);
  return found;
}

/** Confirms what a laptop draft lacks and publishes it; answers the listing id (held for review or live). */
async function publish(account: TestAccount, draftId: string): Promise<string> {
  const patched = await call('PATCH', `/v1/intake/drafts/${draftId}`, {
    token: account.token,
    body: { facets: { productType: 'computers', condition: 'used' } },
  });
  expect(patched.status, patched.text).to.equal(200);
  const response = await call('POST', `/v1/intake/drafts/${draftId}/publish`, { token: account.token });
  expect(response.status, response.text).to.be.oneOf([200, 201]);
  return response.body.result.listingId;
}

describe('intake feed sources', () => {
  let feed: FeedServer;
  beforeEach(async () => {
    feed = await new FeedServer().start();
  });
  afterEach(async () => feed.close());

  it('registers a feed with its first sync inline, and lists and reads it with the report', async () => {
    const owner = await registerAccount('feed-owner');
    feed.products = [laptop('x1', 'ThinkPad X1 Carbon', '899.00'), laptop('t14', 'ThinkPad T14', '649.00')];
    const source = await registerSource(owner, {
      kind: 'products-json',
      url: feed.url,
      name: 'Shop',
      currency: 'EUR',
      syncIntervalMinutes: 60,
    });
    expect(counts(source.lastSyncReport)).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 2,
      updated: 0,
      archived: 0,
      failed: 0,
    });
    expect(source).to.include({
      kind: 'products-json',
      name: 'Shop',
      enabled: true,
      syncIntervalMinutes: 60,
      consecutiveFailures: 0,
    });

    const job = await call('GET', `/v1/intake/jobs/${source.lastSyncReport.jobId}`, { token: owner.token });
    expectDocumentedResponse('getIntakeJob', job);
    expect(job.body.result.draftIds).to.have.length(2);

    const read = await call('GET', `/v1/intake/sources/${source.id}`, { token: owner.token });
    expectDocumentedResponse('getIntakeSource', read);
    expect(read.body.result.lastSyncReport).to.deep.equal(source.lastSyncReport);
    const list = await call('GET', '/v1/intake/sources', { token: owner.token });
    expectDocumentedResponse('listIntakeSources', list);
    expect(list.body.result.map((item: { id: string }) => item.id)).to.deep.equal([source.id]);
  });

  it('turns added, changed and removed items into drafts, listing updates and archives, each exactly once', async function () {
    this.timeout(60_000);
    const owner = await registerAccount('feed-syncer');
    feed.products = [
      laptop('x1', 'ThinkPad X1 Carbon', '899.00'),
      laptop('t14', 'ThinkPad T14', '649.00'),
      laptop('e14', 'ThinkPad E14', '449.00'),
    ];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, currency: 'EUR' });
    const draftIds: string[] = (
      await call('GET', `/v1/intake/jobs/${source.lastSyncReport.jobId}`, { token: owner.token })
    ).body.result.draftIds;
    const listingIds = [await publish(owner, draftIds[0]!), await publish(owner, draftIds[1]!)];

    feed.products = [
      laptop('x1', 'ThinkPad X1 Carbon Gen 11', '849.00'),
      laptop('t14', 'ThinkPad T14', '649.00'),
      laptop('e14', 'ThinkPad E14 Gen 5', '449.00'),
      laptop('l13', 'ThinkPad L13', '399.00'),
    ];
    expect(counts(await syncReport(owner, source.id))).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 1,
      updated: 2,
      archived: 0,
      failed: 0,
    });
    const changed = await listing(owner, listingIds[0]!);
    expect(changed).to.deep.include({ title: 'ThinkPad X1 Carbon Gen 11', price: { amount: 84900, currency: 'EUR' } });
    // The owner confirmed the facets on the draft, so the feed does not own them.
    expect(changed.facets).to.include({ productType: 'computers', condition: 'used' });
    const unpublished = await call('GET', `/v1/intake/drafts/${draftIds[2]}`, { token: owner.token });
    expect(unpublished.body.result.fields.title).to.equal('ThinkPad E14 Gen 5');

    feed.products = [laptop('t14', 'ThinkPad T14', '649.00'), laptop('l13', 'ThinkPad L13', '399.00')];
    expect(counts(await syncReport(owner, source.id))).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 0,
      updated: 0,
      archived: 2,
      failed: 0,
    });
    expect((await listing(owner, listingIds[0]!)).status).to.equal('archived');
    expect((await listing(owner, listingIds[1]!)).status).to.not.equal('archived');

    expect(counts(await syncReport(owner, source.id))).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 0,
      updated: 0,
      archived: 0,
      failed: 0,
    });
    const jobs = await call('GET', '/v1/intake/jobs', { token: owner.token });
    expect(jobs.body.result.flatMap((job: { draftIds: string[] }) => job.draftIds)).to.have.length(4);
  });

  it('syncs a feed of many batches: new, changed, vanished and repeated items each counted once', async function () {
    this.timeout(120_000);
    const owner = await registerAccount('feed-batches');
    const many = (count: number, title = (index: number) => `ThinkPad ${index}`) =>
      Array.from({ length: count }, (_, index) => laptop(`tp-${index}`, title(index), '499.00'));
    feed.products = many(450);
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, currency: 'EUR' });
    expect(counts(source.lastSyncReport)).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 450,
      updated: 0,
      archived: 0,
      failed: 0,
    });
    const job = (await call('GET', `/v1/intake/jobs/${source.lastSyncReport.jobId}`, { token: owner.token })).body
      .result;
    expect(new Set(job.draftIds).size).to.equal(450);

    // Items 0-29 vanish, 30-39 change, 40-449 stay, 450-454 arrive, and item 40 comes again with another title.
    feed.products = [
      ...many(455, (index) => (index < 40 ? `ThinkPad ${index} Gen 2` : `ThinkPad ${index}`)).slice(30),
      laptop('tp-40', 'ThinkPad 40 again', '499.00'),
    ];
    expect(counts(await syncReport(owner, source.id))).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 5,
      updated: 11,
      archived: 30,
      failed: 0,
    });
    const items = harness().mongo.db.collection('intake_feed_items');
    expect(await items.countDocuments({ sourceId: source.id, status: 'active' })).to.equal(425);
    expect(await items.countDocuments({ sourceId: source.id, status: 'archived' })).to.equal(30);
    expect(
      await harness()
        .mongo.db.collection('intake_drafts')
        .countDocuments({ 'source.url': feed.url, accountId: owner.id }),
    ).to.equal(455);
    const repeated = await items.findOne({ sourceId: source.id, key: 'tp-40' });
    const draft = await call('GET', `/v1/intake/drafts/${repeated!.draftId}`, { token: owner.token });
    expect(draft.body.result.fields.title, 'the last occurrence of a repeated item wins').to.equal('ThinkPad 40 again');
  });

  it("regression: a sync's job names its feed source and sums up the gaps of its drafts in a top-level gapReport", async () => {
    const owner = await registerAccount('feed-job-gaps');
    feed.products = [laptop('x1', 'ThinkPad X1 Carbon', '899.00'), laptop('t14', 'ThinkPad T14', '649.00')];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, currency: 'EUR' });
    const read = async () => {
      const response = await call('GET', `/v1/intake/jobs/${source.lastSyncReport.jobId}`, { token: owner.token });
      expectDocumentedResponse('getIntakeJob', response);
      return response.body.result;
    };
    const job = await read();
    expect(job).to.include({ kind: 'sync', sourceId: source.id });
    const listed = await call('GET', '/v1/intake/jobs', { token: owner.token });
    expect(listed.body.result.map((entry: { sourceId: string | null }) => entry.sourceId)).to.deep.equal([source.id]);

    const perField = new Map<string, { field: string; missing: number; ambiguous: number }>();
    for (const draft of job.drafts)
      for (const [kind, gaps] of [
        ['missing', draft.gapReport.missing],
        ['ambiguous', draft.gapReport.ambiguous],
      ] as const)
        for (const { field } of gaps) {
          const counted = perField.get(field) ?? { field, missing: 0, ambiguous: 0 };
          counted[kind] += 1;
          perField.set(field, counted);
        }
    expect(perField.size, 'the laptops lack facets').to.be.greaterThan(0);
    expect(job.gapReport).to.deep.include({ complete: false, drafts: 2, completeDrafts: 0 });
    expect(job.gapReport.fields).to.have.deep.members([...perField.values()]);

    const patched = await call('PATCH', `/v1/intake/drafts/${job.draftIds[0]}`, {
      token: owner.token,
      body: { facets: { productType: 'computers', condition: 'used' } },
    });
    expect(patched.body.result.gapReport.complete, patched.text).to.equal(true);
    expect((await read()).gapReport).to.deep.include({ complete: false, drafts: 2, completeDrafts: 1 });
  });

  it('regression: syncs at most 1,000 items of a feed, reports the rest, and archives none of those it did not read', async function () {
    this.timeout(180_000);
    const owner = await registerAccount('feed-too-many');
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        laptop(`${prefix}-${index}`, `ThinkPad ${prefix} ${index}`, '499.00'),
      );
    feed.products = many('tp', 1);
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, currency: 'EUR' });
    feed.products = many('tp', 1_000);
    expect(counts(await syncReport(owner, source.id))).to.deep.include({
      status: 'completed',
      created: 999,
      failed: 0,
    });

    // 50 new items ahead of the 1,000: the last 50 known ones are past the limit, neither synced nor vanished.
    feed.products = [...many('new', 50), ...feed.products];
    const report = await syncReport(owner, source.id);
    expect(counts(report)).to.deep.include({ status: 'completed', created: 50, updated: 0, archived: 0, failed: 50 });
    expect(report.errors).to.have.length(1);
    expect(report.errors[0].item).to.equal('items 1001 to 1050');
    expect(report.errors[0].message).to.match(/at most 1000 items.*INTAKE_FEED_MAX_ITEMS/);
    const items = harness().mongo.db.collection('intake_feed_items');
    expect(await items.countDocuments({ sourceId: source.id, status: 'archived' })).to.equal(0);
  });

  it('syncs the good items of a feed with a broken one, and counts the broken one', async () => {
    const owner = await registerAccount('feed-broken-item');
    feed.products = [
      laptop('x1', 'ThinkPad X1', '899.00'),
      laptop('bad', 'ThinkPad Bad', 'abc'),
      'not a product',
      laptop('t14', 'ThinkPad T14', '649.00'),
    ];
    const report = (await registerSource(owner, { kind: 'products-json', url: feed.url, currency: 'EUR' }))
      .lastSyncReport;
    expect(counts(report)).to.deep.include({ status: 'completed', created: 2, updated: 0, archived: 0, failed: 2 });
    expect(report.errors.map((error: { item: string }) => error.item)).to.deep.equal(['item 2 (bad)', 'item 3']);
  });

  it('runs one sync when "sync now" is called many times at once; the others get 409', async function () {
    this.timeout(30_000);
    const owner = await registerAccount('feed-parallel');
    feed.products = [laptop('x1', 'ThinkPad X1', '899.00')];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url });
    feed.products.push(laptop('t14', 'ThinkPad T14', '649.00'));
    feed.hold();
    const before = feed.requests;
    const calls = Array.from({ length: 6 }, () => syncNow(owner, source.id));
    // The winner waits for the held feed; every other call is refused without waiting for it.
    const refused = await new Promise<ApiResponse[]>((resolve) => {
      const settled: ApiResponse[] = [];
      for (const pending of calls) {
        void pending.then((response) => {
          settled.push(response);
          if (settled.length === calls.length - 1) resolve(settled);
        });
      }
    });
    for (const response of refused) expectError(response, 409, 'invalid_transition');
    feed.release();
    const responses = await Promise.all(calls);
    expect(responses.filter((response) => response.status === 200)).to.have.length(1);
    expect(feed.requests - before).to.equal(1);
    expect(
      counts((await call('GET', `/v1/intake/sources/${source.id}`, { token: owner.token })).body.result.lastSyncReport),
    ).to.deep.equal({ errors: [], status: 'completed', created: 1, updated: 0, archived: 0, failed: 0 });
  });

  it('backs a failing feed off, doubling the wait per failure, and reports it', async () => {
    const owner = await registerAccount('feed-failing');
    feed.failing = true;
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, syncIntervalMinutes: 30 });
    expect(source.lastSyncReport.status).to.equal('failed');
    expect(source.consecutiveFailures).to.equal(1);
    const waitOf = (view: Record<string, any>) =>
      Date.parse(view.nextSyncAt) - Date.parse(view.lastSyncReport.finishedAt);
    expect(waitOf(source)).to.equal(30 * 60_000);
    const second = (await syncNow(owner, source.id)).body.result;
    expect(second.consecutiveFailures).to.equal(2);
    expect(waitOf(second)).to.be.at.least(60 * 60_000 - 1_000);
    expect(second.lastSyncReport.errors.at(-1).message).to.match(/failed 2 syncs in a row/);
    feed.failing = false;
    const recovered = (await syncNow(owner, source.id)).body.result;
    expect(recovered).to.include({ consecutiveFailures: 0 });
    expect(recovered.lastSyncReport.status).to.equal('completed');
  });

  it('disables, re-enables and reschedules a feed; deleting it keeps its listings', async () => {
    const owner = await registerAccount('feed-settings');
    feed.products = [laptop('x1', 'ThinkPad X1', '899.00')];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url });
    const disabled = await call('PATCH', `/v1/intake/sources/${source.id}`, {
      token: owner.token,
      body: { enabled: false },
    });
    expectDocumentedResponse('updateIntakeSource', disabled);
    expect(disabled.body.result).to.include({ enabled: false, nextSyncAt: null });
    const enabled = await call('PATCH', `/v1/intake/sources/${source.id}`, {
      token: owner.token,
      body: { enabled: true, syncIntervalMinutes: 15 },
    });
    expect(enabled.body.result).to.include({ enabled: true, syncIntervalMinutes: 15 });
    expect(Date.parse(enabled.body.result.nextSyncAt) - Date.parse(source.lastSyncReport.finishedAt)).to.be.at.least(
      15 * 60_000,
    );
    expectError(
      await call('PATCH', `/v1/intake/sources/${source.id}`, { token: owner.token, body: { syncIntervalMinutes: 5 } }),
      400,
      'validation_failed',
    );

    const draftId = (await call('GET', `/v1/intake/jobs/${source.lastSyncReport.jobId}`, { token: owner.token })).body
      .result.draftIds[0];
    const listingId = await publish(owner, draftId);
    const deleted = await call('DELETE', `/v1/intake/sources/${source.id}`, { token: owner.token });
    expectDocumentedResponse('deleteIntakeSource', deleted);
    expect(deleted.body.result).to.deep.equal({ id: source.id, deleted: true });
    expectError(
      await call('GET', `/v1/intake/sources/${source.id}`, { token: owner.token }),
      404,
      'resource_not_found',
    );
    expect((await listing(owner, listingId)).status).to.not.equal('archived');
  });

  it('regression: refuses a feed URL that may never be fetched (private, link-local) when it is registered, storing nothing', async () => {
    const owner = await registerAccount('feed-private-url');
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/feed.json',
      'http://[::ffff:192.168.0.1]/feed.json',
    ]) {
      const refused = await call('POST', '/v1/intake/sources', {
        token: owner.token,
        body: { kind: 'products-json', url },
      });
      const error = expectError(refused, 400, 'validation_failed');
      expect(error.field).to.equal('body.url');
      expect(error.message).to.match(/may not be fetched: .*private, loopback or link-local/);
    }
    expect((await call('GET', '/v1/intake/sources', { token: owner.token })).body.result).to.deep.equal([]);
  });

  it('hides a feed from every other account', async () => {
    const owner = await registerAccount('feed-private');
    const stranger = await registerAccount('feed-stranger');
    feed.products = [laptop('x1', 'ThinkPad X1', '899.00')];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url });
    expectError(
      await call('GET', `/v1/intake/sources/${source.id}`, { token: stranger.token }),
      404,
      'resource_not_found',
    );
    expectError(
      await call('POST', `/v1/intake/sources/${source.id}/sync`, { token: stranger.token }),
      404,
      'resource_not_found',
    );
    expectError(
      await call('PATCH', `/v1/intake/sources/${source.id}`, { token: stranger.token, body: { enabled: false } }),
      404,
      'resource_not_found',
    );
    expectError(
      await call('DELETE', `/v1/intake/sources/${source.id}`, { token: stranger.token }),
      404,
      'resource_not_found',
    );
    expect((await call('GET', '/v1/intake/sources', { token: stranger.token })).body.result).to.deep.equal([]);
  });

  it('is synced by the worker once its interval has passed, and not before', async function () {
    this.timeout(60_000);
    const owner = await registerAccount('feed-scheduled');
    feed.products = [laptop('x1', 'ThinkPad X1', '899.00')];
    const source = await registerSource(owner, { kind: 'products-json', url: feed.url, syncIntervalMinutes: 15 });
    feed.products.push(laptop('t14', 'ThinkPad T14', '649.00'));
    const due = Date.parse(source.nextSyncAt);
    const { db, config } = { db: harness().mongo.db, config: harness().config };
    await runJob({ kind: 'sync-feed-sources' }, workerDeps(db, new SettableClock(new Date(due - 60_000)), config));
    const early = (await call('GET', `/v1/intake/sources/${source.id}`, { token: owner.token })).body.result;
    expect(early.lastSyncReport.startedAt).to.equal(source.lastSyncReport.startedAt);
    await runJob({ kind: 'sync-feed-sources' }, workerDeps(db, new SettableClock(new Date(due + 60_000)), config));
    const synced = (await call('GET', `/v1/intake/sources/${source.id}`, { token: owner.token })).body.result;
    expect(counts(synced.lastSyncReport)).to.deep.equal({
      errors: [],
      status: 'completed',
      created: 1,
      updated: 0,
      archived: 0,
      failed: 0,
    });
  });
});
