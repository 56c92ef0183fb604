import { expect } from 'chai';
import { IndexerOutbox, MAX_INDEXING_ATTEMPTS, type IndexedRecord } from '../../indexer/indexer-outbox.ts';
import { reconcileListings } from '../../indexer/reconcile.ts';
import { createLogger } from '../../shared/logger.ts';
import { capturingLogger, eventually, useIndexerWorld, listingFixture, unreachableElasticsearch } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: recovery', () => {
  const world = useIndexerWorld();

  /** Every record the saved checkpoint has passed has its listing in the index: the checkpoint never runs ahead of writing. */
  async function expectPassedRecordsIndexed(): Promise<void> {
    const pending = new Set((await world().indexerOutbox.pending(1000)).map((record) => record._id));
    const records = await world().db.collection<IndexedRecord>('outbox').find({ kind: 'listing.changed' }).toArray();
    const passed = records.filter((record) => !pending.has(record._id)).map((record) => record.listingId);
    expect(passed, 'the checkpoint has passed records').to.not.be.empty;
    await world().elasticsearch.indices.refresh({ index: world().alias });
    const found = await world().elasticsearch.mget({ index: world().alias, ids: passed, _source: false });
    expect(found.docs.filter((doc) => !('found' in doc && doc.found)).map((doc) => doc._id)).to.deep.equal([]);
  }

  it('loses nothing when stopped in the middle of a large batch, and finishes after a restart', async function () {
    this.timeout(60_000);
    const listings = Array.from({ length: 300 }, (_, position) => listingFixture({ title: `Listing ${position}` }));
    await world().writeListings(listings);
    const indexer = world().indexer({ batchSize: 100, pollIntervalMs: 10 });

    indexer.start();
    await eventually(async () => (await indexer.lag()).pending < 300, 'the first batch was marked', 30_000);
    // stop() aborts the `_bulk` request in flight, or the pass right after it.
    await indexer.stop();
    const { pending } = await indexer.lag();
    expect(pending, 'stopped before the outbox was drained').to.be.above(0);
    await expectPassedRecordsIndexed();

    indexer.start();
    await eventually(
      async () => (await indexer.lag()).pending === 0,
      'the restarted indexer drained the outbox',
      30_000,
    );
    await indexer.stop();
    expect(await world().count()).to.equal(300);
  });

  it('keeps what was written during an Elasticsearch outage pending and indexes it once Elasticsearch answers again', async () => {
    // The shared test cluster cannot be stopped: the outage is a client for a port nothing listens on.
    const unreachable = unreachableElasticsearch();
    const { logger, lines } = capturingLogger();
    const down = world().indexer({ elasticsearch: unreachable, logger, backoff: { initialMs: 5, maxMs: 20 } });
    down.start();
    const written = [listingFixture(), listingFixture(), listingFixture()];
    for (const listing of written) await world().writeListing(listing);
    await eventually(() => lines.length >= 3, 'passes failed while the outage lasted');
    await down.stop();
    await unreachable.close();
    expect(await down.lag()).to.include({ pending: 3, failed: 0 });

    const up = world().indexer({ pollIntervalMs: 10 });
    up.start();
    await eventually(async () => (await up.lag()).pending === 0, 'the outbox was drained after the outage');
    await up.stop();
    for (const listing of written) expect(await world().indexed(listing._id)).to.not.equal(null);
  });

  it(`sets aside records whose listing Elasticsearch refuses ${MAX_INDEXING_ATTEMPTS} times, so they stop blocking the queue`, async () => {
    const poison = [1, 2].map(() => listingFixture({ location: { lat: 999, lon: 13.4 } }));
    const healthy = listingFixture();
    for (const listing of [...poison, healthy]) await world().writeListing(listing);
    const { logger, lines } = capturingLogger();
    const indexer = world().indexer({ batchSize: 2, logger });

    const passes = [];
    for (let pass = await indexer.runOnce(); pass.records > 0; pass = await indexer.runOnce()) passes.push(pass);

    expect(passes.map((pass) => [pass.marked, pass.setAside])).to.deep.equal([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 2],
      [1, 0],
    ]);
    expect(await world().indexed(healthy._id)).to.not.equal(null);
    expect(await indexer.lag()).to.deep.equal({ pending: 0, oldestPendingAgeMs: 0, failed: 2 });
    const failed = await new IndexerOutbox(world().db).failed(10);
    expect(failed.map((record) => [record.listingId, record.attempts])).to.deep.equal(
      poison.map((listing) => [listing._id, MAX_INDEXING_ATTEMPTS]),
    );
    expect(failed[0]?.lastError).to.match(/location/);
    expect(
      lines.some((line) => line.level === 50 && (line.listingIds as string[]).length === 2),
      'setting aside is logged as an error',
    ).to.equal(true);

    const report = await reconcileListings({
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      logger: createLogger('silent', 'test'),
    });
    expect(report.failedRecords.count).to.equal(2);
    expect(report.failedRecords.first.map((record) => record.listingId)).to.deep.equal(
      poison.map((listing) => listing._id),
    );
    expect(report.missing.count, 'the refused listings are missing from search').to.equal(2);

    // A corrected listing gets a new record, which is indexed as usual.
    await world().writeListing({ ...poison[0]!, location: { lat: 52.5, lon: 13.4 }, version: 2 });
    expect(await indexer.runOnce()).to.deep.include({ records: 1, marked: 1 });
    expect((await world().indexed(poison[0]!._id))?.version).to.equal(2);
  });
});
