import { setTimeout as delay } from 'node:timers/promises';
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { toIndexDocument } from '../../indexer/index-document.ts';
import { listingIndexState } from '../../indexer/listing-index.ts';
import { prepareListingIndex } from '../../indexer/prepare-index.ts';
import { ReindexError, reindexListings, type ReindexDeps } from '../../indexer/reindex.ts';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { LISTINGS_REFRESH_INTERVAL } from '../../shared/listings-index/mapping.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { eventually, useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

/** Counts the `_bulk` requests the client sends and those answered. */
function countBulkRequests(client: Client): { sent: number; answered: number } {
  const counts = { sent: 0, answered: 0 };
  client.diagnostic.on('request', (_error, result) => {
    if (result?.meta.request.params.path.endsWith('/_bulk')) counts.sent += 1;
  });
  client.diagnostic.on('response', (_error, result) => {
    if (result?.meta.request.params.path.endsWith('/_bulk')) counts.answered += 1;
  });
  return counts;
}

/** `client` with every `_bulk` answer held until its release is called (pushed to `held`), and index deletions noted in `events`. */
function heldBulkAnswers(client: Client, held: Array<() => void>, events: string[]): Client {
  const indices = new Proxy(client.indices, {
    get(target, property) {
      if (property !== 'delete') return Reflect.get(target, property);
      return async (...args: Parameters<Client['indices']['delete']>) => {
        events.push('index dropped');
        return target.delete(...args);
      };
    },
  });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'indices') return indices;
      if (property !== 'bulk') return Reflect.get(target, property);
      return async (...args: Parameters<Client['bulk']>) => {
        const answer = await target.bulk(...args);
        await new Promise<void>((release) => held.push(release));
        return answer;
      };
    },
  });
}

