import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { SettableClock } from '../support/settable-clock.ts';
import { eventually, useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

const LEASE_MS = 15_000;

/** The shared Elasticsearch client, counting the `_bulk` requests made through it: one indexer's writes. */
function countingBulks(client: Client): { client: Client; bulks: () => number } {
  let bulks = 0;
  const counting = new Proxy(client, {
    get(target, key, receiver) {
      if (key !== 'bulk') return Reflect.get(target, key, receiver);
      return (...args: Parameters<Client['bulk']>) => {
        bulks += 1;
        return target.bulk(...args);
      };
    },
  });
  return { client: counting, bulks: () => bulks };
}

describe('indexer: one consumes by lease, a second stands by', function () {
  this.timeout(30_000);
  const clock = new SettableClock(new Date('2026-11-28T12:00:00Z'));

  const world = useIndexerWorld();

  it('regression: a second indexer stands by, and takes over from the checkpoint once the first stops renewing', async () => {
    let release: () => void = () => {};
    let stalled: Promise<void> | null = null;
    const first = countingBulks(world().elasticsearch);
    const second = countingBulks(world().elasticsearch);
    let standbyChecks = 0;
    const active = world().indexer({
      elasticsearch: first.client,
      pollIntervalMs: 20,
      leaseMs: LEASE_MS,
      leaseNow: async () => {
        await stalled;
        return clock.now();
      },
    });
    const standby = world().indexer({
      elasticsearch: second.client,
      pollIntervalMs: 20,
      leaseMs: LEASE_MS,
      leaseNow: async () => {
        standbyChecks += 1;
        return clock.now();
      },
    });
    const before = [listingFixture(), listingFixture()];
    for (const listing of before) await world().writeListing(listing);

    active.start();
    await eventually(() => active.role() === 'active', 'the first indexer holds the lease');
    standby.start();
    await eventually(async () => (await active.lag()).pending === 0, 'the first indexer drained the outbox');
    await eventually(() => standbyChecks >= 3, 'the second indexer looked at the lease several times');
    expect(standby.role()).to.equal('standby');
    expect(second.bulks()).to.equal(0);
    expect(first.bulks()).to.be.greaterThan(0);

    stalled = new Promise((resolve) => (release = resolve));
    const during = [listingFixture(), listingFixture()];
    for (const listing of during) await world().writeListing(listing);
    clock.advance(LEASE_MS - 1);
    const checksBefore = standbyChecks;
    await eventually(() => standbyChecks >= checksBefore + 3, 'the second indexer looked again within the lease');
    expect(standby.role()).to.equal('standby');

    clock.advance(2);
    await eventually(() => standby.role() === 'active', 'the second indexer took over');
    const after = [listingFixture(), listingFixture()];
    for (const listing of after) await world().writeListing(listing);
    await eventually(async () => (await standby.lag()).pending === 0, 'the second indexer drained the outbox');
    for (const listing of [...before, ...during, ...after])
      expect(await world().indexed(listing._id), listing._id).to.not.equal(null);
    expect(second.bulks()).to.be.greaterThan(0);

    release();
    await eventually(() => active.role() === 'standby', 'the first indexer, back, stands by');
  });
});
