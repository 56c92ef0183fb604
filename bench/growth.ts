import os from 'node:os';
import type { Client } from '@elastic/elasticsearch';
import { loadBulk } from '../scripts/demo-data/load.ts';
import { startServers } from '../scripts/servers/index.ts';
import { facetRegistry } from '../shared/facets/registry.ts';
import { startKeywordSystem } from './support/keyword-system.ts';
import { withSearchCost, type SearchCost } from './support/elasticsearch-cost.ts';
import { ascending, mebibytes, percentile, printTable, ratio, seconds } from './support/figures.ts';
import { measure, positiveIntegerEnv, type LoadOptions, type LoadResult } from './support/load.ts';
import { listeningProcess, processMemory } from './support/process-memory.ts';
import { timedReindex, type Rate } from './support/reindex-rates.ts';
import { checkGatewayAgainstDirect } from './support/search-check.ts';
import { SEARCH_MIX } from './support/search-mix.ts';
import { searchParts } from './support/search-parts.ts';
import { gatewaySearchRequests } from './support/search-requests.ts';

/**
 * `npm run bench:growth`: how keyword search slows as the catalog grows, in one run on one machine. At each size of
 * BENCH_GROWTH_SIZES (100,000 then 1,000,000 listings) the listings are added in bulk to MongoDB and the index is
 * rebuilt from it as a reindex does (merged to one segment), then bench:search's mix runs through the gateway
 * saturated and at BENCH_FIXED_RATE, and straight to Elasticsearch at that rate with Elasticsearch's own CPU per
 * search; beside them the matches per search, the resident memory of every process and Elasticsearch's heap. Last,
 * each figure at the largest size ÷ the smallest (issue 30: search p99 at 1M ÷ 100k ≤ 2.0).
 *
 * Search by meaning is not grown here: every listing needs its vector from the embedding server first (bench:semantic
 * prints how long a seed takes to embed), so its p99 is measured at the sizes bench:semantic can seed.
 */
const sizes = growthSizes(process.env.BENCH_GROWTH_SIZES ?? '100000,1000000');
const fixedRate = positiveIntegerEnv('BENCH_FIXED_RATE', 20);
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 20),
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 15),
};
const BATCH_SIZE = 1000;

interface SizeFigures {
  listings: number;
  loaded: Rate;
  reindex: Rate;
  medianMatches: number;
  saturated: LoadResult;
  atRate: LoadResult;
  directAtRate: LoadResult;
  cost: SearchCost;
  memory: Memory;
  /** The machine's 1-minute load average after the searches: the cores are shared with whatever else runs. */
  loadAverage: number;
}

interface Memory {
  ours: number;
  elasticsearch: number;
  ferretdb: number;
  heapUsed: number;
  heapMax: number;
  indexBytes: number;
}

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const keyword = await startKeywordSystem(servers);
    const { config, logger, mongo, elasticsearch } = keyword;
    const system = keyword.system;
    const serverPids = {
      elasticsearch: await listeningProcess(Number(new URL(config.elasticsearchUrl).port)),
      ferretdb: await listeningProcess(Number(new URL(config.mongodbUrl).port)),
    };
    try {
      const gatewayMix = gatewaySearchRequests(SEARCH_MIX);
      const directMix = searchParts(facetRegistry(), SEARCH_MIX).at(-1)!.requests;
      const figures: SizeFigures[] = [];
      let listings = 0;
      for (const size of sizes) {
        const added = await loadBulk(mongo.db, size - listings, {
          batchSize: BATCH_SIZE,
          outbox: false,
          seed: 42 + figures.length,
        });
        listings = size;
        console.log(
          `${size} listings: added ${added.listings} in ${seconds(added.ms)} (${added.docsPerSecond} docs/s)`,
        );
        const { rate: reindex } = await timedReindex(mongo.db, elasticsearch, logger, { chunkSize: BATCH_SIZE });
        console.log(`${size} listings: reindexed in ${seconds(reindex.ms)} (${reindex.docsPerSecond} docs/s)`);
        const answers = await checkGatewayAgainstDirect(system.url, config.elasticsearchUrl, gatewayMix, directMix);
        const saturated = await measure(system.url, load, gatewayMix);
        const atRate = await measure(system.url, { ...load, overallRate: fixedRate }, gatewayMix);
        const { result: directAtRate, cost } = await withSearchCost(elasticsearch, () =>
          measure(config.elasticsearchUrl, { ...load, overallRate: fixedRate }, directMix),
        );
        figures.push({
          listings: size,
          loaded: { docs: added.listings, ms: added.ms, docsPerSecond: added.docsPerSecond },
          reindex,
          medianMatches: percentile(ascending(answers.map((answer) => answer.result_info.total)), 50),
          saturated,
          atRate,
          directAtRate,
          cost,
          memory: await memory(elasticsearch, serverPids),
          loadAverage: os.loadavg()[0]!,
        });
        report(figures);
      }
      if (
        figures.some(
          ({ saturated, atRate, directAtRate }) => saturated.failures + atRate.failures + directAtRate.failures > 0,
        )
      )
        process.exitCode = 1;
    } finally {
      await keyword.stop();
    }
  } finally {
    await servers.stop();
  }
}

