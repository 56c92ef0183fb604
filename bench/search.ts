import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { generateListing, mulberry32 } from '../scripts/demo-data/generator.ts';
import { loadBulk } from '../scripts/demo-data/load.ts';
import { LISTINGS_ALIAS } from '../shared/listings-index/document.ts';
import { startServers } from '../scripts/servers/index.ts';
import { facetRegistry } from '../shared/facets/registry.ts';
import { ProviderTrustRepository } from '../services/core/listings/provider-trust.repository.ts';
import type { Config } from '../shared/config.ts';
import { startKeywordSystem } from './support/keyword-system.ts';
import { measure, positiveIntegerEnv, type LoadOptions, type LoadRequest, type LoadResult } from './support/load.ts';
import {
  plainBulkLoad,
  rawCursorRead,
  reindexRows,
  reindexSummary,
  timedReindex,
  type ReindexRates,
} from './support/reindex-rates.ts';
import { SEARCH_MIX } from './support/search-mix.ts';
import { gatewaySearchRequests, SEARCH_PATH } from './support/search-requests.ts';
import { checkPartsAnswerAlike, partRows, searchParts, type PartResult } from './support/search-parts.ts';
import { withSearchCost } from './support/elasticsearch-cost.ts';
import { startDeployedBackends, withPeakRss } from './support/deployed.ts';
import { ascending, mebibytes, percentile, printTable, ratio, seconds } from './support/figures.ts';
import { checkGatewayAgainstDirect, searchAnswer, type GatewayAnswer } from './support/search-check.ts';

/**
 * `npm run bench:search`: search on BENCH_LISTINGS demo listings. The same mix of searches through the
 * gateway, straight to Elasticsearch as the `_search` the service builds, and as the simplest `_search` a
 * user would write for the same filters, and between those two each part of ours added one at a time (tiers and
 * sort, disjunctive facet filters, distributions; bench/support/search-parts.ts); create-to-visible latency through the outbox and the indexer; and
 * the reindex's documents per second against its raw halves, a cursor read and a plain `_bulk` (bench:reindex
 * has the reindex alone, with where its time goes). Then the gateway as docker-compose deploys it (its own process
 * forwarding to core and catalog processes) under the same mix, with its resident memory; and the gateway and the
 * direct `_search` once more at a fixed rate below saturation, where latency shows what the gateway adds rather
 * than how the machine's two cores are shared.
 */
const listingCount = positiveIntegerEnv('BENCH_LISTINGS', 100_000);
const visibilitySamples = positiveIntegerEnv('BENCH_VISIBILITY_SAMPLES', 50);
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 20),
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 15),
};
/** BENCH_PARTS_ONLY=1: stop after the parts straight to Elasticsearch (what our features cost inside it). */
const partsOnly = process.env.BENCH_PARTS_ONLY === '1';
/** Below what the machine serves through the gateway, so that neither side queues. */
const fixedRate = positiveIntegerEnv('BENCH_FIXED_RATE', 50);
const BATCH_SIZE = 1000;
const VISIBLE_WITHIN_MS = 30_000;
const json = { 'content-type': 'application/json' };

interface Figures {
  indexing: ReindexRates;
  gateway: LoadResult;
  direct: LoadResult;
  simplest: LoadResult;
  /** At `fixedRate` requests per second. */
  gatewayAtRate: LoadResult;
  directAtRate: LoadResult;
  deployed: DeployedFigures;
  /** Search contexts Elasticsearch holds open after the gateway run: points in time left open for cursors. */
  openContexts: number;
  visibleMs: number[];
  /** From the same 201 answers until the indexer had written the listing to Elasticsearch (found by a realtime get). */
  indexedMs: number[];
  rssBeforeRuns: number;
  rssAfterRuns: number;
}

