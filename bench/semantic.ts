import os from 'node:os';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import { WORDS_ONLY_MESSAGE } from '../services/catalog/index.ts';
import { meaningOf } from '../services/catalog/search/meaning-of.ts';
import type { SemanticMatch } from '../services/catalog/search/semantic-clause.ts';
import { startSystem } from '../services/system.ts';
import { cacheLayout } from '../scripts/servers/cache-dir.ts';
import { passageVectorFile } from '../scripts/servers/embeddings.ts';
import { startServers } from '../scripts/servers/index.ts';
import type { Config } from '../shared/config.ts';
import { createEmbeddingsClient, type EmbeddingsClient } from '../shared/embeddings/embeddings-client.ts';
import { PassageVectorStore } from '../shared/embeddings/passage-vector-store.ts';
import { facetRegistry, type FacetRegistry } from '../shared/facets/registry.ts';
import { createLogger, type Logger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { benchConfig } from './support/bench-config.ts';
import { passageThroughput, queryLatency } from './support/embedding-costs.ts';
import { meanOf, measure, positiveIntegerEnv, type LoadOptions, type LoadRequest } from './support/load.ts';
import { listeningProcess, processMemory, resetPeakRss } from './support/process-memory.ts';
import { demoQuestions } from './support/questions.ts';
import { timedReindex } from './support/reindex-rates.ts';
import { checkGatewayAgainstDirect } from './support/search-check.ts';
import { TEXT_SEARCH_MIX } from './support/search-mix.ts';
import { gatewaySearchRequests, serviceSearchRequests } from './support/search-requests.ts';
import { breakdownFigures, SearchBreakdown, type SpanSample } from './support/search-breakdown.ts';
import { seedWithFreshStore, seedWithVectors } from './support/seed-embedding.ts';
import {
  hostedEstimates,
  printReport,
  writeArtifact,
  type SearchPass,
  type SearchRuns,
  type SearchVariant,
  type SemanticFigures,
} from './support/semantic-report.ts';

/**
 * `npm run bench:semantic`: what matching by meaning costs, measured in one run against the raw servers: question
 * embedding latency through the embeddings client and straight to the embedding server; passages per second at
 * write by batch size and the server's resident memory; the time a seed takes to embed, extrapolated; search on
 * BENCH_LISTINGS listings keyword-only and hybrid, through the gateway and as the `_search` it sends, with where the
 * gateway's searches spend their time (the spans the catalog times through an injected SearchTimings); and what a
 * hosted endpoint would need at 1,000 searches per second.
 */
const listingCount = positiveIntegerEnv('BENCH_LISTINGS', 10_000);
const sampleSize = positiveIntegerEnv('BENCH_SEED_SAMPLE', 500);
const questionCount = positiveIntegerEnv('BENCH_QUESTIONS', 300);
const passagesPerBatchSize = positiveIntegerEnv('BENCH_PASSAGES', 128);
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 20),
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 15),
};
/** Below what every variant serves on this machine, so that latency is what each adds rather than queueing. */
const fixedRate = positiveIntegerEnv('BENCH_FIXED_RATE', 20);
const BATCH_SIZES = [1, 8, 32];
const WARM_UP_QUESTIONS = 10;
/** The words-only message as it stands in a JSON answer. */
const WORDS_ONLY = JSON.stringify(WORDS_ONLY_MESSAGE).slice(1, -1);

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const servers = await startServers({ mode: 'test' });
  try {
    const config = benchConfig(servers);
    const registry = facetRegistry();
    const pid = await embeddingServerPid(config.embeddings.url);
    const idleRssBytes = pid === null ? null : (await processMemory(pid)).rssBytes;
    const { phase, peakRssBytes } = phases(pid);
    const questions = demoQuestions(registry, WARM_UP_QUESTIONS + questionCount);
    const queries = await phase('questions', () =>
      queryLatency(config.embeddings, questions.slice(WARM_UP_QUESTIONS), questions.slice(0, WARM_UP_QUESTIONS)),
    );
    const batches = await phase('batches', () =>
      passageThroughput(config.embeddings, registry, BATCH_SIZES, passagesPerBatchSize),
    );
    const searched = await seedAndSearch(config, registry, phase);
    const figures: SemanticFigures = {
      date: new Date().toISOString(),
      machine: { cpus: os.availableParallelism(), loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
      listings: listingCount,
      load,
      fixedRate,
      queries,
      batches,
      embeddingServer: { pid, idleRssBytes, peakRssBytes },
      ...searched,
      hosted: hostedEstimates(mixHitRate(searched.runs['gateway hybrid']), queries.latency.client),
    };
    printReport(figures);
    console.log(`\nwritten: ${writeArtifact(figures)}`);
  } finally {
    await servers.stop();
  }
}

