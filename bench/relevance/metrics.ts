/** Ranking quality of one query from the grades of the hits as returned (0 for an unjudged hit) and of the ideal ranking. */
export interface QueryScores {
  /** Graded gains 2^g - 1, log2 discount, normalised by the ideal ranking's DCG@10. */
  ndcg10: number;
  /** Hits of grade >= 1 among the first 5, divided by 5. */
  precision5: number;
  /** The ideal ranking's precision@5: below 1 when fewer than 5 listings are relevant at all. */
  precision5Ceiling: number;
  /** The first hit has the best grade any listing has for the query. */
  top1: boolean;
}

export const NDCG_DEPTH = 10;
export const PRECISION_DEPTH = 5;

export function dcg(grades: readonly number[], depth: number): number {
  return grades.slice(0, depth).reduce((sum, grade, rank) => sum + (2 ** grade - 1) / Math.log2(rank + 2), 0);
}

/** Scores of a query with at least one relevant listing (`ideal` not empty). */
export function scoreQuery(ranked: readonly number[], ideal: readonly number[]): QueryScores {
  const best = ideal[0];
  if (best === undefined || best <= 0) throw new Error('scoreQuery needs an ideal ranking with a relevant listing');
  return {
    ndcg10: dcg(ranked, NDCG_DEPTH) / dcg(ideal, NDCG_DEPTH),
    precision5: precisionAt(ranked, PRECISION_DEPTH),
    precision5Ceiling: precisionAt(ideal, PRECISION_DEPTH),
    top1: ranked[0] === best,
  };
}

function precisionAt(grades: readonly number[], depth: number): number {
  return grades.slice(0, depth).filter((grade) => grade >= 1).length / depth;
}

export interface MeanScores {
  queries: number;
  ndcg10: number;
  precision5: number;
  precision5Ceiling: number;
  /** Share of queries whose first hit was correct. */
  top1: number;
}

/** Means over queries; null for no query. */
export function meanScores(scores: readonly QueryScores[]): MeanScores | null {
  if (scores.length === 0) return null;
  const mean = (value: (score: QueryScores) => number) =>
    scores.reduce((sum, score) => sum + value(score), 0) / scores.length;
  return {
    queries: scores.length,
    ndcg10: mean((score) => score.ndcg10),
    precision5: mean((score) => score.precision5),
    precision5Ceiling: mean((score) => score.precision5Ceiling),
    top1: mean((score) => (score.top1 ? 1 : 0)),
  };
}