interface DeployedFigures {
  result: LoadResult;
  idleRssBytes: number;
  peakRssBytes: number;
  rssAfterBytes: number;
}

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const keyword = await startKeywordSystem(servers);
    const { config, logger, mongo, elasticsearch } = keyword;
    const gateway = keyword.system;
    try {
      const loaded = await loadBulk(mongo.db, listingCount, { batchSize: BATCH_SIZE, outbox: false });
      console.log(
        `loaded ${loaded.listings} listings into MongoDB in ${seconds(loaded.ms)} (${loaded.docsPerSecond} docs/s)`,
      );
      const rawRead = partsOnly ? null : await rawCursorRead(mongo.db, BATCH_SIZE);
      const plainBulk = partsOnly ? null : await plainBulkLoad(mongo.db, elasticsearch, BATCH_SIZE);
      const { rate: reindex, result } = await timedReindex(mongo.db, elasticsearch, logger, { chunkSize: BATCH_SIZE });
      console.log(
        `reindexed ${result.written} listings into ${result.index}: build ${seconds(result.buildMs)} (${result.documentsPerSecond} docs/s)`,
      );

      const registry = facetRegistry();
      const gatewayMix = gatewaySearchRequests(SEARCH_MIX);
      const parts = searchParts(registry, SEARCH_MIX);
      const simplestMix = parts[0]!.requests;
      const directMix = parts.at(-1)!.requests;
      await checkMix(gateway.url, config.elasticsearchUrl, gatewayMix, directMix, simplestMix);
      await checkPartsAnswerAlike(config.elasticsearchUrl, parts);
      const rssBeforeRuns = process.memoryUsage.rss();
      const partResults: PartResult[] = [];
      for (const part of parts) {
        const { result, cost } = await withSearchCost(elasticsearch, () =>
          measure(config.elasticsearchUrl, load, part.requests),
        );
        partResults.push({ load: result, cost });
      }
      reportParts(partRows(parts, partResults));
      if (partsOnly) return;
      const simplest = partResults[0]!.load;
      const direct = partResults.at(-1)!.load;
      const gatewayResult = await measure(gateway.url, load, gatewayMix);
      const rssAfterRuns = process.memoryUsage.rss();
      const directAtRate = await measure(config.elasticsearchUrl, { ...load, overallRate: fixedRate }, directMix);
      const gatewayAtRate = await measure(gateway.url, { ...load, overallRate: fixedRate }, gatewayMix);
      const deployed = await measureDeployedGateway(config, gatewayMix);
      const openContexts = await openSearchContexts(elasticsearch);
      const { visibleMs, indexedMs } = await createToVisible(gateway.url, mongo.db, elasticsearch, visibilitySamples);
      report({
        indexing: { rawRead: rawRead!, plainBulk: plainBulk!, reindex },
        gateway: gatewayResult,
        direct,
        simplest,
        gatewayAtRate,
        directAtRate,
        deployed,
        openContexts,
        visibleMs,
        indexedMs,
        rssBeforeRuns,
        rssAfterRuns,
      });
    } finally {
      await keyword.stop();
    }
  } finally {
    await servers.stop();
  }
}

/** The mix through a gateway process started as docker-compose runs it, on the same database and index. */
async function measureDeployedGateway(config: Config, gatewayMix: LoadRequest[]): Promise<DeployedFigures> {
  const backends = await startDeployedBackends({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MONGODB_URL: config.mongodbUrl,
    MONGODB_DATABASE: config.mongodbDatabase,
    ELASTICSEARCH_URL: config.elasticsearchUrl,
    // The core's /health counts the embedding server: without it the core never answers ready.
    EMBEDDINGS_URL: config.embeddings.url ?? '',
    AUTH_JWT_SECRET: config.jwtSecret,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SERVICE_TOKEN: randomBytes(24).toString('hex'),
    // What production requires instead of the demo's defaults (shared/config.ts): the bench sends no mail and no money.
    PUBLIC_BASE_URL: 'https://marketplace.example',
    SMTP_URL: config.mail.smtpUrl ?? 'smtp://127.0.0.1:1',
    PAYMENTS_SANDBOX: 'true',
  });
  try {
    const gateway = await backends.startGateway();
    try {
      const idleRssBytes = await gateway.rssBytes();
      const { result, peakRssBytes } = await withPeakRss(gateway, () => measure(gateway.url, load, gatewayMix));
      return { result, idleRssBytes, peakRssBytes, rssAfterBytes: await gateway.rssBytes() };
    } finally {
      await gateway.stop();
    }
  } finally {
    await backends.stop();
  }
}