async function memory(
  elasticsearch: Client,
  pids: { elasticsearch: number | null; ferretdb: number | null },
): Promise<Memory> {
  const rss = async (pid: number | null) => (pid === null ? Number.NaN : (await processMemory(pid)).rssBytes);
  const stats = await elasticsearch.nodes.stats({ metric: 'jvm' });
  const jvm = Object.values(stats.nodes)[0]?.jvm?.mem;
  const store = await elasticsearch.indices.stats({ metric: 'store' });
  return {
    ours: process.memoryUsage.rss(),
    elasticsearch: await rss(pids.elasticsearch),
    ferretdb: await rss(pids.ferretdb),
    heapUsed: jvm?.heap_used_in_bytes ?? Number.NaN,
    heapMax: jvm?.heap_max_in_bytes ?? Number.NaN,
    indexBytes: store._all.primaries?.store?.size_in_bytes ?? Number.NaN,
  };
}

/** One column per size, and the largest ÷ the smallest where a ratio says something. */
function report(figures: readonly SizeFigures[]): void {
  const first = figures[0]!;
  const last = figures.at(-1)!;
  const row = (name: string, value: (size: SizeFigures) => number, format: (value: number) => string) => [
    name,
    ...figures.map((size) => format(value(size))),
    figures.length > 1 ? ratio(value(last), value(first)) : '',
  ];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const perSecond = (value: number) => `${value.toFixed(0)}/s`;
  const count = (value: number) => value.toFixed(0);
  console.log(
    `\nkeyword search as the catalog grows: ${SEARCH_MIX.length} searches, ${load.connections} connections, ` +
      `${load.durationSeconds} s after a ${load.warmupSeconds} s warm-up; at a fixed rate ${fixedRate}/s`,
  );
  printTable([
    ['figure', ...figures.map((size) => `${size.listings} listings`), 'largest ÷ smallest'],
    row('added to MongoDB', (size) => size.loaded.docsPerSecond, perSecond),
    row('reindex (with the merge)', (size) => size.reindex.docsPerSecond, perSecond),
    row('matches per search, median', (size) => size.medianMatches, count),
    row('gateway saturated', (size) => size.saturated.requestsPerSecond, perSecond),
    row('gateway saturated p99', (size) => size.saturated.p99Ms, ms),
    row(`gateway at ${fixedRate}/s p50`, (size) => size.atRate.p50Ms, ms),
    row(`gateway at ${fixedRate}/s p99`, (size) => size.atRate.p99Ms, ms),
    row(`Elasticsearch at ${fixedRate}/s p99`, (size) => size.directAtRate.p99Ms, ms),
    row('Elasticsearch CPU per search', (size) => size.cost.cpuMsPerSearch, ms),
    row('Elasticsearch query time per search', (size) => size.cost.queryMsPerSearch, ms),
    row(
      'load average (1 min) after the searches',
      (size) => size.loadAverage,
      (value) => value.toFixed(2),
    ),
    row('RSS: our process (all roles)', (size) => size.memory.ours, mebibytes),
    row('RSS: Elasticsearch', (size) => size.memory.elasticsearch, mebibytes),
    row('RSS: FerretDB', (size) => size.memory.ferretdb, mebibytes),
    row('Elasticsearch heap used', (size) => size.memory.heapUsed, mebibytes),
    row('Elasticsearch heap max', (size) => size.memory.heapMax, mebibytes),
    row('index on disk (primaries)', (size) => size.memory.indexBytes, mebibytes),
  ]);
  const failures = figures.map((size) => size.saturated.failures + size.atRate.failures + size.directAtRate.failures);
  console.log(`failures per size: ${failures.join(', ')}`);
}

function growthSizes(text: string): number[] {
  const sizes = text.split(',').map(Number);
  if (
    sizes.some((size) => !Number.isSafeInteger(size) || size <= 0) ||
    sizes.some((size, i) => i > 0 && size <= sizes[i - 1]!)
  )
    throw new Error(`BENCH_GROWTH_SIZES must be growing positive integers, e.g. 100000,1000000; got "${text}"`);
  return sizes;
}

await main();