type Phase = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Runs the parts of the bench, keeping the embedding server's peak resident memory during each. */
function phases(pid: number | null): { phase: Phase; peakRssBytes: Record<string, number | null> } {
  const peakRssBytes: Record<string, number | null> = {};
  const phase: Phase = async (name, work) => {
    if (pid !== null) await resetPeakRss(pid);
    const result = await work();
    peakRssBytes[name] = pid === null ? null : (await processMemory(pid)).peakRssBytes;
    console.log(`done: ${name}`);
    return result;
  };
  return { phase, peakRssBytes };
}

/**
 * Seeds a sample into a fresh vector store (every passage embedded), then BENCH_LISTINGS with the store in the server
 * cache, reindexes, and measures the text mix four ways; then hybrid once more through a system without query cache.
 */
async function seedAndSearch(
  config: Config,
  registry: FacetRegistry,
  phase: Phase,
): Promise<Pick<SemanticFigures, 'seedSample' | 'seed' | 'reindex' | 'matches' | 'runs'>> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
  const embeddings = createEmbeddingsClient(config.embeddings);
  const { dimensions } = config.embeddings;
  const store = await PassageVectorStore.open(passageVectorFile(cacheLayout(), dimensions), dimensions);
  const logger = createLogger(config.logLevel, 'bench');
  const breakdown = new SearchBreakdown();
  try {
    const seeded = await withSystem(config, logger, breakdown, async (url) => {
      const seedSample = await phase('seed, fresh store', () =>
        seedWithFreshStore(mongo.client.db(`${config.mongodbDatabase}_sample`), sampleSize, embeddings, dimensions),
      );
      const seed = await phase('seed, stored vectors', () =>
        seedWithVectors(mongo.db, listingCount, embeddings, store),
      );
      const { rate: reindex } = await timedReindex(mongo.db, elasticsearch, logger, { chunkSize: 1000 });
      const { targets, matches } = await searchTargets(url, config, registry, embeddings);
      const runs = await phase('searches', () => measureEach(targets, breakdown));
      return { seedSample, seed, reindex, matches, runs, hybridRequests: targets['gateway hybrid'].requests };
    });
    // Every search embeds its question: what unseen questions cost.
    const uncachedConfig = { ...config, embeddings: { ...config.embeddings, queryCacheSize: 0 } };
    const uncached = await phase('searches, query cache off', () =>
      withSystem(uncachedConfig, logger, breakdown, async (url) =>
        searchRuns([await measurePass({ url, requests: seeded.hybridRequests }, breakdown)]),
      ),
    );
    const { hybridRequests: _, ...figures } = seeded;
    return { ...figures, runs: { ...seeded.runs, 'gateway hybrid, cache off': uncached } };
  } finally {
    await store.close();
    await embeddings.close();
    await elasticsearch.close();
    await mongo.db.dropDatabase();
    await mongo.client.close();
  }
}

type Variant = Exclude<SearchVariant, 'gateway hybrid, cache off'>;

interface Target {
  url: string;
  requests: LoadRequest[];
}

/**
 * The text mix four ways: keyword-only (`semantic: false`) and hybrid, through the gateway and as the `_search` the
 * service sends (hybrid with the question vectors made beforehand, one question at a time as the service asks). Each
 * gateway search is checked against its `_search` (same count and first page), and no hybrid answer may have fallen
 * back to words alone. Answers the targets and each search's count of matches both ways.
 */
