import type { estypes } from '@elastic/elasticsearch';

type Query = estypes.QueryDslQueryContainer;

/** The listings index field holding each listing's passage vector (shared/listings-index/mapping.ts). */
export const VECTOR_FIELD = 'embedding';

/**
 * How hybrid ranking weighs meaning against words, chosen by measurement (`npm run bench:relevance`): the
 * semantic score is the cosine similarity of question and listing, scaled to 0..1 by Elasticsearch, times
 * SEMANTIC_WEIGHT; the words' score (BM25) is capped at TEXT_SCORE_CAP. Both together stay below a tier step.
 */
export const SEMANTIC_WEIGHT = 200;
/** Nearest listings each shard contributes by meaning. */
export const SEMANTIC_CANDIDATES = 100;
/**
 * The least cosine similarity a listing needs to match by meaning alone. multilingual-e5 puts unrelated texts near
 * 0.7 and related ones from about 0.8 up, so a question about plumbers does not pull in every listing of the index.
 */
export const SEMANTIC_MIN_SIMILARITY = 0.8;

/**
 * The nearest listings to the question's vector, among those the search's own filters admit (filters inside the
 * kNN clause, so they narrow the candidates instead of emptying them afterwards).
 */
export function semanticClause(vector: readonly number[], filter: Query[]): Query {
  return {
    knn: {
      field: VECTOR_FIELD,
      query_vector: [...vector],
      num_candidates: SEMANTIC_CANDIDATES,
      similarity: SEMANTIC_MIN_SIMILARITY,
      filter,
      boost: SEMANTIC_WEIGHT,
    },
  };
}
