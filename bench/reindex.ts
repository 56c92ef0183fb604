import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Session, type Profiler } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import { loadBulk } from '../scripts/demo-data/load.ts';
import { startServers } from '../scripts/servers/index.ts';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { benchConfig } from './support/bench-config.ts';
import { positiveIntegerEnv } from './support/load.ts';
import { listeningProcess, processCpuSeconds } from './support/process-cpu.ts';
import {
  plainBulkLoad,
  rawCursorRead,
  reindexRows,
  reindexSummary,
  timedReindex,
  type Rate,
} from './support/reindex-rates.ts';

/**
 * `npm run bench:reindex`: the reindex of BENCH_LISTINGS demo listings against its two raw halves, in one run: the
 * cursor read alone, a plain `_bulk` of the same documents alone, then the reindex. For the reindex, where its time
 * goes: the `_bulk` requests' serialisation and time in flight (how many at once, how long none was), and a CPU
 * profile of this process kept in artifacts/bench/. Each step also prints the CPU seconds of the database,
 * Elasticsearch and this process, and how busy the whole machine was (over the whole step: the reindex's count,
 * build, catch-up and swap; the plain `_bulk`'s reading of its documents beforehand).
 * BENCH_REINDEX_CHUNK and BENCH_REINDEX_WRITES set the reindex's chunk size and `_bulk` requests in flight.
 */
const listingCount = positiveIntegerEnv('BENCH_LISTINGS', 100_000);
const chunkSize = positiveIntegerEnv('BENCH_REINDEX_CHUNK', 1000);
const concurrentWrites = process.env.BENCH_REINDEX_WRITES ? positiveIntegerEnv('BENCH_REINDEX_WRITES', 1) : undefined;
const profileDirectory = new URL('../artifacts/bench/', import.meta.url).pathname;

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  const config = benchConfig(servers);
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const db = mongo.db;
  const elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
  try {
    const loaded = await loadBulk(db, listingCount, { batchSize: 1000, outbox: false });
    console.log(
      `loaded ${loaded.listings} listings into MongoDB in ${(loaded.ms / 1000).toFixed(1)} s; load average ${loadAverage()}`,
    );
    const processes = {
      database: listeningProcess(config.mongodbUrl),
      elasticsearch: listeningProcess(config.elasticsearchUrl),
    };
    const rawRead = await measuredStep('raw read', processes, () => rawCursorRead(db, chunkSize));
    const plainBulk = await measuredStep('plain _bulk', processes, () => plainBulkLoad(db, elasticsearch, chunkSize));
    const bulks = new BulkMeter(elasticsearch);
    const profiler = await startProfile();
    const { rate: reindex, result } = await measuredStep(
      'reindex',
      processes,
      () => timedReindex(db, elasticsearch, createLogger('warn', 'bench'), { chunkSize, concurrentWrites }),
      (run) => run.rate,
    );
    const profile = await stopProfile(profiler);
    console.log(`\nreindex of ${result.written} listings in chunks of ${chunkSize}; load average ${loadAverage()}`);
    printTable(reindexRows({ rawRead, plainBulk, reindex }));
    bulks.report(reindex.ms);
    console.log(`CPU profile of this process over the whole reindex: ${profile.file}`);
    for (const line of profile.top) console.log(`  ${line}`);
    console.log(`summary: ${reindexSummary({ rawRead, plainBulk, reindex })}`);
  } finally {
    await elasticsearch.close();
    await db.dropDatabase();
    await mongo.client.close();
    await servers.stop();
  }
}

/**
 * Times the reindex's `_bulk` requests from the Elasticsearch client's own events, from serialisation to parsed
 * answer. (No MongoDB command monitoring: it decodes every reply a second time for its events.)
 */
class BulkMeter {
  private readonly bulks = new Map<unknown, { serialised: number; sent?: number }>();
  private serialiseMs = 0;
  private inFlightMs = 0;
  private busySince = 0;
  private busyMs = 0;
  private inFlight = 0;
  private mostInFlight = 0;