/**
 * Sends every search of the mix once each way: each must succeed; the gateway and its own `_search` must count the
 * same matches and return the same first page; the simplest `_search` must return as many hits as the page holds.
 */
async function checkMix(
  gatewayUrl: string,
  elasticsearchUrl: string,
  gatewayMix: LoadRequest[],
  directMix: LoadRequest[],
  simplestMix: LoadRequest[],
): Promise<void> {
  const answers = await checkGatewayAgainstDirect(gatewayUrl, elasticsearchUrl, gatewayMix, directMix);
  for (const [position, gateway] of answers.entries()) {
    const simplest = await searchAnswer(elasticsearchUrl, simplestMix[position]!);
    if (simplest.hits.hits.length !== gateway.result.hits.length) {
      throw new Error(
        `the simplest _search for ${gatewayMix[position]!.body} answers ${simplest.hits.hits.length} hits, the gateway ${gateway.result.hits.length}`,
      );
    }
  }
  const totals = ascending(answers.map((answer) => answer.result_info.total));
  console.log(
    `search mix: ${totals.length} searches, each answered 200 all three ways, the gateway and its _search with equal totals ` +
      `and first pages; matches per search min ${totals[0]}, median ${percentile(totals, 50)}, max ${totals.at(-1)}`,
  );
}

async function openSearchContexts(elasticsearch: Client): Promise<number> {
  const stats = await elasticsearch.nodes.stats({ metric: 'indices', index_metric: 'search' });
  return Object.values(stats.nodes).reduce((sum, node) => sum + (node.indices?.search?.open_contexts ?? 0), 0);
}

/**
 * Creates listings one at a time through the API, each with a unique word in its title, and polls search for
 * that word every 20 ms: the time from the 201 answer until search finds the listing (outbox, indexer, refresh).
 * Each create waits a random part of a second first, as writes arrive at moments unrelated to the index's refresh
 * cycle: one made as soon as the previous listing was found would land just after a refresh, every time.
 */
async function createToVisible(
  baseUrl: string,
  db: Db,
  elasticsearch: Client,
  samples: number,
): Promise<{ visibleMs: number[]; indexedMs: number[] }> {
  const account = await registerAccount(baseUrl);
  // Past the trust gate, as a provider with live listings is: a new account's first listings wait for review.
  await new ProviderTrustRepository(db).establish(account.id, new Date());
  const rng = mulberry32(7);
  const arrival = mulberry32(11);
  const visibleMs: number[] = [];
  const indexedMs: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    await delay(arrival() * 1000);
    const word = `probe${letters(randomBytes(6))}`;
    const { input } = generateListing(index, rng, ['unused']);
    const created = await postJson<{ result: { id: string } }>(
      baseUrl,
      '/v1/listings',
      { ...input, title: `${word} ${input.title}`.slice(0, 200) },
      account.token,
    );
    const id = created.result.id;
    const began = performance.now();
    const answeredAt = Date.now();
    let indexedAt: number | null = null;
    while (!(await searchFinds(baseUrl, word, id))) {
      // A realtime get finds the document as soon as the indexer wrote it, before a refresh makes it searchable.
      indexedAt ??= (await elasticsearch.exists({ index: LISTINGS_ALIAS, id })) ? Date.now() : null;
      if (performance.now() - began > VISIBLE_WITHIN_MS)
        throw new Error(`listing ${id} was not found by search within ${VISIBLE_WITHIN_MS} ms`);
      await delay(20);
    }
    visibleMs.push(performance.now() - began);
    indexedMs.push((indexedAt ?? Date.now()) - answeredAt);
  }
  return { visibleMs: ascending(visibleMs), indexedMs: ascending(indexedMs) };
}