async function searchTargets(
  gatewayUrl: string,
  config: Config,
  registry: FacetRegistry,
  embeddings: EmbeddingsClient,
): Promise<{ targets: Record<Variant, Target>; matches: { keyword: number[]; hybrid: number[] } }> {
  const meaningOfQ = meaningOf({ embeddings, ranking: config.embeddings.ranking }, registry);
  const meanings: SemanticMatch[] = [];
  for (const body of TEXT_SEARCH_MIX) {
    const meaning = await meaningOfQ(String(body.q));
    if (!meaning) throw new Error(`the embedding server made no vector for ${String(body.q)}`);
    meanings.push(meaning);
  }
  const keywordOnly = TEXT_SEARCH_MIX.map((body) => ({ ...body, semantic: false }));
  const elasticsearchUrl = config.elasticsearchUrl;
  const targets: Record<Variant, Target> = {
    'direct keyword': { url: elasticsearchUrl, requests: serviceSearchRequests(registry, keywordOnly) },
    'direct hybrid': { url: elasticsearchUrl, requests: serviceSearchRequests(registry, TEXT_SEARCH_MIX, meanings) },
    'gateway keyword': { url: gatewayUrl, requests: gatewaySearchRequests(keywordOnly) },
    'gateway hybrid': { url: gatewayUrl, requests: gatewaySearchRequests(TEXT_SEARCH_MIX, WORDS_ONLY) },
  };
  const check = (gateway: Variant, direct: Variant) =>
    checkGatewayAgainstDirect(gatewayUrl, elasticsearchUrl, targets[gateway].requests, targets[direct].requests);
  const keyword = await check('gateway keyword', 'direct keyword');
  const hybrid = await check('gateway hybrid', 'direct hybrid');
  if (hybrid.some((answer) => answer.messages.some(({ message }) => message === WORDS_ONLY_MESSAGE)))
    throw new Error('a hybrid search was answered by its words alone: the embedding server did not answer in time');
  const totals = (answers: typeof keyword) => answers.map((answer) => answer.result_info.total);
  return { targets, matches: { keyword: totals(keyword), hybrid: totals(hybrid) } };
}

/**
 * Every target once unmeasured (Elasticsearch's caches are cold after the reindex), then two passes over all, the
 * second in the reverse order, so that a change of the machine's load weighs on every target alike. The gateway's
 * passes gather the breakdown's spans.
 */
async function measureEach(
  targets: Record<Variant, Target>,
  breakdown: SearchBreakdown,
): Promise<Record<Variant, SearchRuns>> {
  const entries = Object.entries(targets) as [Variant, Target][];
  for (const [, { url, requests }] of entries)
    await measure(url, { ...load, durationSeconds: load.warmupSeconds }, requests);
  const passes = new Map<Variant, MeasuredPass[]>();
  for (const order of [entries, [...entries].reverse()])
    for (const [variant, target] of order) {
      const pass = await measurePass(target, variant.startsWith('gateway') ? breakdown : undefined);
      passes.set(variant, [...(passes.get(variant) ?? []), pass]);
    }
  return Object.fromEntries([...passes].map(([variant, each]) => [variant, searchRuns(each)])) as Record<
    Variant,
    SearchRuns
  >;
}

/** A pass, with the spans of its searches when a breakdown gathered them. */
interface MeasuredPass extends SearchPass {
  spans?: { saturated: SpanSample; atRate: SpanSample };
}

async function measurePass({ url, requests }: Target, breakdown?: SearchBreakdown): Promise<MeasuredPass> {
  breakdown?.take();
  const saturated = await measure(url, load, requests);
  const saturatedSpans = breakdown?.take();
  const atRate = await measure(url, { ...load, overallRate: fixedRate }, requests);
  const atRateSpans = breakdown?.take();
  return {
    saturated,
    atRate,
    ...(saturatedSpans && atRateSpans ? { spans: { saturated: saturatedSpans, atRate: atRateSpans } } : {}),
  };
}

function searchRuns(measured: MeasuredPass[]): SearchRuns {
  const passes = measured.map(({ saturated, atRate }) => ({ saturated, atRate }));
  const spans = measured.flatMap((pass) => pass.spans ?? []);
  return {
    saturated: meanOf(passes.map((pass) => pass.saturated)),
    atRate: meanOf(passes.map((pass) => pass.atRate)),
    passes,
    ...(spans.length > 0
      ? {
          breakdown: {
            saturated: breakdownFigures(spans.map((pass) => pass.saturated)),
            atRate: breakdownFigures(spans.map((pass) => pass.atRate)),
          },
        }
      : {}),
  };
}

/**
 * The query cache's hit rate under the mix: each question missed once, in the check, and every search of the runs
 * hit (warm-ups not counted, so the rate is at least this).
 */
function mixHitRate({ passes }: SearchRuns): number {
  const distinct = TEXT_SEARCH_MIX.length;
  const measured = passes.reduce(
    (sum, { saturated, atRate }) =>
      sum + (saturated.requestsPerSecond + atRate.requestsPerSecond) * load.durationSeconds,
    0,
  );
  return 1 - distinct / (distinct + measured);
}

async function withSystem<T>(
  config: Config,
  logger: Logger,
  searchTimings: SearchBreakdown,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const system = await startSystem({ config, logger, searchTimings });
  try {
    return await work(system.url);
  } finally {
    await system.stop();
  }
}

/** The process of a local embedding server, found by its port; null for a remote one. */
async function embeddingServerPid(url: string | null): Promise<number | null> {
  if (!url) return null;
  const { hostname, port } = new URL(url);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) && port ? listeningProcess(Number(port)) : null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