  constructor(elasticsearch: Client) {
    elasticsearch.diagnostic.on('serialization', (_error, result) => {
      if (result?.meta.request.params.path.endsWith('/_bulk'))
        this.bulks.set(result.meta.request.id, { serialised: performance.now() });
    });
    elasticsearch.diagnostic.on('request', (_error, result) => {
      const bulk = this.bulks.get(result?.meta.request.id);
      if (!bulk) return;
      bulk.sent = performance.now();
      this.serialiseMs += bulk.sent - bulk.serialised;
      if (this.inFlight === 0) this.busySince = bulk.sent;
      this.inFlight += 1;
      this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    });
    elasticsearch.diagnostic.on('response', (_error, result) => {
      const bulk = this.bulks.get(result?.meta.request.id);
      if (!bulk?.sent) return;
      this.bulks.delete(result?.meta.request.id);
      const now = performance.now();
      this.inFlightMs += now - bulk.sent;
      this.inFlight -= 1;
      if (this.inFlight === 0) this.busyMs += now - this.busySince;
    });
  }

  report(buildMs: number): void {
    const share = (ms: number) => `${(ms / 1000).toFixed(1)} s (${((100 * ms) / buildMs).toFixed(0)}% of the build)`;
    console.log(
      `_bulk requests: serialising ${share(this.serialiseMs)}; in flight ${share(this.inFlightMs)} summed, at most ${this.mostInFlight} at once`,
    );
    console.log(
      `  at least one in flight ${share(this.busyMs)}; none in flight, so waiting on the cursor, ${share(buildMs - this.busyMs)}`,
    );
  }
}

/** The processes whose CPU each step reports: the database and Elasticsearch found by their listening ports, and this one. */
interface Processes {
  database: number | null;
  elasticsearch: number | null;
}

/**
 * Runs the work and prints its rate, the CPU the whole machine spent meanwhile (all processes, in cores), and the CPU
 * seconds of the database, Elasticsearch and this process.
 */
async function measuredStep<T>(
  name: string,
  processes: Processes,
  work: () => Promise<T>,
  rateOf: (value: T) => Rate = (value) => value as Rate,
): Promise<T> {
  const cpuSeconds = () =>
    Promise.all([
      machineCpu(),
      processCpuSeconds(processes.database),
      processCpuSeconds(processes.elasticsearch),
      process.cpuUsage(),
    ] as const);
  const [machineBefore, databaseBefore, elasticsearchBefore, ownBefore] = await cpuSeconds();
  const value = await work();
  const [machineAfter, databaseAfter, elasticsearchAfter] = await cpuSeconds();
  const own = cpuMs(process.cpuUsage(ownBefore)) / 1000;
  const { docs, ms, docsPerSecond } = rateOf(value);
  const cores =
    ((machineAfter.busy - machineBefore.busy) / Math.max(machineAfter.total - machineBefore.total, 1)) *
    machineAfter.cores;
  const seconds = (after: number | null, before: number | null) =>
    after === null || before === null ? 'n/a' : (after - before).toFixed(1);
  console.log(
    `${name}: ${docs} documents in ${(ms / 1000).toFixed(1)} s (${docsPerSecond} docs/s); the machine was busy ${cores.toFixed(2)} of ${machineAfter.cores} cores; ` +
      `CPU seconds: database ${seconds(databaseAfter, databaseBefore)}, Elasticsearch ${seconds(elasticsearchAfter, elasticsearchBefore)}, this process ${own.toFixed(1)}`,
  );
  return value;
}

/** Jiffies of all CPUs from /proc/stat: busy (everything but idle and iowait) and in total. */
async function machineCpu(): Promise<{ busy: number; total: number; cores: number }> {
  const stat = await readFile('/proc/stat', 'utf8');
  const [all, ...lines] = stat.split('\n');
  const fields = all!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total, cores: lines.filter((line) => /^cpu\d/.test(line)).length };
}

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

/** Saves the profile and answers its heaviest functions by self time. */
async function stopProfile(session: Session): Promise<{ file: string; top: string[] }> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  await mkdir(profileDirectory, { recursive: true });
  const file = join(profileDirectory, `reindex-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  return { file, top: heaviest(profile, 15) };
}

function heaviest(profile: Profiler.Profile, count: number): string[] {
  const selfMs = new Map<number, number>();
  profile.samples?.forEach((node, position) =>
    selfMs.set(node, (selfMs.get(node) ?? 0) + (profile.timeDeltas?.[position] ?? 0) / 1000),
  );
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? ` ${url.replace(/^file:\/\/.*?\/(node_modules\/|(?=(indexer|bench|shared|services)\/))/, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  const total = [...byFunction.values()].reduce((sum, ms) => sum + ms, 0);
  return [...byFunction]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(
      ([key, ms]) => `${(ms / 1000).toFixed(2).padStart(6)} s ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`,
    );
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function printTable(rows: string[][]): void {
  for (const row of rows)
    console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(14) : cell.padStart(9))).join(' '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
