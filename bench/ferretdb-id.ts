import { randomInt } from 'node:crypto';
import { MongoClient, type Collection } from 'mongodb';
import { cacheLayout, prepareCache } from '../scripts/servers/cache-dir.ts';
import { startFerretDb } from '../scripts/servers/ferretdb.ts';
import { createRunDir } from '../scripts/servers/run-dirs.ts';
import { idLookupPlan, waitForIdIndex } from '../test/support/ferretdb-id-plan.ts';
import { ascending, percentile, ratio } from './support/figures.ts';
import { positiveIntegerEnv } from './support/load.ts';

/**
 * `npm run bench:ferretdb`: findOne and updateOne by `_id` on BENCH_DOCUMENTS documents, on the local FerretDB
 * without the `_id` expression index (`-id-index=false`, FerretDB as released) and with it (as provisioned),
 * one caller at a time; plus the time to insert the documents into each.
 */
const documentCount = positiveIntegerEnv('BENCH_DOCUMENTS', 20_000);
const samples = positiveIntegerEnv('BENCH_SAMPLES', 100);
const BATCH_SIZE = 1000;

interface Figures {
  plan: string;
  insertSeconds: number;
  findOneMs: number[];
  updateOneMs: number[];
}

type BenchDocument = { _id: string; n: number; title: string; description: string };

/** About the size of a listing's text, so that a scan reads what one of ours would. */
const DESCRIPTION = 'A sturdy oak dining table with six matching chairs, lightly used, collection only. '.repeat(8);

async function main(): Promise<void> {
  const without = await measureFerretDb(false);
  const withIndex = await measureFerretDb(true);
  console.log(`_id lookups on the local FerretDB: ${documentCount} documents, ${samples} sequential calls each`);
  for (const [label, figures] of [
    ['without index', without],
    ['with index', withIndex],
  ] as const) {
    console.log(`${label.padEnd(14)} plan: ${figures.plan}`);
    console.log(
      `${label.padEnd(14)} insert ${figures.insertSeconds.toFixed(2)} s  findOne ${summary(figures.findOneMs)}  updateOne ${summary(figures.updateOneMs)}`,
    );
  }
  for (const [name, before, after] of [
    ['findOne', without.findOneMs, withIndex.findOneMs],
    ['updateOne', without.updateOneMs, withIndex.updateOneMs],
  ] as const) {
    console.log(
      `${name} without/with: p50 ${ratio(percentile(ascending(before), 50), percentile(ascending(after), 50))}  p99 ${ratio(percentile(ascending(before), 99), percentile(ascending(after), 99))}`,
    );
  }
  console.log(`insert with/without: ${ratio(withIndex.insertSeconds, without.insertSeconds)}`);
}

async function measureFerretDb(idIndex: boolean): Promise<Figures> {
  const cache = await prepareCache(cacheLayout());
  const log = (line: string): void => void process.stderr.write(`[servers] ${line}\n`);
  const runDir = await createRunDir(cache, 'test', log);
  try {
    const server = await startFerretDb({ cache, runDir: runDir.path, log }, { idIndex });
    const client = new MongoClient(server.url);
    try {
      const db = client.db('bench');
      const collection = db.collection<BenchDocument>('documents');
      await db.createCollection('documents');
      if (idIndex) await waitForIdIndex(db, 'documents', 'absent');
      const insertSeconds = await insertDocuments(collection);
      const plan = (await idLookupPlan(db, 'documents', idOf(0))).join('; ');
      const findOneMs = await timeEach(async (id) => {
        if (!(await collection.findOne({ _id: id }))) throw new Error(`findOne missed ${id}`);
      });
      const updateOneMs = await timeEach(async (id) => {
        const result = await collection.updateOne({ _id: id }, { $set: { title: `updated ${id}` } });
        if (result.matchedCount !== 1) throw new Error(`updateOne missed ${id}`);
      });
      return { plan, insertSeconds, findOneMs, updateOneMs };
    } finally {
      await client.close();
      await server.stop();
    }
  } finally {
    await runDir.release();
  }
}

async function insertDocuments(collection: Collection<BenchDocument>): Promise<number> {
  const started = performance.now();
  for (let first = 0; first < documentCount; first += BATCH_SIZE) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, documentCount - first) }, (_, i) => ({
      _id: idOf(first + i),
      n: first + i,
      title: `document ${first + i}`,
      description: DESCRIPTION,
    }));
    await collection.insertMany(batch, { ordered: false });
  }
  return (performance.now() - started) / 1000;
}

async function timeEach(call: (id: string) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const id = idOf(randomInt(documentCount));
    const started = performance.now();
    await call(id);
    durations.push(performance.now() - started);
  }
  return durations;
}

function idOf(n: number): string {
  return `doc-${n.toString().padStart(8, '0')}`;
}

function summary(values: number[]): string {
  const sorted = ascending(values);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms p99 ${percentile(sorted, 99).toFixed(1)} ms`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
