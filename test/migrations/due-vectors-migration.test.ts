import { expect } from 'chai';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import { ensureIndexes, pendingIndexChanges } from '../../services/indexes.ts';
import { listIndexes } from '../../shared/mongo.ts';
import { needs } from '../support/needs.ts';
import { useThrowawayDatabase } from './processes.ts';

needs(import.meta.url, ['mongodb']);

describe('migration: listings due for their vector, as an earlier release marked them', function () {
  this.timeout(60_000);
  const database = useThrowawayDatabase('test_due_vectors');

  it('regression: due listings become due since the epoch, found by a date range, and the boolean marks and their index go (the job scanned every listing for them)', async () => {
    const { db } = database.mongo();
    await ensureIndexes(db);
    const listings = db.collection<{ _id: string; embeddingDueSince?: Date }>(LISTINGS_COLLECTION);
    const vector = { model: 'e5', passageHash: 'h', vector: 'v' };
    await listings.insertMany([
      { _id: 'lst_marked_due', embeddingDue: true, embedding: vector },
      { _id: 'lst_before_vectors' },
      { _id: 'lst_embedded', embeddingDue: false, embedding: vector },
      { _id: 'lst_current_release', embeddingDueSince: new Date('2026-11-01T00:00:00Z') },
    ] as never[]);
    await listings.createIndex({ embeddingDue: 1 }, { name: 'embedding_due' });

    expect(await pendingIndexChanges(db)).to.deep.equal([
      'update documents of listings',
      'drop index listings.embedding_due',
    ]);
    expect(await ensureIndexes(db)).to.deep.equal([
      'updated documents of listings',
      'dropped index listings.embedding_due',
    ]);

    const byId = new Map((await listings.find().toArray()).map((listing) => [listing._id, listing]));
    expect(byId.get('lst_marked_due')).to.deep.equal({
      _id: 'lst_marked_due',
      embedding: vector,
      embeddingDueSince: new Date(0),
    });
    expect(byId.get('lst_before_vectors')).to.deep.equal({ _id: 'lst_before_vectors', embeddingDueSince: new Date(0) });
    expect(byId.get('lst_embedded')).to.deep.equal({ _id: 'lst_embedded', embedding: vector });
    expect(byId.get('lst_current_release')?.embeddingDueSince).to.deep.equal(new Date('2026-11-01T00:00:00Z'));
    expect((await listIndexes(listings)).map((index) => index.name))
      .to.include('embedding_due_since')
      .and.not.include('embedding_due');
    expect(await pendingIndexChanges(db)).to.deep.equal([]);
  });
});
