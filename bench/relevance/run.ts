import { startDemoService } from './demo-service.ts';
import { askConcierge, conciergeAccount } from './concierge-client.ts';
import { checkReading, readingAccuracy } from './concierge-reading.ts';
import { isAnswerable, prepareQueries, runMode, type ModeRun, type PreparedQuery } from './evaluate.ts';
import { DEV_QUERY_SET_FILE, loadQuerySet, QUERY_SET_FILE } from './query-set.ts';
import { printReport, writeResult, type BenchResult, type ConciergeCaseResult } from './report.ts';
import { runOptions, type QuerySetName } from './run-options.ts';
import { readPublishedListings, waitForIndex } from './search-client.ts';
import { checkTargets, summarizeMode } from './summary.ts';
import type { ConciergeCase } from './types.ts';

/**
 * `npm run bench:relevance`: the judged queries of queries.yaml (or, with --set dev, dev-queries.yaml) against a catalog of the demo data's generator
 * (2,000 listings unless --listings says otherwise), in each search mode asked for, with nDCG@10, P@5 (beside its
 * ceiling) and top-1 by language and kind; then the concierge's reading of its questions. Exits non-zero on errors
 * only, never on missed targets.
 */
const INDEX_TIMEOUT_MS = 10 * 60_000;

async function main(): Promise<void> {
  const options = runOptions(process.argv.slice(2), process.env);
  const set = loadQuerySet(options.querySet === 'dev' ? DEV_QUERY_SET_FILE : QUERY_SET_FILE);
  const timingsMs: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timingsMs[phase] = Math.round(performance.now() - started);
    }
  };
  const began = performance.now();
  const service = await timed('start and seed', () => startDemoService(options.marketplaceUrl, options.listings));
  try {
    const listings = await timed('read listings', () => readPublishedListings(service.url));
    await timed('wait for index', () => waitForIndex(service.url, listings.length, INDEX_TIMEOUT_MS));
    const prepared = prepareQueries(set.queries, listings);
    const runs: ModeRun[] = [];
    for (const mode of options.modes)
      runs.push(await timed(`queries ${mode}`, () => runMode(service.url, mode, prepared)));
    const concierge = await timed('concierge', () => readConciergeCases(service.url, set.concierge));
    timingsMs.total = Math.round(performance.now() - began);
    const result = benchResult(service.origin, options.querySet, listings.length, prepared, runs, concierge, timingsMs);
    printReport(result);
    console.log(`\nresult written to ${writeResult(result)}`);
  } finally {
    await service.stop();
  }
}

async function readConciergeCases(baseUrl: string, cases: readonly ConciergeCase[]): Promise<ConciergeCaseResult[]> {
  if (cases.length === 0) return [];
  const token = await conciergeAccount(baseUrl, cases.length);
  const results: ConciergeCaseResult[] = [];
  for (const item of cases) {
    const reading = await askConcierge(baseUrl, token, item.question);
    results.push({ ...item, reading, checks: checkReading(item.expect, reading) });
  }
  return results;
}

function benchResult(
  origin: string,
  querySet: QuerySetName,
  listings: number,
  prepared: readonly PreparedQuery[],
  runs: readonly ModeRun[],
  concierge: ConciergeCaseResult[],
  timingsMs: Record<string, number>,
): BenchResult {
  const queries = prepared.map((item) => item.query);
  const measured = runs.flatMap((run) => (run.status === 'measured' ? [run] : []));
  const modes = measured.map((run) => summarizeMode(run, queries));
  return {
    date: new Date().toISOString(),
    origin,
    querySet,
    listings,
    queries: {
      total: prepared.length,
      answerable: prepared.filter(isAnswerable).length,
      writtenNoAnswer: queries.filter((query) => query.noAnswer !== null).map((query) => query.id),
      unmatchedNoAnswer: prepared
        .filter((item) => item.query.noAnswer === null && !isAnswerable(item))
        .map((item) => item.query.id),
    },
    modes,
    unavailableModes: runs.flatMap((run) =>
      run.status === 'unavailable' ? [{ mode: run.mode, reason: run.reason }] : [],
    ),
    targets: checkTargets(modes),
    concierge: { accuracy: readingAccuracy(concierge.map((item) => item.checks)), cases: concierge },
    timingsMs,
    perQuery: prepared.map(({ query, judgment }) => ({
      id: query.id,
      q: query.q,
      lang: query.lang,
      kinds: query.kinds,
      ideal: judgment.ideal.slice(0, 10),
      relevantListings: judgment.ideal.length,
      modes: Object.fromEntries(
        measured.map((run) => {
          const { hitIds, grades, total, scores } = run.queries.find((item) => item.id === query.id) ?? {};
          return [run.mode, { hitIds, grades, total, scores }];
        }),
      ),
    })),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
