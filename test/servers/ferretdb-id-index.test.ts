import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { cacheLayout, prepareCache } from '../../scripts/servers/cache-dir.ts';
import { startFerretDb, type FerretDbOptions } from '../../scripts/servers/ferretdb.ts';
import { createRunDir, type RunDir } from '../../scripts/servers/run-dirs.ts';
import type { ServerContext } from '../../scripts/servers/types.ts';
import { ID_INDEX_PLAN, idLookupPlan, waitForIdIndex } from '../support/ferretdb-id-plan.ts';

type IdDocument = { _id: string; n: number };

/**
 * FerretDB 1.24 on SQLite filters `_id` on an expression its own `_id` index does not match; the local
 * FerretDB (tools/ferretdb) adds an index on that expression to every collection table. Each test runs a
 * FerretDB of its own, so the shared one and MONGODB_URL play no part.
 */
describe('local FerretDB: _id lookups use an index', function () {
  this.timeout(180_000);
  const documents = Array.from({ length: 200 }, (_, i) => ({ _id: `doc-${i}`, n: i }));
  let runDir: RunDir;
  let context: ServerContext;

  beforeEach(async () => {
    const cache = await prepareCache(cacheLayout());
    const log = (): void => {};
    runDir = await createRunDir(cache, 'test', log);
    context = { cache, runDir: runDir.path, log };
  });

  afterEach(async () => {
    await runDir.release();
  });

  it('indexes a collection created while it runs', async () => {
    await withFerretDb(context, {}, async (db) => {
      await db.collection<IdDocument>('created_later').insertMany(documents);
      expect(await waitForIdIndex(db, 'created_later', 'doc-7')).to.match(ID_INDEX_PLAN);
      expect(await db.collection<IdDocument>('created_later').findOne({ _id: 'doc-7' })).to.deep.equal({ _id: 'doc-7', n: 7 });
    });
  });

  it('indexes the collection again once its database was dropped and created anew', async () => {
    await withFerretDb(context, {}, async (db) => {
      await db.collection<IdDocument>('recreated').insertMany(documents);
      await waitForIdIndex(db, 'recreated', 'doc-7');
      await db.dropDatabase();
      await db.collection<IdDocument>('recreated').insertMany(documents.slice(0, 10));
      expect(await waitForIdIndex(db, 'recreated', 'doc-7')).to.match(ID_INDEX_PLAN);
      expect(await db.collection<IdDocument>('recreated').countDocuments()).to.equal(10);
    });
  });

  it('scans without the index, and indexes the collections that exist when it starts', async () => {
    await withFerretDb(context, { idIndex: false }, async (db) => {
      await db.collection<IdDocument>('existing').insertMany(documents);
      const plan = await idLookupPlan(db, 'existing', 'doc-7');
      expect(plan).to.have.length(1);
      expect(plan[0]).to.match(/^SCAN \S+$/);
    });
    await withFerretDb(context, {}, async (db) => {
      expect(await waitForIdIndex(db, 'existing', 'doc-7')).to.match(ID_INDEX_PLAN);
      expect(await db.collection<IdDocument>('existing').countDocuments()).to.equal(documents.length);
    });
  });
});

/** A FerretDB on the run dir's data, stopped after `use`; the data stays for the next one. */
async function withFerretDb(context: ServerContext, options: FerretDbOptions, use: (db: Db) => Promise<void>): Promise<void> {
  const server = await startFerretDb(context, options);
  const client = new MongoClient(server.url);
  try {
    await use(client.db('id_index'));
  } finally {
    await client.close();
    await server.stop();
  }
}
