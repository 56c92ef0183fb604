import { expect } from 'chai';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { capturingLogger, eventually, IndexerWorld, useIndexerWorld, listingFixture } from './fixtures.ts';
import { LoneElasticsearch } from './lone-elasticsearch.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: a real Elasticsearch stopped and restarted', function () {
  // Two starts of a JVM on a shared, busy machine.
  this.timeout(180_000);
  let cluster: LoneElasticsearch;

  before(async () => {
    cluster = await LoneElasticsearch.start();
  });

  after(async () => {
    await cluster?.dispose();
  });

  // The client the indexer process builds, kept across the restart: it must find the cluster again by itself.
  const world = useIndexerWorld(() => new IndexerWorld(createElasticsearchClient(cluster.url)));

  it('keeps the writes made while Elasticsearch is down pending and indexes their latest versions after the restart', async () => {
    const { logger, lines } = capturingLogger();
    const indexer = world().indexer({ logger, pollIntervalMs: 20, backoff: { initialMs: 50, maxMs: 500 } });
    indexer.start();
    const before = Array.from({ length: 40 }, (_, position) =>
      listingFixture({ title: `Before the outage ${position}` }),
    );
    await world().writeListings(before);
    await eventually(
      async () => (await indexer.lag()).pending === 0,
      'the listings written before the outage were indexed',
      30_000,
    );

    await cluster.stop();
    const added = Array.from({ length: 30 }, (_, position) =>
      listingFixture({ title: `During the outage ${position}` }),
    );
    await world().writeListings(added);
    const [revised, archived, revisedTwice] = [before[0]!, before[1]!, added[0]!];
    await world().writeListing({ ...revised, title: 'Revised during the outage', version: 2 });
    await world().writeListing({ ...archived, status: 'archived', version: 2 });
    await world().writeListing({ ...revisedTwice, title: 'Revised once during the outage', version: 2 });
    await world().writeListing({ ...revisedTwice, title: 'Revised twice during the outage', version: 3 });
    await eventually(() => failedPasses(lines) >= 3, 'indexing passes failed while Elasticsearch was down', 30_000);
    expect(await indexer.lag(), 'every write of the outage waits in the outbox').to.include({ pending: 34, failed: 0 });

    await cluster.restart();
    await eventually(
      async () => (await indexer.lag()).pending === 0,
      'the indexer drained the outbox after the restart',
      60_000,
    );
    await indexer.stop();

    expect(await indexer.lag(), 'nothing lost, nothing set aside').to.deep.equal({
      pending: 0,
      oldestPendingAgeMs: 0,
      failed: 0,
    });
    const latest = new Map<string, ListingDocument>();
    for (const listing of await world().db.collection<ListingDocument>('listings').find().toArray())
      latest.set(listing._id, listing);
    expect(latest.size).to.equal(70);
    for (const listing of latest.values()) {
      const indexed = await world().indexed(listing._id);
      if (listing.status === 'archived')
        expect(indexed, `${listing._id} was archived during the outage`).to.equal(null);
      else
        expect(indexed?.version, `${listing._id} ("${listing.title}") is indexed at its latest version`).to.equal(
          listing.version,
        );
    }
    expect(await world().count(), 'the index kept what it held before the outage (same data directory)').to.equal(69);
    expect(((await world().indexed(revisedTwice._id))?.source as { title: string }).title).to.equal(
      'Revised twice during the outage',
    );
  });
});

function failedPasses(lines: Array<Record<string, unknown>>): number {
  return lines.filter((line) => line.msg === 'indexing pass failed; its records stay pending').length;
}
