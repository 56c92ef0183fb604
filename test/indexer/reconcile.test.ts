import { expect } from 'chai';
import { reconcileListings } from '../../indexer/reconcile.ts';
import { createLogger } from '../../shared/logger.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

describe('indexer: reconcile MongoDB with the index', () => {
  const world = useIndexerWorld();

  const reconcile = (repair = false) =>
    reconcileListings({
      db: world().db,
      elasticsearch: world().elasticsearch,
      alias: world().alias,
      logger: createLogger('silent', 'test'),
      repair,
      chunkSize: 2,
    });

  it('finds a missing document, a stale version and orphans, repairs them, and then finds none', async () => {
    const [kept, stale, archived, vanished] = [listingFixture(), listingFixture(), listingFixture(), listingFixture()];
    for (const listing of [kept, stale, archived, vanished]) await world().writeListing(listing);
    await world().indexer().runOnce();
    // Writes that bypassed the outbox, as a bug or a restore from backup would.
    const listings = world().db.collection<ListingDocument>('listings');
    const missing = listingFixture();
    await listings.insertOne(missing);
    await listings.updateOne({ _id: stale._id }, { $set: { title: 'Renamed', version: 2 } });
    await listings.updateOne({ _id: archived._id }, { $set: { status: 'archived', version: 2 } });
    await listings.deleteOne({ _id: vanished._id });
    // A change the running indexer has yet to write is not a difference.
    await world().writeListing(listingFixture());

    const report = await reconcile();

    expect(report).to.deep.include({
      listingsChecked: 4,
      documentsChecked: 4,
      inFlight: 1,
      repair: null,
      consistent: false,
    });
    expect(report.missing).to.deep.equal({ count: 1, first: [missing._id] });
    expect(report.stale).to.deep.equal({ count: 1, first: [stale._id] });
    expect(report.orphans.count).to.equal(2);
    expect(report.orphans.first).to.have.members([archived._id, vanished._id]);

    const repaired = await reconcile(true);

    expect(repaired.repair).to.deep.equal({ done: 4, refused: 0, failures: [] });
    expect(repaired.consistent).to.equal(true);
    expect((await world().indexed(missing._id))?.version).to.equal(1);
    expect((await world().indexed(stale._id))?.version).to.equal(2);
    expect(await world().indexed(archived._id)).to.equal(null);
    expect(await world().indexed(vanished._id)).to.equal(null);

    const after = await reconcile();
    expect([after.missing.count, after.stale.count, after.orphans.count, after.consistent]).to.deep.equal([
      0,
      0,
      0,
      true,
    ]);
  });

  it('reports a difference it could not repair as remaining', async () => {
    const refused = listingFixture({ location: { lat: 999, lon: 13.4 } });
    await world().db.collection<ListingDocument>('listings').insertOne(refused);

    const report = await reconcile(true);

    expect(report.missing).to.deep.equal({ count: 1, first: [refused._id] });
    expect(report.repair?.refused).to.equal(1);
    expect(report.repair?.failures[0]).to.deep.include({ listingId: refused._id, status: 400 });
    expect(report.consistent).to.equal(false);
  });
});
