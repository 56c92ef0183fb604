import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import type { Collection } from 'mongodb';
import { ensureIndex } from '../../shared/mongo.ts';
import { harness } from '../support/root-hooks.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

/** The index commands the server carried out for one collection, in order. */
type Done = string[];

/**
 * A changed index declaration against the real database (FerretDB here, MongoDB in production), through a client that
 * sees every command the server carries out: the order of what succeeded is what writes running meanwhile meet.
 */
describe('index migration: a changed index is replaced without a window in which it is missing', function () {
  this.timeout(60_000);
  let client: MongoClient;
  let db: Db;
  const done = new Map<string, Done>();
  const started = new Map<number, string>();

  before(async () => {
    client = new MongoClient(harness().servers.mongodbUrl, { monitorCommands: true });
    client.on('commandStarted', (event) => {
      if (event.commandName !== 'createIndexes' && event.commandName !== 'dropIndexes') return;
      started.set(event.requestId, String(event.command[event.commandName]));
    });
    client.on('commandSucceeded', (event) => {
      const collection = started.get(event.requestId);
      if (collection) done.set(collection, [...(done.get(collection) ?? []), event.commandName]);
    });
    await client.connect();
    db = client.db(`test_index_migration_${randomBytes(4).toString('hex')}`);
  });
  after(async () => {
    await db.dropDatabase();
    await client.close();
  });

  async function declaredBefore(name: string, keys: Record<string, 1 | -1>, unique: boolean) {
    const collection = db.collection(name);
    await collection.insertMany([
      { a: 1, b: 1, c: 1 },
      { a: 2, b: 2, c: 2 },
    ]);
    await collection.createIndex(keys, { name: 'declared', unique });
    done.delete(name);
    return collection;
  }

  it('regression: a changed index is built under a new name before the old one is dropped', async () => {
    const collection = await declaredBefore('non_unique', { a: 1 }, false);
    await ensureIndex(collection, { a: 1, b: -1 }, { name: 'declared' });
    expect(done.get('non_unique'), 'what the server did, in order').to.deep.equal(['createIndexes', 'dropIndexes']);
    const indexes = (await indexesOf(collection)).filter((index) => index.name !== '_id_');
    expect(indexes).to.have.length(1);
    expect(indexes[0]!.name).to.match(/^declared@[0-9a-f]{8}$/);
    expect(indexes[0]!.key).to.deep.equal({ a: 1, b: -1 });
  });

  it('regression: a unique index whose keys change is never absent: the new constraint exists before the old goes', async () => {
    const collection = await declaredBefore('unique', { a: 1 }, true);
    await ensureIndex(collection, { a: 1, c: 1 }, { name: 'declared', unique: true });
    expect(done.get('unique'), 'what the server did, in order').to.deep.equal(['createIndexes', 'dropIndexes']);
    const [index] = (await indexesOf(collection)).filter((each) => each.name !== '_id_');
    expect(index).to.deep.include({ key: { a: 1, c: 1 }, unique: true });
    const duplicate = await collection.insertOne({ a: 1, b: 9, c: 1 }).then(
      () => 'inserted',
      (error: { code?: number }) => error.code,
    );
    expect(duplicate, 'the new constraint holds').to.equal(11000);
  });

  it('regression: an index whose keys stay and whose unique option changes is refused by name and left in place', async () => {
    const collection = await declaredBefore('options_only', { a: 1 }, false);
    const refused = await ensureIndex(collection, { a: 1 }, { name: 'declared', unique: true }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused, 'migrate refused').to.be.a('string');
    expect(refused).to.include('index options_only.declared').and.include('docs/operations.md');
    expect(done.get('options_only') ?? [], 'nothing dropped or created').to.deep.equal([]);
    const [index] = (await indexesOf(collection)).filter((each) => each.name !== '_id_');
    expect(index).to.deep.include({ name: 'declared', key: { a: 1 } });
  });

  it('two migrations at once (two deploys racing) agree on the new name, and neither fails on the drop', async () => {
    const collection = await declaredBefore('raced', { a: 1 }, true);
    await Promise.all([
      ensureIndex(collection, { a: 1, b: 1 }, { name: 'declared', unique: true }),
      ensureIndex(collection, { a: 1, b: 1 }, { name: 'declared', unique: true }),
    ]);
    const indexes = (await indexesOf(collection)).filter((each) => each.name !== '_id_');
    expect(indexes).to.have.length(1);
    expect(indexes[0]).to.deep.include({ key: { a: 1, b: 1 }, unique: true });
  });

  it('a second run changes nothing, and a run resumed after the new index was built drops the old one only', async () => {
    const collection = await declaredBefore('resumed', { a: 1 }, false);
    await ensureIndex(collection, { b: 1 }, { name: 'declared' });
    await ensureIndex(collection, { b: 1 }, { name: 'declared' });
    expect(done.get('resumed')).to.deep.equal(['createIndexes', 'dropIndexes']);
    const [built] = (await indexesOf(collection)).filter((each) => each.name !== '_id_');
    await collection.createIndex({ a: 1 }, { name: 'declared' });
    done.delete('resumed');
    await ensureIndex(collection, { b: 1 }, { name: 'declared' });
    expect(done.get('resumed')).to.deep.equal(['dropIndexes']);
    expect((await indexesOf(collection)).map((each) => each.name)).to.have.members(['_id_', built!.name]);
  });
});

function indexesOf(collection: Collection): Promise<Array<{ name: string; key: object; unique?: boolean }>> {
  return collection.listIndexes().toArray() as Promise<Array<{ name: string; key: object; unique?: boolean }>>;
}
