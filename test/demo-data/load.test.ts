import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { validateFacets } from '../../shared/facets/validate-facets.ts';
import { createCore } from '../../services/core/index.ts';
import type { ListingDocument } from '../../services/core/listings/types.ts';
import type { OutboxRecord } from '../../services/core/outbox/types.ts';
import type { ReviewDocument } from '../../services/core/reviews/types.ts';
import { ensureIndexes } from '../../services/indexes.ts';
import { systemClock } from '../../shared/clock.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, loadBulk, loadThroughService } from '../../scripts/demo-data/load.ts';
import { harness } from '../support/root-hooks.ts';

/** A database of its own, so that the shared test database and its indexer never see these listings. */
function throwawayDb(): Db {
  return harness().mongo.client.db(`demo_${randomBytes(4).toString('hex')}`);
}

describe('demo data loaders', () => {
  const databases: Db[] = [];
  const fresh = () => {
    const db = throwawayDb();
    databases.push(db);
    return db;
  };

  after(async function () {
    this.timeout(60_000);
    for (const db of databases) await db.dropDatabase();
  });

  describe('through the listings service', () => {
    let db: Db;
    let core: ReturnType<typeof createCore>;
    let result: Awaited<ReturnType<typeof loadThroughService>>;

    before(async function () {
      this.timeout(60_000);
      db = fresh();
      await ensureIndexes(db);
      core = createCore({ db, clock: systemClock, config: harness().config });
      result = await loadThroughService(core, 30, { seed: 7 });
    });

    it('creates provider and reviewer accounts that sign in with the demo password', async () => {
      expect(result).to.include({ providers: 7, reviewers: 8, listings: 30 });
      const accounts = await db.collection('accounts').find().toArray();
      expect(accounts).to.have.lengthOf(15);
      for (const account of accounts)
        expect(account.email).to.match(new RegExp(`@${DEMO_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`));
      // The first account hashed the password, the others share the hash: both kinds sign in.
      const first = accounts[0]?.email as string;
      const last = accounts[accounts.length - 1]?.email as string;
      expect((await core.accounts.login(first, DEMO_PASSWORD)).token).to.be.a('string');
      expect((await core.accounts.login(last, DEMO_PASSWORD)).token).to.be.a('string');
      expect(accounts.filter((account) => account.bio).length).to.equal(7);
    });

    it('creates published listings of every category, each with revision #1 and a listing.changed record', async () => {
      const listings = await db.collection<ListingDocument>('listings').find().toArray();
      expect(listings).to.have.lengthOf(30);
      expect(new Set(listings.map((listing) => listing.category))).to.have.lengthOf(
        facetRegistry().categories().length,
      );
      for (const listing of listings) {
        expect(listing.status).to.equal('published');
        expect(validateFacets(facetRegistry().category(listing.category)!, listing.facets).errors).to.deep.equal([]);
      }
      const outbox = await db.collection<OutboxRecord>('outbox').find().toArray();
      const changed = outbox.filter((record) => record.kind === 'listing.changed');
      expect(new Set(changed.map((record) => record.kind === 'listing.changed' && record.listingId))).to.have.lengthOf(
        30,
      );
      expect(changed).to.have.lengthOf(result.outbox);
      expect(outbox.filter((record) => record.kind === 'event' && record.event === 'listing.created')).to.have.lengthOf(
        30,
      );
      const firstRevisions = await db.collection('listing_revisions').countDocuments({ version: 1 });
      expect(firstRevisions).to.equal(30);
      expect(await db.collection('listing_revisions').countDocuments()).to.equal(result.revisions);
    });

    it('writes reviews and the rating they add up to as the next revision of the listing', async () => {
      const reviews = await db.collection<ReviewDocument>('reviews').find().toArray();
      expect(reviews).to.have.lengthOf(result.reviews);
      expect(reviews.length).to.be.greaterThan(0);
      const listings = await db.collection<ListingDocument>('listings').find().toArray();
      for (const listing of listings) {
        const own = reviews.filter((review) => review.listingId === listing._id);
        expect(listing.ratingCount).to.equal(own.length);
        if (own.length === 0) {
          expect(listing.ratingAverage).to.equal(null);
          expect(listing.version).to.equal(1);
          continue;
        }
        const mean = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
        expect(listing.ratingAverage).to.equal(Math.round(mean * 100) / 100);
        expect(listing.version).to.equal(2);
        for (const review of own) {
          expect(review.authorId).to.not.equal(listing.providerId);
          expect(review.providerId).to.equal(listing.providerId);
        }
      }
    });

    it('reuses the accounts when run again, and adds listings', async () => {
      const again = await loadThroughService(core, 7, { seed: 7, reviews: false });
      expect(again).to.include({ providers: 0, reviewers: 0, listings: 7, reviews: 0 });
      expect(await db.collection('accounts').countDocuments()).to.equal(15);
      expect(await db.collection('listings').countDocuments()).to.equal(37);
    });
  });

  describe('in bulk', () => {
    it('writes 2000 listings in chunks with revisions, reviews and outbox records', async function () {
      this.timeout(60_000);
      const db = fresh();
      const chunks: number[] = [];
      const result = await loadBulk(db, 2000, {
        batchSize: 500,
        seed: 3,
        progress: false,
        onProgress: (written) => chunks.push(written),
      });
      expect(chunks).to.deep.equal([500, 1000, 1500, 2000]);
      expect(result).to.include({ providers: 20, listings: 2000, revisions: 2000, outbox: 2000 });
      expect(result.docsPerSecond).to.be.greaterThan(0);
      expect(await db.collection('accounts').countDocuments()).to.equal(20);
      expect(await db.collection('listings').countDocuments({ status: 'published', version: 1 })).to.equal(2000);
      expect(await db.collection('listing_revisions').countDocuments()).to.equal(2000);
      expect(await db.collection('outbox').countDocuments({ kind: 'listing.changed' })).to.equal(2000);
      expect(await db.collection('reviews').countDocuments()).to.equal(result.reviews);
      expect(result.reviews).to.be.greaterThan(1000);

      // Read everything once: FerretDB scans are slow, and this database has no indexes.
      const listings = await db.collection<ListingDocument>('listings').find().toArray();
      const revisions = new Map(
        (await db.collection<{ _id: string; snapshot: ListingDocument }>('listing_revisions').find().toArray()).map(
          (revision) => [revision._id, revision],
        ),
      );
      const ratings = new Map<string, number>();
      for (const review of await db.collection<ReviewDocument>('reviews').find().toArray())
        ratings.set(review.listingId, (ratings.get(review.listingId) ?? 0) + 1);
      for (const listing of listings.slice(0, 500)) {
        const schema = facetRegistry().category(listing.category)!;
        const { facets, errors } = validateFacets(schema, listing.facets);
        expect(errors).to.deep.equal([]);
        expect(facets).to.deep.equal(listing.facets);
        const semantic = schema.facets
          .filter((facet) => facet.type === 'semantic-tag')
          .flatMap((facet) => listing.facets[facet.key] ?? []);
        expect(listing.tags).to.have.members([...new Set(semantic.map(String))]);
        expect(listing.createdAt.getTime()).to.be.at.most(Date.now());
        expect(revisions.get(`${listing._id}#1`)?.snapshot).to.deep.equal(listing);
      }
      for (const listing of listings) expect(listing.ratingCount).to.equal(ratings.get(listing._id) ?? 0);
    });

    it('leaves the outbox alone when asked to, for a reindex to pick the listings up', async () => {
      const db = fresh();
      const result = await loadBulk(db, 300, {
        batchSize: 1000,
        outbox: false,
        revisions: false,
        reviews: false,
        progress: false,
      });
      expect(result).to.include({ listings: 300, outbox: 0, revisions: 0, reviews: 0 });
      expect(await db.collection('listings').countDocuments()).to.equal(300);
      expect(await db.collection('outbox').countDocuments()).to.equal(0);
      expect(await db.collection('listing_revisions').countDocuments()).to.equal(0);
    });
  });
});
