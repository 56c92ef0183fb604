import { expect } from 'chai';
import { IndexerOutbox } from '../../indexer/indexer-outbox.ts';
import { prepareListingIndex, type PrepareIndexDeps } from '../../indexer/prepare-index.ts';
import { reindexListings } from '../../indexer/reindex.ts';
import { createLogger } from '../../shared/logger.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { useIndexerWorld } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

const MINUTE = 60_000;

describe('indexer: listings indices left by interrupted reindexes', function () {
  this.timeout(60_000);

  const world = useIndexerWorld();

  async function indices(): Promise<string[]> {
    return Object.keys(await world().elasticsearch.indices.get({ index: `${world().alias}-v*` })).sort();
  }

  it('regression: are deleted by the next prepare, but never the live index, one kept on purpose, or one a running reindex builds', async () => {
    const clock = new SettableClock(new Date());
    const deps: PrepareIndexDeps = {
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      clock,
      logger: createLogger('silent', 'test'),
    };
    await world().insertListings(3);
    const live = await prepareListingIndex(deps);
    const [interrupted, unheld, kept] = [1, 2, 3].map((n) => `${world().alias}-v${n}`);
    for (const index of [interrupted!, unheld!, kept!]) await world().elasticsearch.indices.create({ index });
    await world().elasticsearch.indices.putMapping({ index: kept!, _meta: { kept: true } });
    // The reindex that built `interrupted` died ten minutes ago: its hold was renewed for the last time then.
    const outbox = new IndexerOutbox(world().db);
    const hold = await outbox.holdChangesSince(
      clock.now(),
      interrupted!,
      new Date(clock.now().getTime() - 10 * MINUTE),
    );
    let duringBuild: string[] = [];
    let building = '';

    const result = await reindexListings({
      ...deps,
      onProgress: async ({ done }) => {
        if (done > 0) return;
        // Two minutes on, every index is past its grace period; the running reindex renewed its hold just now.
        clock.advance(2 * MINUTE);
        building = (await indices()).find((index) => ![live, interrupted, unheld, kept].includes(index))!;
        await prepareListingIndex(deps);
        duringBuild = await indices();
      },
    });

    expect(duringBuild).to.deep.equal([live, kept!, building].sort());
    expect(result.index).to.equal(building);
    expect(await world().aliasIndices()).to.deep.equal([building]);
    expect((await outbox.reindexHolds()).map((entry) => entry.hold)).to.not.include(hold);
    expect(await world().count()).to.equal(3);
  });
});
