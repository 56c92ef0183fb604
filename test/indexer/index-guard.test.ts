import type { Server } from 'node:http';
import { expect } from 'chai';
import { IndexGuard } from '../../indexer/index-guard.ts';
import { indexerHealth } from '../../indexer/indexer-health.ts';
import { listingIndexState } from '../../indexer/listing-index.ts';
import { prepareListingIndex } from '../../indexer/prepare-index.ts';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { eventually, useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

const logger = createLogger('silent', 'test');

describe('indexer: consumes only into an index this code and this database own', function () {
  this.timeout(60_000);
  let guard: IndexGuard | null = null;
  let server: Server | null = null;

  afterEach(async () => {
    await guard?.stop();
    if (server) await close(server);
    guard = null;
    server = null;
  });
  const world = useIndexerWorld();

  /** The indexer process's pieces as indexer/main.ts assembles them, its /health on a loopback port. */
  async function startIndexerProcess(): Promise<{ guard: IndexGuard; health: () => Promise<Response> }> {
    const indexer = world().indexer({ pollIntervalMs: 20 });
    const deps = { db: world().db, elasticsearch: world().elasticsearch, alias: world().alias };
    guard = new IndexGuard({ ...deps, logger, indexer, pollIntervalMs: 50 });
    server = createHealthServer(indexerHealth({ ...deps, indexer, guard }));
    const url = await listen(server, '127.0.0.1', 0);
    guard.start();
    return { guard, health: () => fetch(`${url}/health`) };
  }

  it('refuses an index with another mapping, its health saying why, and consumes once migrate has rebuilt it', async () => {
    await world().elasticsearch.indices.delete({ index: await world().aliasIndices() });
    await world().elasticsearch.indices.create({
      index: `${world().alias}-v1`,
      mappings: { dynamic: 'strict', properties: { title: { type: 'text' } } },
      aliases: { [world().alias]: { is_write_index: true } },
    });
    const waiting = listingFixture({ title: 'Written while the index was outdated' });
    await world().writeListing(waiting);

    const { guard: running, health } = await startIndexerProcess();
    await eventually(() => running.state().verdict !== null, 'the guard inspected the index');
    const refusing = await health();
    const report = (await refusing.json()) as Record<string, any>;

    const expected = (await listingIndexState(world().elasticsearch, world().alias)).expected.mappingVersion;
    expect(refusing.status).to.equal(503);
    expect(report.down).to.deep.equal(['listingsIndex']);
    expect(report.consuming).to.equal(false);
    expect(report.listingsIndex.problem).to.equal('mapping');
    expect(report.listingsIndex.mappingVersion).to.deep.equal({ expected, found: null });
    expect(report.listingsIndex.reason).to.equal(
      `the listings index ${world().alias}-v1 has mappingVersion none, this code expects ${expected}; ` +
        'run npm run migrate to rebuild it from MongoDB',
    );
    expect((await world().indexerOutbox.pending(100)).length, 'nothing consumed').to.equal(1);

    const index = await prepareListingIndex({
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      clock: systemClock,
      logger,
    });
    await eventually(async () => (await health()).status === 200, 'the indexer health turned 200');
    const added = listingFixture({ title: 'Written once the index was rebuilt' });
    await world().writeListing(added);
    await eventually(async () => (await world().indexed(added._id)) !== null, 'the indexer consumed');

    expect(running.state().consuming).to.equal(true);
    expect(await world().aliasIndices()).to.deep.equal([index]);
    expect(await world().indexed(waiting._id)).to.not.equal(null);
  });

  it('refuses an index built from another database (no epoch of this one), naming the problem', async () => {
    const { guard: running, health } = await startIndexerProcess();
    await eventually(() => running.state().verdict !== null, 'the guard inspected the index');
    const refusing = await health();
    const report = (await refusing.json()) as Record<string, any>;

    expect(refusing.status).to.equal(503);
    expect(report.listingsIndex.problem).to.equal('foreign');
    expect(report.listingsIndex.reason).to.match(/was built from another database .*run npm run migrate/);
  });
});
