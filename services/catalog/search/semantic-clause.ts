import type { estypes } from '@elastic/elasticsearch';
import type { SemanticRanking } from '../../../shared/config.ts';
import type { MeantKind } from '../../../shared/facets/vocabulary-meaning.ts';

type Query = estypes.QueryDslQueryContainer;

/** The listings index field holding each listing's passage vector (shared/listings-index/mapping.ts). */
export const VECTOR_FIELD = 'embedding';

/**
 * Nearest listings each shard contributes by meaning, as matches (`k`) and as the candidates it looks among. Left
 * unset, `k` is the page's size: a search then matched 11 listings by meaning for a page of 10, other ones for
 * another page size, and the category q means could only reorder those (dev set P@5 0.755 with them, 0.835 with 100).
 */
export const SEMANTIC_CANDIDATES = 100;

/**
 * Nearest listings of the kinds q means each shard contributes, below the bar too. As many as SEMANTIC_CANDIDATES
 * ranked the dev set no better (P@5 0.890, nDCG@10 0.861 either way) and cost Elasticsearch more: took at 100k
 * with four searches in parallel, 35.0 ms mean with 100, 27.1 with 50, 27.1 without the clause.
 */
export const KIND_CANDIDATES = 50;

/** Matching `q` by meaning: the question's vector, how this model's similarities are weighed, and what it means. */
export interface SemanticMatch extends SemanticRanking {
  vector: readonly number[];
  /** The kinds of listing (a category and values of its kind facet) the question means; none when it is far from all. */
  meant: MeantKind[];
}

/**
 * The nearest listings to the question's vector, among those the search's own filters admit (filters inside the
 * kNN clause, so they narrow the candidates instead of emptying them afterwards), as similar as the model's bar asks.
 * Elasticsearch scores a cosine as (1 + cos) / 2; the weight scales it against the words' score.
 */
export function semanticClause(match: SemanticMatch, filter: Query[]): Query {
  return nearest(match, filter, SEMANTIC_CANDIDATES, match.minSimilarity);
}

/**
 * The nearest listings of the kinds the question means (`filter` holds them), however far below the bar: a
 * question its vector reads well but whose listings' vectors are not among the nearest ("Babybett mit Matratze" is
 * nearer to flats than to the cots for sale) still finds them, ranked by their similarity. At most KIND_CANDIDATES
 * more per shard: matching every listing of the kinds widened a search by thousands at 1M, and its counts cost as
 * much (Elasticsearch's took at 100k: 90 ms with every listing of the kinds, 68 with the nearest).
 */
export function nearestOfKindsClause(match: SemanticMatch, filter: Query[]): Query {
  return nearest(match, filter, KIND_CANDIDATES, undefined);
}

function nearest(match: SemanticMatch, filter: Query[], candidates: number, similarity: number | undefined): Query {
  return {
    knn: {
      field: VECTOR_FIELD,
      query_vector: [...match.vector],
      k: candidates,
      num_candidates: candidates,
      ...(similarity === undefined ? {} : { similarity }),
      filter,
      boost: match.weight,
    },
  };
}
