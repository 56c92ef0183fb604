import { expect } from 'chai';
import { capturingLogger, eventually, useIndexerWorld, listingFixture, unreachableElasticsearch } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: the outbox loop', () => {
  const world = useIndexerWorld();

  it('throws and marks nothing while Elasticsearch is unreachable, then catches up', async () => {
    const listings = [listingFixture(), listingFixture()];
    for (const listing of listings) await world().writeListing(listing);
    const unreachable = unreachableElasticsearch();

    try {
      await world()
        .indexer({ elasticsearch: unreachable })
        .runOnce()
        .then(
          () => expect.fail('a pass without Elasticsearch must fail'),
          (error: Error) => expect(error.name).to.equal('ConnectionError'),
        );
    } finally {
      await unreachable.close();
    }

    expect((await world().indexerOutbox.pending(100)).length).to.equal(2);
    expect(await world().indexer().runOnce()).to.deep.include({ records: 2, marked: 2 });
    for (const listing of listings) expect(await world().indexed(listing._id)).to.not.equal(null);
  });

  it('backs off exponentially while Elasticsearch is unreachable and loses nothing', async () => {
    await world().writeListing(listingFixture());
    const unreachable = unreachableElasticsearch();
    const { logger, lines } = capturingLogger();
    const indexer = world().indexer({ elasticsearch: unreachable, logger, backoff: { initialMs: 10, maxMs: 40 } });

    indexer.start();
    await eventually(() => lines.length >= 4, 'four passes failed');
    await indexer.stop();
    await unreachable.close();

    expect(lines.slice(0, 4).map((line) => line.retryInMs)).to.deep.equal([10, 20, 40, 40]);
    expect((await world().indexerOutbox.pending(100)).length).to.equal(1);
  });

  it('drains the outbox while running, including records written after it started', async () => {
    const indexer = world().indexer({ pollIntervalMs: 20 });
    await world().writeListing(listingFixture());
    indexer.start();
    const late = listingFixture();
    await world().writeListing(late);

    await eventually(async () => (await indexer.lag()).pending === 0, 'the outbox is drained');
    await indexer.stop();

    expect(await world().indexed(late._id)).to.not.equal(null);
  });

  it('ends a long back-off wait at once on stop, and works again afterwards', async () => {
    await world().writeListing(listingFixture());
    const unreachable = unreachableElasticsearch();
    const { logger, lines } = capturingLogger();
    const indexer = world().indexer({
      elasticsearch: unreachable,
      logger,
      backoff: { initialMs: 600_000, maxMs: 600_000 },
    });

    indexer.start();
    await eventually(() => lines.length === 1, 'the first pass failed and the ten-minute wait began');
    await indexer.stop();
    await unreachable.close();

    expect(await world().indexer().runOnce()).to.deep.include({ marked: 1 });
  });

  it('ends a long idle wait at once on stop and can be started again', async () => {
    const indexer = world().indexer({ pollIntervalMs: 600_000 });
    await world().writeListing(listingFixture());
    indexer.start();
    await eventually(
      async () => (await indexer.lag()).pending === 0,
      'the first pass indexed the listing and the ten-minute wait began',
    );
    await indexer.stop();

    await world().writeListing(listingFixture());
    indexer.start();
    await eventually(async () => (await indexer.lag()).pending === 0, 'the restarted loop indexed the new listing');
    await indexer.stop();
  });
});
