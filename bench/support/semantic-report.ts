import { mkdirSync, writeFileSync } from 'node:fs';
import type { BatchThroughput, Latency, QueryLatency, QueryWay } from './embedding-costs.ts';
import { ascending, mebibytes, percentile, printTable, ratio, seconds } from './figures.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import type { Rate } from './reindex-rates.ts';
import { printBreakdown, type BreakdownFigures } from './search-breakdown.ts';
import type { SeedFigures } from './seed-embedding.ts';

export type SearchVariant =
  | 'direct keyword'
  | 'direct hybrid'
  | 'gateway keyword'
  | 'gateway hybrid'
  /** Through a system whose query cache is off: every search embeds its question. */
  | 'gateway hybrid, cache off';

/** One pass of a search load: as many searches as the connections keep going, then at the fixed rate. */
export interface SearchPass {
  saturated: LoadResult;
  atRate: LoadResult;
}

/** The mean of the passes, and each pass; through the gateway, where its searches spent their time. */
export interface SearchRuns extends SearchPass {
  passes: SearchPass[];
  breakdown?: { saturated: BreakdownFigures; atRate: BreakdownFigures };
}

export interface HostedEstimate {
  searchesPerSecond: number;
  /** The share of searches whose question vector is in the query cache. */
  hitRate: number;
  /** Questions the endpoint embeds per second: the misses. */
  embeddingsPerSecond: number;
  /** Requests in flight at the endpoint on average at the measured p50 (Little's law: rate times time in flight). */
  inFlight: number;
}

export interface SemanticFigures {
  date: string;
  machine: { cpus: number; loadAverageBefore: number[]; loadAverageAfter: number[] };
  listings: number;
  load: LoadOptions;
  fixedRate: number;
  queries: QueryLatency;
  batches: BatchThroughput[];
  embeddingServer: { pid: number | null; idleRssBytes: number | null; peakRssBytes: Record<string, number | null> };
  /** A seed into a fresh vector store: every passage embedded. */
  seedSample: SeedFigures;
  /** The BENCH_LISTINGS seed with the store in the server cache. */
  seed: SeedFigures;
  reindex: Rate;
  /** Each search's count of matches, in the order of the mix. */
  matches: { keyword: number[]; hybrid: number[] };
  runs: Record<SearchVariant, SearchRuns>;
  hosted: HostedEstimate[];
}

const HOSTED_SEARCHES_PER_SECOND = 1000;

/**
 * What HOSTED_SEARCHES_PER_SECOND need from an embedding endpoint at the measured question latency: at `mixHitRate`
 * and with every question new.
 */
export function hostedEstimates(mixHitRate: number, latency: Latency): HostedEstimate[] {
  return [mixHitRate, 0].map((hitRate) => {
    const embeddingsPerSecond = HOSTED_SEARCHES_PER_SECOND * (1 - hitRate);
    return {
      searchesPerSecond: HOSTED_SEARCHES_PER_SECOND,
      hitRate,
      embeddingsPerSecond,
      inFlight: (embeddingsPerSecond * latency.p50Ms) / 1000,
    };
  });
}

export function printReport(figures: SemanticFigures): void {
  const { queries, machine, embeddingServer, load, fixedRate } = figures;
  console.log(
    `\nbench:semantic ${figures.date}: ${machine.cpus} CPUs shared with other work; load average ${loads(machine.loadAverageBefore)} ` +
      `before, ${loads(machine.loadAverageAfter)} after`,
  );
  const { client, raw } = queries.latency;
  console.log(
    `\nembedding costs; questions: ${queries.questions} distinct EN/DE, one at a time, each way a stream of its own, ` +
      'the second half of the questions in the reverse order of ways:',
  );
  for (const [way, meaning] of Object.entries(queries.ways)) console.log(`  ${way}: ${meaning}`);
  const memory = (bytes: number | null | undefined) => (bytes == null ? 'n/a' : mebibytes(bytes));
  printTable([
    ['', 'value'],
    ...(Object.entries(queries.latency) as [QueryWay, Latency][]).map(([way, latency]) => [
      `question p50 / p99, ${way}`,
      `${ms(latency.p50Ms)} / ${ms(latency.p99Ms)} ms`,
    ]),
    ['client / raw, p50 / p99', `${ratio(client.p50Ms, raw.p50Ms)} / ${ratio(client.p99Ms, raw.p99Ms)}`],
    ...figures.batches.map((batch) => [
      `passages/s at write, batch ${batch.batchSize} (${batch.passages} passages): HTTP / in-process`,
      `${batch.passagesPerSecond.toFixed(1)} / ${batch.inProcessPassagesPerSecond.toFixed(1)}`,
    ]),
    ['embedding server RSS, idle', memory(embeddingServer.idleRssBytes)],
    ...Object.entries(embeddingServer.peakRssBytes).map(([phase, bytes]) => [`  peak during ${phase}`, memory(bytes)]),
    ...seedRows(figures),
  ]);
  const hybrid = ascending(figures.matches.hybrid);
  const keyword = ascending(figures.matches.keyword);
  console.log(
    `\nsearch on ${figures.listings} listings: the ${figures.matches.keyword.length} text searches in turn (SEARCH_MIX's filters, ` +
      `each with a question); matches per search, median keyword ${percentile(keyword, 50)}, hybrid ${percentile(hybrid, 50)}; ` +
      `saturated = ${load.connections} connections, ${load.durationSeconds} s after a ${load.warmupSeconds} s warm-up; ` +
      `at rate = ${fixedRate} searches/s; each figure the mean of ${passesOf(figures.runs)} passes, the second in reverse ` +
      'order (cache off: one pass, after them); words-only = hybrid answers that fell back to keywords',
  );
  printTable([
    ['', 'req/s', 'p50 ms', 'p99 ms', 'fail', 'words-only', `p50 @${fixedRate}/s`, `p99 @${fixedRate}/s`, 'fail'],
    ...(Object.entries(figures.runs) as [SearchVariant, SearchRuns][]).map(([variant, { saturated, atRate }]) => [
      variant,
      saturated.requestsPerSecond.toFixed(0),
      ms(saturated.p50Ms),
      ms(saturated.p99Ms),
      String(saturated.failures),
      variant.startsWith('gateway hybrid') ? String(saturated.flagged + atRate.flagged) : '-',
      ms(atRate.p50Ms),
      ms(atRate.p99Ms),
      String(atRate.failures),
    ]),
    ...ratioRows(figures.runs),
  ]);
  printBreakdowns(figures);
  for (const estimate of figures.hosted) console.log(hostedLine(estimate, client));
  const failed = Object.values(figures.runs).some((runs) => runs.saturated.failures + runs.atRate.failures > 0);
  if (failed) {
    console.log('warning: some searches failed; the figures are not comparable');
    process.exitCode = 1;
  }
}