describe('indexer: full reindex with alias swap', () => {
  const world = useIndexerWorld();

  function deps(overrides: Partial<ReindexDeps> = {}): ReindexDeps {
    return {
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      clock: systemClock,
      logger: createLogger('silent', 'test'),
      ...overrides,
    };
  }

  async function settingOf(index: string, name: string): Promise<unknown> {
    const settings = await world().elasticsearch.indices.getSettings({ index, name, flat_settings: true });
    return settings[index]?.settings?.[name];
  }

  it('rebuilds 1200 listings into a new index, swaps the alias, deletes the old index and keeps what changed meanwhile', async function () {
    this.timeout(60_000);
    const [oldIndex] = await world().aliasIndices();
    const listings = await world().insertListings(1200);
    const updated = { ...listings[5]!, title: 'Updated during the reindex', version: 2, updatedAt: new Date() };
    const archived = { ...listings[7]!, status: 'archived' as const, version: 2, updatedAt: new Date() };
    const added = listingFixture({ title: 'Added during the reindex' });
    const live = world().indexer({ pollIntervalMs: 10 });
    live.start();
    const progress: number[] = [];
    const totals: number[] = [];

    const result = await reindexListings(
      deps({
        // Between the chunks the service keeps writing, and the running indexer writes through the alias into the old index.
        onProgress: async ({ done, total }) => {
          progress.push(done);
          totals.push(total);
          if (progress.length !== 2) return;
          for (const listing of [updated, archived, added]) await world().writeListing(listing);
          await eventually(
            async () => (await live.lag()).pending === 0,
            'the live indexer wrote the changes to the old index',
          );
        },
      }),
    );
    const afterSwap = listingFixture({ title: 'Added after the swap' });
    await world().writeListing(afterSwap);
    await eventually(async () => (await live.lag()).pending === 0, 'the live indexer wrote through the moved alias');
    await live.stop();

    expect(result.index).to.not.equal(oldIndex);
    expect(await world().aliasIndices()).to.deep.equal([result.index]);
    expect(result.previousIndices).to.deep.equal([oldIndex]);
    expect(await world().elasticsearch.indices.exists({ index: oldIndex! })).to.equal(false);
    expect(progress.at(0)).to.equal(0);
    expect(totals.at(0), 'the collection as its statistics count it, read before the build').to.equal(1200);
    expect(progress.at(-1)).to.be.at.least(1200);
    expect(result.written).to.be.within(1200, 1201);
    expect(result.read).to.equal(result.written);
    expect(result.caughtUp).to.equal(3);
    expect(result.refused).to.deep.equal({ count: 0, passing: 0, sample: [] });
    expect(await world().count()).to.equal(1200 - 1 + 2);
    expect(await world().indexed(updated._id)).to.deep.equal({ version: 2, source: toIndexDocument(updated).body });
    expect(await world().indexed(archived._id)).to.equal(null);
    expect(await world().indexed(added._id)).to.not.equal(null);
    expect(await world().indexed(afterSwap._id)).to.not.equal(null);
    expect(await world().indexed(listings[1199]!._id)).to.deep.equal({
      version: 1,
      source: toIndexDocument(listings[1199]!).body,
    });
    const state = await listingIndexState(world().elasticsearch, world().alias);
    expect(state.mappingVersion).to.equal(state.expected.mappingVersion);
  });

  it('writes chunks concurrently while the service writes, and every listing ends as MongoDB holds it', async function () {
    this.timeout(60_000);
    const listings = await world().insertListings(600);
    const bulkRequests = countBulkRequests(world().elasticsearch);
    const updatedWritten = {
      ...listings[0]!,
      title: 'Updated after its chunk was written',
      version: 2,
      updatedAt: new Date(),
    };
    const updatedUnread = {
      ...listings[599]!,
      title: 'Updated before its chunk was read',
      version: 3,
      updatedAt: new Date(),
    };
    const archived = { ...listings[300]!, status: 'archived' as const, version: 2, updatedAt: new Date() };
    const added = listingFixture({ title: 'Added during the reindex' });
    const progress: number[] = [];
    let calling = false;
    let overlapping = 0;

    const result = await reindexListings(
      deps({
        chunkSize: 25,
        concurrentWrites: 4,
        onProgress: async ({ done }) => {
          overlapping += calling ? 1 : 0;
          calling = true;
          progress.push(done);
          if (progress.length === 2) {
            // The first chunk is written; the reader must have started another write meanwhile.
            await eventually(
              () => bulkRequests.sent >= 2,
              'a second _bulk request was sent while the first chunk reported',
            );
            for (const listing of [updatedWritten, updatedUnread, archived, added]) await world().writeListing(listing);
            await world().removeListing(listings[450]!._id);
          }
          await delay(5);
          calling = false;
        },
      }),
    );

    expect(overlapping, 'progress calls overlapped').to.equal(0);
    expect(progress).to.deep.equal([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).to.equal(result.written);
    expect(result.refused.count).to.equal(0);
    expect(await world().count()).to.equal(600 - 2 + 1);
    expect(await world().indexed(updatedWritten._id)).to.deep.equal({
      version: 2,
      source: toIndexDocument(updatedWritten).body,
    });
    expect(await world().indexed(updatedUnread._id)).to.deep.equal({
      version: 3,
      source: toIndexDocument(updatedUnread).body,
    });
    expect(await world().indexed(archived._id)).to.equal(null);
    expect(await world().indexed(listings[450]!._id)).to.equal(null);
    expect(await world().indexed(added._id)).to.not.equal(null);
    expect(await world().indexed(listings[299]!._id)).to.deep.equal({
      version: 1,
      source: toIndexDocument(listings[299]!).body,
    });
  });

  it('drops the new index when the build fails, only once no write is in flight any more', async function () {
    this.timeout(60_000);
    const before = await world().aliasIndices();
    await world().insertListings(1000);
    // The real client, whose `_bulk` answers are held until released and whose index deletions are recorded.
    const events: string[] = [];
    const held: Array<() => void> = [];
    const gated = heldBulkAnswers(world().elasticsearch, held, events);
    let calls = 0;

    const running = reindexListings(
      deps({
        elasticsearch: gated,
        chunkSize: 100,
        concurrentWrites: 3,
        onProgress: async () => {
          calls += 1;
          if (calls === 1) return; // before the first chunk
          // The first chunk's write is done and the others are still held: they are answered only later.
          setTimeout(() => {
            events.push('held writes answered');
            for (const release of held.splice(0)) release();
          }, 200);
          throw new Error('progress failed');
        },
      }),
    );
    await eventually(() => held.length >= 3, 'three _bulk requests in flight');
    held.shift()!();
    const failure = await running.then(
      () => expect.fail('the build failed'),
      (error: Error) => error,
    );

    expect(failure.message).to.equal('progress failed');
    expect(events, 'the index was dropped after the writes in flight were answered').to.deep.equal([
      'held writes answered',
      'index dropped',
    ]);
    expect(await world().aliasIndices()).to.deep.equal(before);
    const indices = await world().elasticsearch.cat.indices({ index: `${world().alias}-v*`, format: 'json' });
    expect(indices.map((entry) => entry.index)).to.deep.equal(before);
  });

  it('regression: builds the new index with the configured shards, without replicas and refreshes, then gives it the configured replicas (not those of the index it replaces) and waits for its health before the swap', async () => {
    const [oldIndex] = await world().aliasIndices();
    await world().elasticsearch.indices.putSettings({ index: oldIndex!, settings: { 'index.number_of_replicas': 2 } });
    await world().insertListings(3);
    const duringBuild: unknown[] = [];

    const result = await reindexListings(
      deps({
        layout: { shards: 2, replicas: 1 },
        onProgress: async () => {
          const [building] = (
            await world().elasticsearch.cat.indices({ index: `${world().alias}-v*`, format: 'json' })
          ).filter((entry) => entry.index !== oldIndex);
          duringBuild.push([
            building!.pri!,
            building!.rep!,
            await settingOf(building!.index!, 'index.refresh_interval'),
          ]);
        },
      }),
    );

    expect(duringBuild).to.deep.equal([
      ['2', '0', '-1'],
      ['2', '0', '-1'],
    ]);
    expect(await settingOf(result.index, 'index.number_of_shards')).to.equal('2');
    expect(await settingOf(result.index, 'index.number_of_replicas')).to.equal('1');
    expect(await settingOf(result.index, 'index.refresh_interval')).to.equal(LISTINGS_REFRESH_INTERVAL);
    // The test cluster has one data node: a replica can never be allocated there, so yellow is as healthy as it gets.
    expect(result.health).to.deep.equal({ status: 'yellow', required: 'yellow' });
    expect(await world().count()).to.equal(3);
  });

  it('serves the new index merged into one segment per shard, however many segments its build wrote', async () => {
    await world().insertListings(1200);
    const segmentsOf = async (index: string) =>
      (await world().elasticsearch.cat.segments({ index, format: 'json' })).filter((entry) => entry.prirep === 'p');
    const written: number[] = [];
    const result = await reindexListings(
      deps({
        layout: { shards: 2, replicas: 0 },
        chunkSize: 200,
        onProgress: async () => {
          // Versioned names sort by their creation time: the newest is the one being built.
          const newest = (await world().elasticsearch.cat.indices({ index: `${world().alias}-v*`, format: 'json' }))
            .map((entry) => entry.index!)
            .sort()
            .at(-1)!;
          await world().elasticsearch.indices.refresh({ index: newest });
          written.push((await segmentsOf(newest)).length);
        },
      }),
    );
    expect(Math.max(...written), 'segments while the build wrote').to.be.above(2);
    const served = await segmentsOf(result.index);
    expect(served.map((entry) => entry.shard).sort()).to.deep.equal(['0', '1']);
    expect(result.merged).to.equal(true);
    expect(await world().count()).to.equal(1200);
  });

  it('goes live without waiting for its merge past mergeWaitMs, and says the merge had not ended', async () => {
    const [oldIndex] = await world().aliasIndices();
    await world().insertListings(300);
    const result = await reindexListings(deps({ mergeWaitMs: 0 }));
    expect(result.merged).to.equal(false);
    expect(await world().aliasIndices()).to.deep.equal([result.index]);
    expect(result.deletedIndices).to.deep.equal([oldIndex]);
    expect(await world().count()).to.equal(300);
  });

  it('leaves the alias where it was and drops the new index when it does not reach its health in time', async () => {
    const before = await world().aliasIndices();
    // Each node may hold one shard of a new listings index: of two primaries, one stays unassigned (red).
    const template = `${world().alias}-one-shard-per-node`;
    await world().elasticsearch.indices.putIndexTemplate({
      name: template,
      index_patterns: [`${world().alias}-v*`],
      priority: 1000,
      template: {
        settings: { 'index.routing.allocation.total_shards_per_node': 1 },
      },
    });
    try {
      const failure = await reindexListings(deps({ layout: { shards: 2, replicas: 0 }, healthTimeoutMs: 1_000 })).then(
        () => expect.fail('an index that is not healthy must not go live'),
        (error: unknown) => error,
      );

      expect(failure).to.be.instanceOf(ReindexError);
      expect((failure as Error).message).to.match(
        /did not turn green within 1 s \(it is red, 1 shards unassigned\); the alias was left as it was/,
      );
      expect(await world().aliasIndices()).to.deep.equal(before);
      const indices = await world().elasticsearch.cat.indices({ index: `${world().alias}-v*`, format: 'json' });
      expect(indices.map((entry) => entry.index)).to.deep.equal(before);
    } finally {
      await world().elasticsearch.indices.deleteIndexTemplate({ name: template });
    }
  });

  it('keeps the old index with keepOld', async () => {
    const [oldIndex] = await world().aliasIndices();
    await world().insertListings(3);

    const result = await reindexListings(deps({ keepOld: true }));

    expect(result.deletedIndices).to.deep.equal([]);
    expect(await world().aliasIndices()).to.deep.equal([result.index]);
    expect(await world().elasticsearch.indices.exists({ index: oldIndex! })).to.equal(true);
    expect(await world().count()).to.equal(3);
  });

  it('leaves the alias where it was and drops the new index when Elasticsearch refuses every listing', async () => {
    const before = await world().aliasIndices();
    await world().insertListings(2, { location: { lat: 999, lon: 13.4 } });

    const failure = await reindexListings(deps()).then(
      () => expect.fail('a reindex that indexed nothing must not swap'),
      (error: unknown) => error,
    );

    expect(failure).to.be.instanceOf(ReindexError);
    expect((failure as Error).message).to.match(/refused all 2 listings/);
    expect(await world().aliasIndices()).to.deep.equal(before);
    const indices = await world().elasticsearch.cat.indices({ index: `${world().alias}-v*`, format: 'json' });
    expect(indices.map((entry) => entry.index)).to.deep.equal(before);
  });

  it('swaps in the listings Elasticsearch took and reports each one it refused', async () => {
    const [good] = await world().insertListings(1);
    const [bad] = await world().insertListings(1, { location: { lat: 999, lon: 13.4 } });

    const result = await reindexListings(deps());

    expect(result.written).to.equal(1);
    expect(result.refused.count).to.equal(1);
    expect(
      result.refused.sample.map(({ listingId, status, retryable }) => ({ listingId, status, retryable })),
    ).to.deep.equal([{ listingId: bad!._id, status: 400, retryable: false }]);
    expect(await world().indexed(good!._id)).to.not.equal(null);
  });

  it('rebuilds at boot an index that an older version created with another mapping', async () => {
    await world().elasticsearch.indices.delete({ index: await world().aliasIndices() });
    const oldIndex = `${world().alias}-v1`;
    await world().elasticsearch.indices.create({
      index: oldIndex,
      mappings: {
        dynamic: 'strict',
        properties: { title: { type: 'text' }, facets: { type: 'object', dynamic: true } },
      },
      aliases: { [world().alias]: { is_write_index: true } },
    });
    const [listing] = await world().insertListings(1);

    const index = await prepareListingIndex(deps());

    expect(index).to.not.equal(oldIndex);
    expect(await world().aliasIndices()).to.deep.equal([index]);
    expect(await world().elasticsearch.indices.exists({ index: oldIndex })).to.equal(false);
    expect(await world().indexed(listing!._id)).to.deep.equal({
      version: 1,
      source: toIndexDocument(listing as ListingDocument).body,
    });
    expect(await prepareListingIndex(deps()), 'a current index is kept').to.equal(index);
  });
});
