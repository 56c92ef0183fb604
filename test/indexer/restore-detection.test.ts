import type { Db, Document } from 'mongodb';
import { expect } from 'chai';
import { IndexGuard } from '../../indexer/index-guard.ts';
import { prepareListingIndex, type PrepareIndexDeps } from '../../indexer/prepare-index.ts';
import { reconcileListings } from '../../indexer/reconcile.ts';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import { eventually, useIndexerWorld, listingFixture } from './fixtures.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb', 'elasticsearch']);

const logger = createLogger('silent', 'test');

/** Every collection's documents: what a dump of MongoDB holds. */
async function backUp(db: Db): Promise<Map<string, Document[]>> {
  const backup = new Map<string, Document[]>();
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray())
    backup.set(name, await db.collection(name).find({}).toArray());
  return backup;
}

/** Puts every collection back as the backup holds it, as a restore of the dump does (indexes left as they are). */
async function restore(db: Db, backup: Map<string, Document[]>): Promise<void> {
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    await db.collection(name).deleteMany({});
    const documents = backup.get(name) ?? [];
    if (documents.length > 0) await db.collection(name).insertMany(documents);
  }
}

describe('indexer: a restore of MongoDB from a backup', function () {
  this.timeout(90_000);

  const world = useIndexerWorld();

  function deps(): PrepareIndexDeps {
    return { db: world().db, elasticsearch: world().elasticsearch, alias: world().alias, clock: systemClock, logger };
  }

  /** The ids search finds behind the alias. */
  async function searchable(): Promise<string[]> {
    await world().elasticsearch.indices.refresh({ index: world().alias });
    const found = await world().elasticsearch.search({ index: world().alias, size: 100, _source: false });
    return found.hits.hits.map((hit) => hit._id!).sort();
  }

  it('regression: is detected, and the next prepare rebuilds the index so that search shows exactly the restored database', async () => {
    await prepareListingIndex(deps());
    const guard = new IndexGuard({ ...deps(), indexer: world().indexer({ pollIntervalMs: 20 }), pollIntervalMs: 50 });
    guard.start();
    const kept = listingFixture({ title: 'Published before the backup' });
    const edited = listingFixture({ title: 'Before the backup' });
    for (const listing of [kept, edited]) await world().writeListing(listing);
    await eventually(async () => (await world().indexed(edited._id)) !== null, 'indexed before the backup');

    const backup = await backUp(world().db);
    const later = listingFixture({ title: 'Created after the backup' });
    const edit: ListingDocument = { ...edited, title: 'Edited after the backup', version: 2, updatedAt: new Date() };
    for (const listing of [later, edit]) await world().writeListing(listing);
    await eventually(async () => (await world().indexed(later._id)) !== null, 'indexed after the backup');
    await eventually(async () => (await world().indexed(edit._id))?.version === 2, 'the edit indexed');
    // The operator stops the indexer, then restores MongoDB.
    await guard.stop();
    await restore(world().db, backup);

    const refused = await new IndexGuard({ ...deps(), indexer: world().indexer() }).check();
    expect(refused.problem, 'the indexer refuses the index').to.equal('ahead');
    expect(refused.message).to.match(/MongoDB was restored from a backup; run npm run migrate/);
    const report = await reconcileListings({ ...deps(), sampleSize: 10 });
    expect(report.ahead).to.deep.equal({ count: 1, first: [edited._id] });
    expect(report.orphans.first).to.deep.equal([later._id]);
    expect(report.indexState.problem).to.equal('ahead');
    expect(report.consistent).to.equal(false);

    await prepareListingIndex(deps());

    expect(await searchable()).to.deep.equal([kept._id, edited._id].sort());
    expect(await world().indexed(edited._id)).to.deep.include({ version: 1 });
    const after = await new IndexGuard({ ...deps(), indexer: world().indexer() }).check();
    expect(after.problem, 'the rebuilt index is consumed into again').to.equal(null);
  });
});