/** Writes the figures to artifacts/bench/semantic-<date>.json and answers the path. */
export function writeArtifact(figures: SemanticFigures): string {
  const directory = new URL('../../artifacts/bench/', import.meta.url).pathname;
  mkdirSync(directory, { recursive: true });
  const file = `${directory}semantic-${figures.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return file;
}

function seedRows({ seedSample, seed, reindex }: SemanticFigures): string[][] {
  const msPerListing = seedSample.seedMs / seedSample.listings;
  return [
    [
      `seed ${seedSample.listings}, fresh store: listings/s (embedding alone)`,
      `${perSecond(seedSample.listings, seedSample.seedMs)} (${perSecond(seedSample.embedded, seedSample.embeddingMs)})`,
    ],
    [
      '  so embedding a seed of 100k / 1M takes',
      `${hours(msPerListing * 100_000)} / ${hours(msPerListing * 1_000_000)}`,
    ],
    [
      `seed ${seed.listings}, stored vectors: from store / embedded`,
      `${seed.listings - seed.embedded} / ${seed.embedded} in ${seconds(seed.seedMs)}`,
    ],
    ['  then reindexed, docs/s', String(reindex.docsPerSecond)],
  ];
}

/** The gateway variants' breakdowns, at the fixed rate and saturated. */
function printBreakdowns({ runs, fixedRate }: SemanticFigures): void {
  const measured = Object.entries(runs).flatMap(([variant, { breakdown }]) =>
    breakdown ? [{ variant, breakdown }] : [],
  );
  for (const load of ['atRate', 'saturated'] as const) {
    const title =
      load === 'atRate' ? `where a search's time goes at ${fixedRate} searches/s` : 'where it goes saturated';
    printBreakdown(title, Object.fromEntries(measured.map(({ variant, breakdown }) => [variant, breakdown[load]])));
  }
}

/** Hybrid against keyword-only, and the gateway against its `_search`: saturated p99 and p99 at the fixed rate. */
function ratioRows(runs: Record<SearchVariant, SearchRuns>): string[][] {
  const row = (name: string, over: SearchVariant, under: SearchVariant) => {
    const [a, b] = [runs[over], runs[under]];
    return [
      name,
      ratio(a.saturated.requestsPerSecond, b.saturated.requestsPerSecond),
      ratio(a.saturated.p50Ms, b.saturated.p50Ms),
      ratio(a.saturated.p99Ms, b.saturated.p99Ms),
      '',
      '',
      ratio(a.atRate.p50Ms, b.atRate.p50Ms),
      ratio(a.atRate.p99Ms, b.atRate.p99Ms),
      '',
    ];
  };
  return [
    row('gateway hybrid / keyword (target p99 <= 1.5x)', 'gateway hybrid', 'gateway keyword'),
    row('direct hybrid / keyword (kNN in Elasticsearch)', 'direct hybrid', 'direct keyword'),
    row('gateway / direct, keyword', 'gateway keyword', 'direct keyword'),
    row('gateway / direct, hybrid', 'gateway hybrid', 'direct hybrid'),
    row('cache off / on, gateway hybrid', 'gateway hybrid, cache off', 'gateway hybrid'),
  ];
}

function hostedLine(estimate: HostedEstimate, latency: Latency): string {
  return (
    `hosted endpoint at ${estimate.searchesPerSecond} searches/s, query cache hit rate ${(estimate.hitRate * 100).toFixed(1)}%: ` +
    `${estimate.embeddingsPerSecond.toFixed(0)} questions/s to embed, ${estimate.inFlight.toFixed(1)} in flight on average ` +
    `at this server's p50 of ${ms(latency.p50Ms)} ms (Little's law; ${Math.ceil(estimate.inFlight)} servers like this one, which ` +
    `embeds one request at a time); each miss adds the endpoint's latency (here p50 ${ms(latency.p50Ms)}, p99 ` +
    `${ms(latency.p99Ms)} ms) plus its network round trip (not measured) to its search`
  );
}

function passesOf(runs: Record<SearchVariant, SearchRuns>): number {
  return runs['gateway hybrid'].passes.length;
}

function perSecond(count: number, ms: number): string {
  return ((count * 1000) / Math.max(ms, 1)).toFixed(1);
}

function hours(ms: number): string {
  return ms >= 3_600_000 ? `${(ms / 3_600_000).toFixed(1)} h` : `${(ms / 60_000).toFixed(0)} min`;
}

function ms(value: number): string {
  return value.toFixed(1);
}

function loads(averages: number[]): string {
  return averages.map((load) => load.toFixed(1)).join(' ');
}
