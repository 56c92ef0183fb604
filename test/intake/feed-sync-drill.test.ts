import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { createCore } from '../../services/core/index.ts';
import { DraftsRepository } from '../../services/core/intake/drafts/drafts.repository.ts';
import { FeedItemsRepository } from '../../services/core/intake/sources/feed-items.repository.ts';
import { FeedSourcesRepository } from '../../services/core/intake/sources/feed-sources.repository.ts';
import type { FeedItemDocument, FeedSourceDocument, SyncReport } from '../../services/core/intake/sources/types.ts';
import { ABANDONED_AFTER_MS, FeedSync } from '../../services/core/intake/sources/feed-sync.ts';
import { FeedSyncsRepository } from '../../services/core/intake/sources/feed-syncs.repository.ts';
import { feedLimits, SOURCE_LIMITS, SourceFetcher } from '../../shared/fetching/source-fetcher.ts';
import { readFeed, type ImportStructuredInput } from '../../services/core/intake/imports/import-sources.ts';
import { IntakeJobsRepository } from '../../services/core/intake/imports/intake-jobs.repository.ts';
import type { ListingsService } from '../../services/core/listings/listings.service.ts';
import { ListingsRepository } from '../../services/core/listings/listings.repository.ts';
import { webhookTargetPolicy } from '../../shared/fetching/target-policy.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

/** A write of a sync, by what it writes (and for whose item, where one repository call serves several kinds). */
type WriteName =
  | 'listing update'
  | 'draft facts'
  | 'item record (changed)'
  | 'new drafts'
  | 'new item records'
  | 'listing archive'
  | 'item record (vanished)';
type Point = { write: WriteName; phase: 'before' | 'after' };

/** The writes of a sync with one changed, one new and one vanished item, in the order the sync makes them. */
const WRITES: WriteName[] = [
  'listing update',
  'draft facts',
  'item record (changed)',
  'new drafts',
  'new item records',
  'listing archive',
  'item record (vanished)',
];
const POINTS: Point[] = WRITES.flatMap((write) => [
  { write, phase: 'before' as const },
  { write, phase: 'after' as const },
]);
const describe_ = (point: Point) => `${point.phase} the ${point.write}`;

function laptop(handle: string, title: string, price: string) {
  return {
    id: handle,
    handle,
    title,
    vendor: 'Lenovo',
    product_type: 'Laptop',
    body_html: `<p>${title}, refurbished.</p>`,
    variants: [{ price }],
  };
}

/** The writes that took effect, across the runs of a drill: a write repeated by the next sync shows here twice. */
interface Effects {
  listingUpdates: number;
  listingArchives: number;
}

/**
 * Runs syncs whose writes pass through `observe`: the drill makes the first sync stop for good at one point, as a
 * process that dies there (the sync's promise never settles), and lets the next sync, started once the claim of the
 * stopped one counts as abandoned, run through.
 */
class DrillSyncs {
  private readonly db = harness().mongo.db;
  private readonly core = createCore({ db: this.db, clock: systemClock, config: harness().config });
  readonly sources = new FeedSourcesRepository(this.db);
  readonly effects: Effects = { listingUpdates: 0, listingArchives: 0 };

  /** A sync that stops for good at `stopAt` (calling `stopped`), recording each write it reaches in `reached`. */
  sync(clock: Clock, stopAt: Point | null, stopped: () => void, reached: WriteName[] = []): FeedSync {
    const never = new Promise<never>(() => {});
    const at = async <T>(write: WriteName, perform: () => Promise<T>): Promise<T> => {
      reached.push(write);
      if (stopAt?.write === write && stopAt.phase === 'before') return (stopped(), never);
      const result = await perform();
      if (stopAt?.write === write && stopAt.phase === 'after') return (stopped(), never);
      return result;
    };
    const drafts = new DraftsRepository(this.db);
    const items = new FeedItemsRepository(this.db);
    const listings: Pick<ListingsService, 'update' | 'archive'> = {
      update: (principal, id, patch) =>
        at('listing update', async () => {
          const updated = await this.core.listings.update(principal, id, patch);
          this.effects.listingUpdates += 1;
          return updated;
        }),
      archive: (principal, id) =>
        at('listing archive', async () => {
          const archived = await this.core.listings.archive(principal, id);
          this.effects.listingArchives += 1;
          return archived;
        }),
    };
    const targets = webhookTargetPolicy(harness().config);
    const fetchers = {
      pages: new SourceFetcher({ targets, limits: SOURCE_LIMITS }),
      feeds: new SourceFetcher({ targets, limits: feedLimits(1024 * 1024) }),
    };
    return new FeedSync({
      sources: this.sources,
      syncs: new FeedSyncsRepository(this.db),
      items: Object.assign(Object.create(items) as FeedItemsRepository, {
        record: (item: Omit<FeedItemDocument, '_id'>) =>
          at(item.status === 'archived' ? 'item record (vanished)' : 'item record (changed)', () => items.record(item)),
        recordMany: (records: Omit<FeedItemDocument, '_id'>[]) =>
          at('new item records', () => items.recordMany(records)),
      }),
      drafts: Object.assign(Object.create(drafts) as DraftsRepository, {
        insertManyOnce: (documents: Parameters<DraftsRepository['insertManyOnce']>[0]) =>
          at('new drafts', () => drafts.insertManyOnce(documents)),
        writeFacts: (...args: Parameters<DraftsRepository['writeFacts']>) =>
          at('draft facts', () => drafts.writeFacts(...args)),
      }),
      jobs: new IntakeJobsRepository(this.db),
      listings,
      storedListings: new ListingsRepository(this.db),
      maxItems: harness().config.intake.feedMaxItems,
      read: (source: FeedSourceDocument) =>
        readFeed(fetchers, {
          kind: source.kind,
          url: source.url,
          ...(source.currency ? { currency: source.currency as ImportStructuredInput['currency'] } : {}),
        }),
      clock,
      logger: createLogger('silent', 'drill'),
    });
  }
}

