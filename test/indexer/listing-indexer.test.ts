import { expect } from 'chai';
import { writeListings } from '../../indexer/bulk-writer.ts';
import { toIndexDocument } from '../../indexer/index-document.ts';
import { useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: one pass over the outbox', () => {
  const world = useIndexerWorld();

  it('indexes a published listing under its version and marks its record indexed', async () => {
    const listing = listingFixture({ version: 3 });
    await world().writeListing(listing);

    const pass = await world().indexer().runOnce();

    expect(pass).to.deep.equal({ records: 1, listings: 1, marked: 1, failures: [], setAside: 0 });
    expect(await world().indexed(listing._id)).to.deep.equal({ version: 3, source: toIndexDocument(listing).body });
    expect((await world().indexerOutbox.pending(100)).length).to.equal(0);
    const found = await world().elasticsearch.search({ index: world().alias, query: { match: { title: 'leak' } } });
    expect(found.hits.hits.map((hit) => hit._id)).to.deep.equal([listing._id]);
  });

  it('replaces the document when a higher version of the listing is written', async () => {
    const listing = listingFixture({ version: 1 });
    await world().writeListing(listing);
    await world().indexer().runOnce();
    const updated = { ...listing, title: 'Boiler service', version: 2, updatedAt: new Date() };
    await world().writeListing(updated);

    await world().indexer().runOnce();

    expect(await world().indexed(listing._id)).to.deep.equal({ version: 2, source: toIndexDocument(updated).body });
  });

  it('writes a listing once for all its pending records and marks every one of them', async () => {
    const listing = listingFixture();
    await world().writeListing(listing);
    await world().writeListing({ ...listing, version: 2 });
    await world().writeListing({ ...listing, version: 3 });

    const pass = await world().indexer().runOnce();

    expect(pass).to.deep.equal({ records: 3, listings: 1, marked: 3, failures: [], setAside: 0 });
    expect((await world().indexed(listing._id))?.version).to.equal(3);
  });

  it('never regresses a document when an older version arrives after a newer one', async () => {
    const older = listingFixture({ version: 4, title: 'Old title' });
    const newer = { ...older, version: 5, title: 'New title' };
    await world().writeListing(newer);
    await world().indexer().runOnce();

    // A slower indexer that read version 4 before version 5 was written now delivers its write.
    const late = await writeListings(world().elasticsearch, world().alias, { listings: [older], vanishedIds: [] });

    expect(late, 'the index already holds a newer version: done, not failed').to.deep.equal({
      done: [older._id],
      failures: [],
    });
    expect(await world().indexed(older._id)).to.deep.equal({ version: 5, source: toIndexDocument(newer).body });
  });

  it('removes an archived listing from the index, and a late older write does not bring it back', async () => {
    const listing = listingFixture({ version: 1 });
    await world().writeListing(listing);
    await world().indexer().runOnce();
    await world().writeListing({ ...listing, status: 'archived', version: 2 });

    const pass = await world().indexer().runOnce();
    await writeListings(world().elasticsearch, world().alias, { listings: [listing], vanishedIds: [] });

    expect(pass.marked).to.equal(1);
    expect(await world().indexed(listing._id)).to.equal(null);
  });

  it('removes a listing that vanished from MongoDB, and counts one never indexed as done', async () => {
    const listing = listingFixture();
    await world().writeListing(listing);
    await world().indexer().runOnce();
    await world().removeListing(listing._id);
    await world().removeListing('lst_never_indexed');

    const pass = await world().indexer().runOnce();

    expect(pass).to.deep.equal({ records: 2, listings: 2, marked: 2, failures: [], setAside: 0 });
    expect(await world().indexed(listing._id)).to.equal(null);
  });

  it('leaves the record of a listing Elasticsearch refuses pending and indexes the rest of the batch', async () => {
    const refused = listingFixture({ location: { lat: 999, lon: 13.4 } });
    const accepted = listingFixture();
    await world().writeListing(refused);
    await world().writeListing(accepted);

    const pass = await world().indexer().runOnce();

    expect(pass.marked).to.equal(1);
    expect(pass.failures.map(({ listingId, status, retryable }) => ({ listingId, status, retryable }))).to.deep.equal([
      { listingId: refused._id, status: 400, retryable: false },
    ]);
    expect(await world().indexed(accepted._id)).to.not.equal(null);
    expect(await world().indexed(refused._id)).to.equal(null);
    const [pending] = await world().indexerOutbox.pending(10);
    expect(pending?.listingId).to.equal(refused._id);

    await world().writeListing({ ...refused, location: { lat: 52.5, lon: 13.4 }, version: 2 });
    expect(await world().indexer().runOnce(), 'the corrected listing takes both of its records').to.deep.include({
      records: 2,
      marked: 2,
    });
    expect((await world().indexed(refused._id))?.version).to.equal(2);
  });

  it('reports how many records are pending and how old the oldest is', async () => {
    const listing = listingFixture();
    await world().writeListing(listing);
    const [record] = await world().indexerOutbox.pending(1);
    const clock = { now: () => new Date(record!.createdAt.getTime() + 5000) };
    const indexer = world().indexer({ clock });

    expect(await indexer.lag()).to.deep.equal({ pending: 1, oldestPendingAgeMs: 5000, failed: 0 });
    await indexer.runOnce();
    expect(await indexer.lag()).to.deep.equal({ pending: 0, oldestPendingAgeMs: 0, failed: 0 });
  });
});
