import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'chai';
import { indicesOf } from '../../indexer/listing-index.ts';
import { prepareListingIndex, type PrepareIndexDeps } from '../../indexer/prepare-index.ts';
import { REBUILD_LEASES_COLLECTION, rebuildingAlone, type RebuildLeaseDeps } from '../../indexer/rebuild-lease.ts';
import { ReindexError, reindexListings } from '../../indexer/reindex.ts';
import { createLogger } from '../../shared/logger.ts';
import { TermLease } from '../../shared/term-lease.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { useIndexerWorld } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

const LEASE_MS = 60_000;

describe('indexer: one rebuild of a listings alias at a time (two deploys migrating at once, a reindex meanwhile)', function () {
  this.timeout(120_000);

  const world = useIndexerWorld();
  const logger = createLogger('silent', 'test');
  const prepareDeps = (): PrepareIndexDeps => ({
    db: world().db,
    elasticsearch: world().elasticsearch,
    alias: world().alias,
    clock: new SettableClock(new Date()),
    logger,
  });
  const indicesNamedAfterAlias = async () =>
    Object.keys(await world().elasticsearch.indices.get({ index: `${world().alias}-v*` })).sort();

  it('lets two migrations at once agree on one live index, which holds every listing, and leaves no other index', async () => {
    await world().insertListings(5);
    const outcomes = await Promise.allSettled([prepareListingIndex(prepareDeps()), prepareListingIndex(prepareDeps())]);
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failures, 'neither migration fails').to.deep.equal([]);
    const live = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<string>).value);
    expect(live[0], 'both answer the same live index').to.equal(live[1]);
    expect(await indicesOf(world().elasticsearch, world().alias)).to.deep.equal([live[0]]);
    expect(await indicesNamedAfterAlias(), 'no other index left').to.deep.equal([live[0]]);
    await world().elasticsearch.indices.refresh({ index: live[0]! });
    expect((await world().elasticsearch.count({ index: world().alias })).count).to.equal(5);
  });

  describe('with the lease judged by a clock of the test', () => {
    const clock = new SettableClock(new Date('2026-11-29T12:00:00Z'));
    const leaseDeps = (): RebuildLeaseDeps => ({
      db: world().db,
      alias: world().alias,
      logger,
      leaseMs: LEASE_MS,
      waitMs: 10,
      now: async () => clock.now(),
    });

    it('refuses the swap of a rebuild whose lease ran out and was taken meanwhile, and drops its index', async () => {
      await world().insertListings(3);
      const before = await indicesOf(world().elasticsearch, world().alias);
      const outcome = await rebuildingAlone(leaseDeps(), (turn) =>
        reindexListings({
          ...prepareDeps(),
          beforeSwap: async () => {
            clock.advance(LEASE_MS + 1);
            // Another process takes the lapsed lease, rebuilds and gives it back before this one swaps.
            await rebuildingAlone(leaseDeps(), async () => undefined);
            await turn.confirmHeld();
          },
        }),
      ).then(
        () => null,
        (error: unknown) => error,
      );
      expect(outcome).to.be.instanceOf(ReindexError);
      expect((outcome as Error).message).to.match(/rebuild lease of .* ran out before the swap/);
      expect(await indicesOf(world().elasticsearch, world().alias), 'the alias did not move').to.deep.equal(before);
      expect(await indicesNamedAfterAlias(), 'the new index was dropped').to.deep.equal(before.sort());
    });

    it('waits while another process holds the lease, and takes its turn once a holder that died lets it expire', async () => {
      const dead = new TermLease({
        db: world().db,
        collection: REBUILD_LEASES_COLLECTION,
        name: world().alias,
        owner: 'a process that died',
        leaseMs: LEASE_MS,
        now: async () => clock.now(),
      });
      const deadTerm = await dead.hold();
      expect(deadTerm).to.be.a('number');
      let ran = false;
      const waiting = rebuildingAlone(leaseDeps(), async () => {
        ran = true;
      });
      await delay(200);
      expect(ran, 'still waiting while the lease is live').to.equal(false);
      clock.advance(LEASE_MS + 1);
      await waiting;
      expect(ran).to.equal(true);
      expect(await dead.hold(), 'the term of the holder that died is over').to.not.equal(deadTerm);
    });
  });
});