async function registerAccount(baseUrl: string): Promise<{ id: string; token: string }> {
  const email = `bench-${randomBytes(4).toString('hex')}@bench.example`;
  const registered = await postJson<{ result: { account: { id: string }; token: string } }>(
    baseUrl,
    '/v1/auth/register',
    {
      email,
      password: randomBytes(12).toString('hex'),
      displayName: 'Bench',
    },
  );
  return { id: registered.result.account.id, token: registered.result.token };
}

async function searchFinds(baseUrl: string, word: string, id: string): Promise<boolean> {
  const answer = await postJson<GatewayAnswer>(baseUrl, SEARCH_PATH, { q: word, limit: 5 });
  return answer.result.hits.some((hit) => hit.id === id);
}

/** POSTs JSON and answers the parsed envelope of a 2xx answer, typed as the caller expects it. */
async function postJson<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const headers = token ? { ...json, authorization: `Bearer ${token}` } : json;
  const response = await fetch(baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status} ${JSON.stringify(answer)}`);
  return answer as T;
}

/** Lower-case letters only, so the analyzer keeps the word whole. */
function letters(bytes: Buffer): string {
  return [...bytes].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

function report(figures: Figures): void {
  const { gateway, direct, simplest, gatewayAtRate, directAtRate, deployed, indexing, visibleMs, indexedMs } = figures;
  const { connections, warmupSeconds, durationSeconds } = load;
  console.log(
    `\n${SEARCH_MIX.length} searches in turn on ${listingCount} listings: ${connections} connections, ${durationSeconds} s each after a ` +
      `${warmupSeconds} s warm-up; gateway = POST ${SEARCH_PATH} (one _search per page), direct = that _search sent straight to ` +
      'Elasticsearch, simplest = filters, free text and sort only (no tiers, counts or distributions); autocannon in a process of its own, gateway and system share this one',
  );
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'failures'],
    ...(
      [
        ['simplest', simplest],
        ['direct', direct],
        ['gateway', gateway],
      ] as const
    ).map(([name, result]) => [
      name,
      result.requestsPerSecond.toFixed(0),
      String(result.p50Ms),
      String(result.p99Ms),
      String(result.failures),
    ]),
    [
      'gw/direct',
      ratio(gateway.requestsPerSecond, direct.requestsPerSecond),
      ratio(gateway.p50Ms, direct.p50Ms),
      ratio(gateway.p99Ms, direct.p99Ms),
      '',
    ],
    [
      'gw/simplest',
      ratio(gateway.requestsPerSecond, simplest.requestsPerSecond),
      ratio(gateway.p50Ms, simplest.p50Ms),
      ratio(gateway.p99Ms, simplest.p99Ms),
      '',
    ],
    [
      'direct/simpl',
      ratio(direct.requestsPerSecond, simplest.requestsPerSecond),
      ratio(direct.p50Ms, simplest.p50Ms),
      ratio(direct.p99Ms, simplest.p99Ms),
      '',
    ],
    [
      'deployed gw',
      deployed.result.requestsPerSecond.toFixed(0),
      String(deployed.result.p50Ms),
      String(deployed.result.p99Ms),
      String(deployed.result.failures),
    ],
    [
      'deployed/dir',
      ratio(deployed.result.requestsPerSecond, direct.requestsPerSecond),
      ratio(deployed.result.p50Ms, direct.p50Ms),
      ratio(deployed.result.p99Ms, direct.p99Ms),
      '',
    ],
  ];
  printTable(rows);
  console.log(
    'deployed gw = the gateway process as docker-compose runs it, forwarding to core and catalog processes (each from its bundle)',
  );
  console.log(
    `deployed gateway's resident memory: ${mebibytes(deployed.idleRssBytes)} before the run, at most ${mebibytes(deployed.peakRssBytes)} during it, ` +
      `${mebibytes(deployed.rssAfterBytes)} after it`,
  );
  console.log(
    `\nat a fixed ${fixedRate} searches per second (below saturation, so that latency is what each side adds, not queueing):`,
  );
  printTable([
    ['', 'req/s', 'p50 ms', 'p99 ms', 'failures'],
    ...(
      [
        ['direct', directAtRate],
        ['gateway', gatewayAtRate],
      ] as const
    ).map(([name, result]) => [
      name,
      result.requestsPerSecond.toFixed(0),
      String(result.p50Ms),
      String(result.p99Ms),
      String(result.failures),
    ]),
    [
      'gw - direct',
      '',
      signed(gatewayAtRate.p50Ms - directAtRate.p50Ms),
      signed(gatewayAtRate.p99Ms - directAtRate.p99Ms),
      '',
    ],
  ]);
  console.log(
    `search contexts open in Elasticsearch after the gateway run (points in time, searches in flight; the gateway opens none without snapshot): ${figures.openContexts}\n`,
  );
  console.log(
    `reindex: one MongoDB cursor, chunks of ${BATCH_SIZE} -> _bulk with external versions, several in flight while the cursor reads on; ` +
      'raw read: the same cursor, documents only iterated; plain _bulk: the same documents, read beforehand, one request at a time',
  );
  printTable(reindexRows(indexing));
  console.log(
    `\ncreate -> visible in search (${visibleMs.length} listings, from the 201 answer): p50 ${percentile(visibleMs, 50).toFixed(0)} ms, p95 ${percentile(visibleMs, 95).toFixed(0)} ms`,
  );
  console.log(
    `  of which create -> written to Elasticsearch by the indexer (found by a realtime get): p50 ${percentile(indexedMs, 50).toFixed(0)} ms, p95 ${percentile(indexedMs, 95).toFixed(0)} ms`,
  );
  console.log(
    `RSS of this process (gateway and system; autocannon runs in its own): ${mebibytes(figures.rssAfterRuns)} after the runs, ${mebibytes(figures.rssBeforeRuns)} before`,
  );
  if ([gateway, direct, simplest, gatewayAtRate, directAtRate, deployed.result].some((result) => result.failures > 0)) {
    console.log('warning: some requests failed; the figures are not comparable');
    process.exitCode = 1;
  }
  console.log(
    `summary: gateway ${gateway.requestsPerSecond.toFixed(0)} req/s vs direct ${direct.requestsPerSecond.toFixed(0)} (${ratio(gateway.requestsPerSecond, direct.requestsPerSecond)}), ` +
      `p99 ${gateway.p99Ms} vs ${direct.p99Ms} ms (at ${fixedRate}/s: p99 ${gatewayAtRate.p99Ms} vs ${directAtRate.p99Ms} ms); ` +
      `deployed gateway ${deployed.result.requestsPerSecond.toFixed(0)} req/s, RSS at most ${mebibytes(deployed.peakRssBytes)}; simplest ${simplest.requestsPerSecond.toFixed(0)} req/s, p99 ${simplest.p99Ms} ms ` +
      `(gateway ${ratio(gateway.requestsPerSecond, simplest.requestsPerSecond)}); ${reindexSummary(indexing)}; ` +
      `create->visible p50 ${percentile(visibleMs, 50).toFixed(0)} ms, p95 ${percentile(visibleMs, 95).toFixed(0)} ms`,
  );
}

/** Printed as soon as measured: the runs after it (a deployed gateway, create -> visible) take long and may fail. */
function reportParts(rows: string[][]): void {
  console.log(
    '\nstraight to Elasticsearch, one part of our _search added at a time (the last row is direct): the simplest; + tier scores, ' +
      'text relevance and our sort, facet filters in the query; + facet filters as a post filter and the total as an aggregation; ' +
      "+ the distributions of the category's facets",
  );
  printTable(rows);
}

function signed(value: number): string {
  return value < 0 ? String(value) : `+${value}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
