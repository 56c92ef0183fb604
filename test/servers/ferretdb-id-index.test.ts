import { expect } from 'chai';
import { MongoClient, ObjectId, type Db, type Filter } from 'mongodb';
import { cacheLayout, prepareCache } from '../../scripts/servers/cache-dir.ts';
import { startFerretDb, type FerretDbOptions } from '../../scripts/servers/ferretdb.ts';
import { createRunDir, type RunDir } from '../../scripts/servers/run-dirs.ts';
import type { ServerContext } from '../../scripts/servers/types.ts';
import { ID_INDEX_PLAN, idLookupPlan, queryPlan, waitForIdIndex, waitForPlan } from '../support/ferretdb-id-plan.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, []);

type IdDocument = { _id: string; n: number };
type MixedIdDocument = { _id: string | number | boolean | ObjectId; n: number };

/**
 * FerretDB 1.24 on SQLite filters `_id` on an expression its own `_id` index does not match, and hands SQLite no
 * other filter; the local FerretDB (tools/ferretdb) adds indexes on the `_id` expressions to every collection
 * table and pushes `_id` ranges, `$in` and string equalities down. Each test runs a FerretDB of its own, so the
 * shared one and MONGODB_URL play no part.
 */
describe('local FerretDB: _id indexes and filters pushed down to SQLite', function () {
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
      expect(await db.collection<IdDocument>('created_later').findOne({ _id: 'doc-7' })).to.deep.equal({
        _id: 'doc-7',
        n: 7,
      });
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

  it('answers `_id` ranges, `$in` and an `$or` of ranges from its indexes, matching and ordering strings as MongoDB does', async () => {
    // Strings whose JSON text orders otherwise than the strings (space and "!" sort below the closing quote, escapes
    // start with a backslash), beside non-ASCII ones and _ids of other types, which no string bound matches.
    const strings = [
      'doc-5',
      'doc-5 ',
      'doc-5!',
      'doc-5"',
      'doc-5<',
      'doc-5\\',
      'doc-5\u0001',
      'doc-50',
      'doc-5é',
      'doc-6',
      'doc-4',
      'dóc',
      'Doc',
      '',
    ];
    const others = [5, new ObjectId(), true];
    await withFerretDb(context, {}, async (db) => {
      const collection = db.collection<MixedIdDocument>('ranges');
      await collection.insertMany([...strings, ...others].map((_id, n) => ({ _id, n })));
      await waitForIdIndex(db, 'ranges', 'doc-5');
      const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
      const expectFound = async (filter: Filter<MixedIdDocument>, matches: (id: string) => boolean) => {
        const found = (await collection.find(filter).toArray())
          .map((document) => document._id as string)
          .sort(bytewise);
        expect(found, JSON.stringify(filter)).to.deep.equal(strings.filter(matches).sort(bytewise));
      };
      await expectFound({ _id: { $gt: 'doc-5' } }, (id) => bytewise(id, 'doc-5') > 0);
      await expectFound({ _id: { $gte: 'doc-5' } }, (id) => bytewise(id, 'doc-5') >= 0);
      await expectFound({ _id: { $lt: 'doc-5!' } }, (id) => bytewise(id, 'doc-5!') < 0);
      await expectFound({ _id: { $lte: 'doc-5' } }, (id) => bytewise(id, 'doc-5') <= 0);
      await expectFound(
        { _id: { $gt: 'doc-4', $lte: 'doc-5é' }, n: { $gte: 2 } },
        (id) => bytewise(id, 'doc-4') > 0 && bytewise(id, 'doc-5é') <= 0 && strings.indexOf(id) >= 2,
      );
      await expectFound({ _id: { $in: ['doc-5 ', 'doc-5"', 'doc-5\u0001', 'nowhere'] } }, (id) =>
        ['doc-5 ', 'doc-5"', 'doc-5\u0001'].includes(id),
      );
      const between = (id: string, low: string, high: string) => bytewise(id, low) > 0 && bytewise(id, high) < 0;
      const prefixes = { $or: [{ _id: { $gt: 'doc-5', $lt: 'doc-5\uffff' } }, { _id: { $gte: 'dóc' } }] };
      await expectFound(prefixes, (id) => between(id, 'doc-5', 'doc-5\uffff') || bytewise(id, 'dóc') >= 0);
      await expectFound(
        { $or: [{ _id: { $lt: 'doc-4' } }, { n: { $gte: 12, $lt: strings.length } }] },
        (id) => bytewise(id, 'doc-4') < 0 || strings.indexOf(id) >= 12,
      );

      const range = { _id: { $gt: 'doc-4', $lt: 'doc-6' } };
      expect(
        await waitForPlan(
          db,
          'ranges',
          range,
          /^SEARCH (\S+) USING INDEX _ferretdb_id_text_\1 \(<expr>>\? AND <expr><\?\)$/,
        ),
      ).to.be.a('string');
      expect(await queryPlan(db, 'ranges', { _id: { $in: ['doc-4', 'doc-6'] } })).to.deep.equal([
        (await idLookupPlan(db, 'ranges', 'doc-4'))[0],
      ]);
      const orPlan = await queryPlan(db, 'ranges', prefixes);
      expect(orPlan[0]).to.equal('MULTI-INDEX OR');
      expect(orPlan.filter((node) => node.startsWith('SEARCH '))).to.deep.equal([
        `SEARCH ${tableOf(orPlan)} USING INDEX _ferretdb_id_text_${tableOf(orPlan)} (<expr>>? AND <expr><?)`,
        `SEARCH ${tableOf(orPlan)} USING INDEX _ferretdb_id_text_${tableOf(orPlan)} (<expr>>?)`,
      ]);
    });
  });

  it('filters string equalities in SQLite, still matching arrays that hold the value as MongoDB does', async () => {
    type Kinded = { _id: string; kind?: unknown };
    const documents: Kinded[] = [
      { _id: 'plain', kind: 'a' },
      { _id: 'quoted', kind: 'a "b"\\' },
      { _id: 'held', kind: ['x', 'a'] },
      { _id: 'objects', kind: [{ a: 'a' }] },
      { _id: 'other', kind: 'b' },
      { _id: 'number', kind: 1 },
      { _id: 'object', kind: { a: 'a' } },
      { _id: 'missing' },
    ];
    await withFerretDb(context, {}, async (db) => {
      const collection = db.collection<Kinded>('kinds');
      await collection.insertMany(documents);
      const found = async (filter: Filter<Kinded>) =>
        (await collection.find(filter).toArray()).map((document) => document._id).sort();
      expect(await found({ kind: 'a' })).to.deep.equal(['held', 'plain']);
      expect(await found({ kind: 'a "b"\\' })).to.deep.equal(['quoted']);
      expect(await found({ kind: { $in: ['b', 'x'] } })).to.deep.equal(['held', 'other']);
      expect(await found({ kind: ['x', 'a'] })).to.deep.equal(['held']);
      expect(await found({ kind: { $in: ['a'] }, _id: { $gt: 'm' } })).to.deep.equal(['plain']);
      const ranged = { kind: { $in: ['b', 'x'] }, _id: { $gt: 'm' } };
      expect(
        await waitForPlan(db, 'kinds', ranged, /^SEARCH (\S+) USING INDEX _ferretdb_id_text_\1 \(<expr>>\?\)$/),
      ).to.be.a('string');
    });
  });

  it('serves a kind and an `_id` range from a non-unique index on both, as an outbox consumer reads', async () => {
    type OutboxRow = { _id: string; kind: string | string[] };
    const records: OutboxRow[] = Array.from({ length: 300 }, (_, i) => ({
      _id: `obx-${String(i).padStart(3, '0')}`,
      kind: i % 10 === 0 ? 'listing.changed' : 'event',
    }));
    await withFerretDb(context, {}, async (db) => {
      const collection = db.collection<OutboxRow>('outbox');
      await collection.createIndex({ kind: 1, _id: 1 }, { name: 'kind_position' });
      await collection.insertMany([
        ...records,
        { _id: 'obx-999', kind: ['event', 'listing.changed'] },
        { _id: 'obx-998', kind: '[not an array' },
      ]);
      await waitForIdIndex(db, 'outbox', 'obx-001');
      const after = { kind: { $in: ['listing.changed'] }, _id: { $gt: 'obx-250' } };
      expect((await collection.find(after).toArray()).map((record) => record._id)).to.deep.equal([
        'obx-260',
        'obx-270',
        'obx-280',
        'obx-290',
        'obx-999',
      ]);
      const plan = await queryPlan(db, 'outbox', after);
      expect(plan[0]).to.equal('MULTI-INDEX OR');
      expect(plan).to.include.members([
        `SEARCH ${tableOf(plan)} USING INDEX ${tableOf(plan)}_kind_position (<expr>=? AND <expr>>?)`,
        `SEARCH ${tableOf(plan)} USING INDEX ${tableOf(plan)}_kind_position (<expr>>? AND <expr><?)`,
      ]);
    });
  });

  it('filters date bounds in SQLite from an index on the field, matching as MongoDB does', async () => {
    type Dated = { _id: string; at?: unknown };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const documents: Dated[] = [
      { _id: 'early', at: day(1) },
      { _id: 'edge', at: day(10) },
      { _id: 'late', at: day(20) },
      { _id: 'held', at: [day(25), day(2)] },
      { _id: 'text', at: '2026-01-05' },
      { _id: 'number', at: 5 },
      { _id: 'null', at: null },
      { _id: 'missing' },
    ];
    await withFerretDb(context, {}, async (db) => {
      const collection = db.collection<Dated>('dated');
      await collection.createIndex({ at: 1 }, { name: 'at' });
      await collection.insertMany(documents);
      await waitForIdIndex(db, 'dated', 'early');
      const found = async (filter: Filter<Dated>) =>
        (await collection.find(filter).toArray()).map((document) => document._id).sort();
      expect(await found({ at: { $lte: day(10) } })).to.deep.equal(['early', 'edge', 'held']);
      expect(await found({ at: { $lt: day(10) } })).to.deep.equal(['early', 'held']);
      expect(await found({ at: { $gt: day(10) } })).to.deep.equal(['held', 'late']);
      // Each bound may be met by another element of an array, as in MongoDB.
      expect(await found({ at: { $gte: day(10), $lt: day(20) } })).to.deep.equal(['edge', 'held']);
      const plan = await queryPlan(db, 'dated', { at: { $lte: day(10) } });
      expect(plan[0]).to.equal('MULTI-INDEX OR');
      expect(plan).to.include(`SEARCH ${tableOf(plan)} USING INDEX ${tableOf(plan)}_at (<expr><?)`);
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
async function withFerretDb(
  context: ServerContext,
  options: FerretDbOptions,
  use: (db: Db) => Promise<void>,
): Promise<void> {
  const server = await startFerretDb(context, options);
  const client = new MongoClient(server.url);
  try {
    await use(client.db('id_index'));
  } finally {
    await client.close();
    await server.stop();
  }
}

/** The SQLite table of a collection, as named in the plan's searches. */
function tableOf(plan: string[]): string {
  const table = plan.map((node) => /^SEARCH (\S+) /.exec(node)?.[1]).find((name) => name !== undefined);
  if (!table) throw new Error(`no search in the plan ${JSON.stringify(plan)}`);
  return table;
}