describe('intake feed sync after a crash: the next sync completes the stopped one', function () {
  this.timeout(300_000);
  let server: Server;
  let products: unknown[] = [];
  let feedUrl: string;
  const syncs = () => new DrillSyncs();

  before(async () => {
    server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products.json`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A source whose first sync made drafts of `changes` and `vanishes`, both published; the feed then changes one, drops one and adds `arrives`. */
  async function situation(): Promise<{
    owner: TestAccount;
    sourceId: string;
    listingIds: { changed: string; vanished: string };
    versionBefore: number;
  }> {
    const owner = await registerAccount('feed-drill');
    products = [laptop('changes', 'ThinkPad X1 Carbon', '899.00'), laptop('vanishes', 'ThinkPad T14', '649.00')];
    // A feed URL of its own per situation, so the drafts of each are told apart by their source.
    const created = await call('POST', '/v1/intake/sources', {
      token: owner.token,
      body: { kind: 'products-json', url: `${feedUrl}?owner=${owner.id}`, currency: 'EUR' },
    });
    expect(created.status, created.text).to.equal(201);
    const draftIds: string[] = (
      await call('GET', `/v1/intake/jobs/${created.body.result.lastSyncReport.jobId}`, { token: owner.token })
    ).body.result.draftIds;
    const [changed, vanished] = await Promise.all(
      draftIds.map(async (draftId) => {
        const patched = await call('PATCH', `/v1/intake/drafts/${draftId}`, {
          token: owner.token,
          body: { facets: { productType: 'computers', condition: 'used' } },
        });
        expect(patched.status, patched.text).to.equal(200);
        const published = await call('POST', `/v1/intake/drafts/${draftId}/publish`, { token: owner.token });
        expect(published.status, published.text).to.be.oneOf([200, 201]);
        return published.body.result.listingId as string;
      }),
    );
    products = [laptop('changes', 'ThinkPad X1 Carbon Gen 11', '849.00'), laptop('arrives', 'ThinkPad L13', '399.00')];
    const versionBefore = (await new ListingsRepository(harness().mongo.db).findById(changed!))!.version;
    return {
      owner,
      sourceId: created.body.result.id,
      listingIds: { changed: changed!, vanished: vanished! },
      versionBefore,
    };
  }

  async function check(
    drill: DrillSyncs,
    state: Awaited<ReturnType<typeof situation>>,
    report: SyncReport,
    stoppedAt: Point | null,
  ): Promise<void> {
    const db = harness().mongo.db;
    const done = (write: WriteName) => {
      if (stoppedAt === null) return false;
      const [index, stoppedIndex] = [WRITES.indexOf(write), WRITES.indexOf(stoppedAt.write)];
      return index < stoppedIndex || (index === stoppedIndex && stoppedAt.phase === 'after');
    };
    expect(
      {
        created: report.created,
        updated: report.updated,
        archived: report.archived,
        failed: report.failed,
        errors: report.errors,
      },
      'the completing sync counts what it finished',
    ).to.deep.equal({
      created: done('new item records') ? 0 : 1,
      updated: done('item record (changed)') ? 0 : 1,
      archived: done('item record (vanished)') ? 0 : 1,
      failed: 0,
      errors: [],
    });
    const source = (await drill.sources.findById(state.sourceId))!;
    expect(
      await db.collection('intake_drafts').countDocuments({ 'source.url': source.url, item: /\(arrives\)$/ }),
      'one draft of the new item',
    ).to.equal(1);
    expect(drill.effects, 'one listing update and one archive').to.deep.equal({
      listingUpdates: 1,
      listingArchives: 1,
    });
    const changed = (await new ListingsRepository(db).findById(state.listingIds.changed))!;
    expect(changed).to.deep.include({
      title: 'ThinkPad X1 Carbon Gen 11',
      price: { amount: 84900, currency: 'EUR' },
      version: state.versionBefore + 1,
    });
    expect((await new ListingsRepository(db).findById(state.listingIds.vanished))!.status).to.equal('archived');
    const records = await db
      .collection<FeedItemDocument>('intake_feed_items')
      .find({ sourceId: state.sourceId })
      .sort({ key: 1 })
      .toArray();
    expect(records.map((record) => [record.key, record.status])).to.deep.equal([
      ['arrives', 'active'],
      ['changes', 'active'],
      ['vanishes', 'archived'],
    ]);
    const nothingLeft = await drill.sync(systemClock, null, () => {}).run(source);
    expect(
      { created: nothingLeft.created, updated: nothingLeft.updated, archived: nothingLeft.archived },
      'a further sync finds nothing to do',
    ).to.deep.equal({ created: 0, updated: 0, archived: 0 });
  }

  it('passes the writes of a changed, a new and a vanished item in the drilled order when nothing stops it', async () => {
    const state = await situation();
    const drill = syncs();
    const reached: WriteName[] = [];
    const report = await drill
      .sync(systemClock, null, () => {}, reached)
      .run((await drill.sources.findById(state.sourceId))!);
    expect(reached).to.deep.equal(WRITES);
    await check(drill, state, report, null);
  });

  it('keeps the source for a sync that shows it is alive, and frees it once the sync is silent for ABANDONED_AFTER_MS', async () => {
    const state = await situation();
    const drill = syncs();
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    void drill
      .sync(systemClock, { write: 'listing update', phase: 'before' }, stop)
      .run((await drill.sources.findById(state.sourceId))!);
    await stopped;
    const claims = new FeedSyncsRepository(harness().mongo.db);
    const running = (await claims.find(state.sourceId, 2))!;
    const beatAt = new Date(running.startedAt.getTime() + ABANDONED_AFTER_MS);
    await claims.beat(state.sourceId, 2, beatAt);
    const source = (await drill.sources.findById(state.sourceId))!;
    const justAfter: Clock = { now: () => new Date(running.startedAt.getTime() + ABANDONED_AFTER_MS + 1_000) };
    const refused = await drill
      .sync(justAfter, null, () => {})
      .run(source)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused, 'a sync that beat a moment ago still holds the source')
      .to.be.instanceOf(Error)
      .with.property('constructor')
      .that.has.property('name', 'SyncRunning');
    const silentSince: Clock = { now: () => new Date(beatAt.getTime() + ABANDONED_AFTER_MS + 1_000) };
    expect((await drill.sync(silentSince, null, () => {}).run(source)).status).to.equal('completed');
  });

  it('beats its claim while it runs', async () => {
    const state = await situation();
    const drill = syncs();
    let calls = 0;
    const started = Date.now();
    const slow: Clock = { now: () => new Date(started + (calls += 1) * 20_000) };
    await drill.sync(slow, null, () => {}).run((await drill.sources.findById(state.sourceId))!);
    const claim = (await new FeedSyncsRepository(harness().mongo.db).find(state.sourceId, 2))!;
    expect(claim.beatAt!.getTime()).to.be.greaterThan(claim.startedAt.getTime());
  });

  for (const point of POINTS) {
    it(`completes a sync stopped ${describe_(point)}: one draft, one listing update, one archive, counts right`, async () => {
      const state = await situation();
      const drill = syncs();
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      void drill.sync(systemClock, point, stop).run((await drill.sources.findById(state.sourceId))!);
      await stopped;
      const refused = await call('POST', `/v1/intake/sources/${state.sourceId}/sync`, { token: state.owner.token });
      expect(refused.status, 'the stopped sync still holds the source until its claim is abandoned').to.equal(409);
      const afterAbandonment: Clock = { now: () => new Date(Date.now() + ABANDONED_AFTER_MS + 1_000) };
      const report = await drill
        .sync(afterAbandonment, null, () => {})
        .run((await drill.sources.findById(state.sourceId))!);
      expect(report.status).to.equal('completed');
      await check(drill, state, report, point);
    });
  }
});
