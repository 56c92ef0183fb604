import { mkdirSync, writeFileSync } from 'node:fs';
import type { ConciergeReading, ReadingAccuracy, ReadingChecks } from './concierge-reading.ts';
import type { MeanScores } from './metrics.ts';
import type { QuerySetName } from './run-options.ts';
import { ratio, TARGET_NDCG_RATIO, TARGET_PRECISION5, type ModeSummary, type TargetCheck } from './summary.ts';
import type { ExpectedReading } from './types.ts';

export interface ConciergeCaseResult {
  id: string;
  question: string;
  expect: ExpectedReading;
  reading: ConciergeReading;
  checks: ReadingChecks;
}

/** Everything one run measured; written as JSON and printed. */
export interface BenchResult {
  date: string;
  origin: string;
  listings: number;
  querySet: QuerySetName;
  queries: { total: number; answerable: number; writtenNoAnswer: string[]; unmatchedNoAnswer: string[] };
  modes: ModeSummary[];
  unavailableModes: { mode: string; reason: string }[];
  targets: TargetCheck;
  concierge: { accuracy: ReadingAccuracy | null; cases: ConciergeCaseResult[] };
  timingsMs: Record<string, number>;
  perQuery: unknown[];
}

export function printReport(result: BenchResult): void {
  const { queries } = result;
  console.log(`\nbench:relevance — ${result.querySet} set, ${result.origin}, ${result.listings} published listings`);
  console.log(
    `${queries.total} queries: ${queries.answerable} with relevant listings, ` +
      `${queries.writtenNoAnswer.length + queries.unmatchedNoAnswer.length} no-answer ` +
      `(${queries.writtenNoAnswer.length} written so, ${queries.unmatchedNoAnswer.length} whose rules match no listing: ` +
      `${queries.unmatchedNoAnswer.join(', ') || 'none'})`,
  );
  for (const { mode, reason } of result.unavailableModes) console.log(`mode ${mode}: unavailable (${reason})`);
  for (const { mode, messages } of result.modes)
    for (const [message, count] of Object.entries(messages))
      console.log(`mode ${mode}: ${count} of ${queries.total} answers said "${message}"`);
  if (result.modes.length > 0) printRanking(result.modes);
  printTargets(result.targets);
  printConcierge(result.concierge);
  console.log(
    `\ntimings: ${Object.entries(result.timingsMs)
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
}

function printRanking(modes: readonly ModeSummary[]): void {
  console.log('\nRanking quality over the answerable queries (P@5 ceiling: P@5 of the ideal ranking)');
  const groups: (readonly [string, (summary: ModeSummary) => MeanScores | null])[] = [
    ['all', (summary: ModeSummary) => summary.all] as const,
    ...Object.keys(modes[0]?.byLanguage ?? {}).map(
      (lang) => [`lang ${lang}`, (summary: ModeSummary) => summary.byLanguage[lang] ?? null] as const,
    ),
    ...Object.keys(modes[0]?.byKind ?? {}).map(
      (kind) => [`kind ${kind}`, (summary: ModeSummary) => summary.byKind[kind] ?? null] as const,
    ),
  ];
  const keyword = modes.find((summary) => summary.mode === 'keyword');
  const hybrid = modes.find((summary) => summary.mode === 'hybrid');
  const rows: string[][] = [];
  for (const [group, pick] of groups) {
    for (const summary of modes) rows.push([group, summary.mode, ...scoreCells(pick(summary))]);
    if (keyword && hybrid) rows.push([group, 'hybrid/keyword', ...ratioCells(pick(hybrid), pick(keyword))]);
  }
  printTable(['group', 'mode', 'queries', 'nDCG@10', 'P@5', 'P@5 ceiling', 'top-1'], rows, 2);
  console.log('\nNo-answer queries (a good engine returns few or weak hits)');
  printTable(
    ['mode', 'queries', 'mean hits (total)', 'without hits'],
    modes.map((summary) => [
      summary.mode,
      String(summary.noAnswer.queries),
      summary.noAnswer.meanTotal === null ? '-' : summary.noAnswer.meanTotal.toFixed(1),
      String(summary.noAnswer.withoutHits),
    ]),
  );
}

function scoreCells(scores: MeanScores | null): string[] {
  if (!scores) return ['0', '-', '-', '-', '-'];
  return [
    String(scores.queries),
    ...[scores.ndcg10, scores.precision5, scores.precision5Ceiling, scores.top1].map(fixed),
  ];
}

function ratioCells(hybrid: MeanScores | null, keyword: MeanScores | null): string[] {
  if (!hybrid || !keyword) return ['', '-', '-', '-', '-'];
  const cell = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}x`);
  return [
    '',
    cell(ratio(hybrid.ndcg10, keyword.ndcg10)),
    cell(ratio(hybrid.precision5, keyword.precision5)),
    '',
    cell(ratio(hybrid.top1, keyword.top1)),
  ];
}

function printTargets(targets: TargetCheck): void {
  const verdict = (met: boolean | null) =>
    met === null ? 'not measured (needs --modes keyword,hybrid)' : met ? 'met' : 'not met';
  console.log(
    `\nTargets: hybrid nDCG@10 >= ${TARGET_NDCG_RATIO}x keyword: ${verdict(targets.ndcgRatioMet)}` +
      (targets.ndcgRatio === null ? '' : ` (${targets.ndcgRatio.toFixed(2)}x)`) +
      `; hybrid P@5 >= ${TARGET_PRECISION5}: ${verdict(targets.precision5Met)}` +
      (targets.hybridPrecision5 === null ? '' : ` (${fixed(targets.hybridPrecision5)})`),
  );
}

function printConcierge({ accuracy, cases }: BenchResult['concierge']): void {
  if (!accuracy) return;
  console.log(`\nConcierge reading accuracy over ${cases.length} questions`);
  printTable(
    ['category', 'city', 'price', 'facets', 'all four'],
    [[accuracy.category, accuracy.city, accuracy.price, accuracy.facets, accuracy.all].map(fixed)],
    0,
  );
  const misread = cases.filter((item) => Object.values(item.checks).some((right) => !right));
  for (const item of misread) {
    const wrong = Object.entries(item.checks)
      .filter(([, right]) => !right)
      .map(([part]) => part);
    const { category, city, priceCeiling, filters } = item.reading;
    console.log(
      `  ${item.id}: wrong ${wrong.join(', ')} — read ${JSON.stringify({ category, city, priceCeiling, filters })}`,
    );
  }
}

/** Columns before `leftColumns` align left, the figures after them right. */
function printTable(headers: string[], rows: string[][], leftColumns = 1): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
}

function fixed(value: number): string {
  return value.toFixed(3);
}

/** Writes the result to artifacts/bench/relevance-<set>-<date>.json and answers the path. */
export function writeResult(result: BenchResult): string {
  const directory = new URL('../../artifacts/bench/', import.meta.url).pathname;
  mkdirSync(directory, { recursive: true });
  const file = `${directory}relevance-${result.querySet}-${result.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
