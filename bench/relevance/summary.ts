import { meanScores, type MeanScores, type QueryScores } from './metrics.ts';
import type { ModeRun, QueryRun } from './evaluate.ts';
import { LANGUAGES, QUERY_KINDS, type JudgedQuery } from './types.ts';

export const TARGET_NDCG_RATIO = 1.5;
export const TARGET_PRECISION5 = 0.8;

/** A measured mode's means over the answerable queries, by language and by kind, and how it met no-answer queries. */
export interface ModeSummary {
  mode: string;
  all: MeanScores | null;
  byLanguage: Record<string, MeanScores | null>;
  byKind: Record<string, MeanScores | null>;
  noAnswer: { queries: number; meanTotal: number | null; withoutHits: number };
  /** Each distinct message the search answers carried, with how many answers carried it. */
  messages: Record<string, number>;
}

export function summarizeMode(
  run: Extract<ModeRun, { status: 'measured' }>,
  queries: readonly JudgedQuery[],
): ModeSummary {
  const byId = new Map(queries.map((query) => [query.id, query]));
  const answered = run.queries.filter((item) => item.scores !== null);
  const meanOf = (keep: (query: JudgedQuery) => boolean) =>
    meanScores(answered.filter((item) => keep(byId.get(item.id) as JudgedQuery)).map(scoresOf));
  const unanswerable = run.queries.filter((item) => item.scores === null);
  return {
    mode: run.mode,
    all: meanOf(() => true),
    byLanguage: Object.fromEntries(LANGUAGES.map((lang) => [lang, meanOf((query) => query.lang === lang)])),
    byKind: Object.fromEntries(QUERY_KINDS.map((kind) => [kind, meanOf((query) => query.kinds.includes(kind))])),
    noAnswer: {
      queries: unanswerable.length,
      meanTotal:
        unanswerable.length > 0 ? unanswerable.reduce((sum, item) => sum + item.total, 0) / unanswerable.length : null,
      withoutHits: unanswerable.filter((item) => item.total === 0).length,
    },
    messages: run.messages,
  };
}

function scoresOf(item: QueryRun): QueryScores {
  return item.scores as QueryScores;
}

/** The targets; null where a mode they compare was not measured. */
export interface TargetCheck {
  ndcgRatio: number | null;
  ndcgRatioMet: boolean | null;
  hybridPrecision5: number | null;
  precision5Met: boolean | null;
}

export function checkTargets(summaries: readonly ModeSummary[]): TargetCheck {
  const keyword = summaries.find((summary) => summary.mode === 'keyword')?.all;
  const hybrid = summaries.find((summary) => summary.mode === 'hybrid')?.all;
  const ndcgRatio = keyword && hybrid ? ratio(hybrid.ndcg10, keyword.ndcg10) : null;
  return {
    ndcgRatio,
    ndcgRatioMet: ndcgRatio === null ? null : ndcgRatio >= TARGET_NDCG_RATIO,
    hybridPrecision5: hybrid?.precision5 ?? null,
    precision5Met: hybrid ? hybrid.precision5 >= TARGET_PRECISION5 : null,
  };
}

export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}
