import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { harness } from '../support/root-hooks.ts';
import { ensureIndex, insertManyOnce, insertManyOnceSorted, insertOnce } from '../../shared/mongo.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

describe('shared/mongo', () => {
  const collectionName = () => `mongo_helpers_${randomBytes(4).toString('hex')}`;

  it('replaces an index whose definition changed since an earlier release created it, under a versioned name', async () => {
    const collection = harness().mongo.db.collection(collectionName());
    await collection.createIndex({ accountId: 1, createdAt: -1 }, { name: 'account_created' });
    await ensureIndex(collection, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    const [index, ...others] = (await collection.indexes()).filter((candidate) => candidate.name !== '_id_');
    expect(others).to.deep.equal([]);
    expect(index?.name).to.match(/^account_created@[0-9a-f]{8}$/);
    expect(index?.key).to.deep.equal({ accountId: 1, createdAt: -1, _id: -1 });
    await collection.drop();
  });

  it('lets exactly one of 20 parallel inserts under the same unique key win', async () => {
    const collection = harness().mongo.db.collection<{ _id: string; by: number }>(collectionName());
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, by) => insertOnce(collection, { _id: 'claim', by })),
    );
    expect(outcomes.filter(Boolean)).to.have.length(1);
    expect(await collection.countDocuments({})).to.equal(1);
    await collection.drop();
  });

  it('inserts many at once, skipping those whose key exists and keeping them as they were', async () => {
    const collection = harness().mongo.db.collection<{ _id: string; by: string }>(collectionName());
    expect(
      await insertManyOnce(collection, [
        { _id: 'a', by: 'first' },
        { _id: 'c', by: 'first' },
      ]),
    ).to.equal(2);
    expect(
      await insertManyOnce(
        collection,
        ['a', 'b', 'c', 'd'].map((_id) => ({ _id, by: 'second' })),
      ),
    ).to.equal(2);
    expect(await insertManyOnce(collection, [])).to.equal(0);
    expect(await collection.find({}).sort({ _id: 1 }).toArray()).to.deep.equal([
      { _id: 'a', by: 'first' },
      { _id: 'b', by: 'second' },
      { _id: 'c', by: 'first' },
      { _id: 'd', by: 'second' },
    ]);
    await collection.drop();
  });

  it('tells the documents it inserted from those whose key existed', async () => {
    const collection = harness().mongo.db.collection<{ _id: string; by: string }>(collectionName());
    await insertManyOnce(collection, [{ _id: 'b', by: 'first' }]);
    const { inserted, repeated } = await insertManyOnceSorted(
      collection,
      ['a', 'b', 'c'].map((_id) => ({ _id, by: 'second' })),
    );
    expect(inserted.map((document) => document._id)).to.deep.equal(['a', 'c']);
    expect(repeated.map((document) => document._id)).to.deep.equal(['b']);
    await collection.drop();
  });
});
