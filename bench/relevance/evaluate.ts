import { judge, judgedListing, type ApiListing, type Judgment } from './judge.ts';
import { NDCG_DEPTH, scoreQuery, type QueryScores } from './metrics.ts';
import { searchIds, type SearchMode } from './search-client.ts';
import type { JudgedQuery } from './types.ts';

/** A query with what its judgments say about the listings read once before any search. */
export interface PreparedQuery {
  query: JudgedQuery;
  judgment: Judgment;
}

/** One query searched in one mode: the grades of its hits in order, and its scores (null for a no-answer query). */
export interface QueryRun {
  id: string;
  hitIds: string[];
  grades: number[];
  /** `result_info.total`: every listing the search matched. */
  total: number;
  scores: QueryScores | null;
}

export type ModeRun =
  | { mode: SearchMode; status: 'measured'; ms: number; queries: QueryRun[]; messages: Record<string, number> }
  | { mode: SearchMode; status: 'unavailable'; reason: string };

export function prepareQueries(queries: readonly JudgedQuery[], listings: readonly ApiListing[]): PreparedQuery[] {
  const judged = listings.map(judgedListing);
  return queries.map((query) => ({ query, judgment: judge(judged, query.relevant) }));
}

/** A query is answerable when some listing of the data is relevant to it. */
export function isAnswerable(prepared: PreparedQuery): boolean {
  return prepared.judgment.ideal.length > 0;
}

/**
 * Sends every query once, one after the other, in `mode`, counting the distinct `messages` of the answers. A mode the service refuses (400 naming its field) at the
 * first query is `unavailable`; any other failure throws.
 */
export async function runMode(baseUrl: string, mode: SearchMode, prepared: readonly PreparedQuery[]): Promise<ModeRun> {
  const started = performance.now();
  const queries: QueryRun[] = [];
  const messages: Record<string, number> = {};
  for (const { query, judgment } of prepared) {
    const outcome = await searchIds(baseUrl, query.q, mode, NDCG_DEPTH);
    if (outcome.kind === 'unsupported') {
      if (queries.length === 0) return { mode, status: 'unavailable', reason: outcome.reason };
      throw new Error(`mode ${mode} refused "${query.q}" after ${queries.length} queries: ${outcome.reason}`);
    }
    for (const message of outcome.messages) messages[message] = (messages[message] ?? 0) + 1;
    const grades = outcome.ids.map((id) => judgment.grades.get(id) ?? 0);
    queries.push({
      id: query.id,
      hitIds: outcome.ids,
      grades,
      total: outcome.total,
      scores: judgment.ideal.length > 0 ? scoreQuery(grades, judgment.ideal) : null,
    });
  }
  return { mode, status: 'measured', ms: performance.now() - started, queries, messages };
}
