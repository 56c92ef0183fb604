import type { estypes } from '@elastic/elasticsearch';
import type { FacetDefinition } from '../../shared/facets/types.ts';

export interface ValueCount {
  value: string | boolean;
  count: number;
}

export interface NumberStats {
  count: number;
  min: number | null;
  max: number | null;
}

/** Live counts of a facet: values with their listing counts (most frequent first), or a number's range. */
export type Distribution = { values: ValueCount[] } | { stats: NumberStats };

/** Text facets report their most frequent exact values only. */
export const TEXT_VALUES_SHOWN = 10;

/** Where a facet's values live in the listings index. */
export function facetField(key: string): string {
  return `facets.${key}`;
}

/** A search's filter on one facet, as a query clause. */
export interface FacetClause {
  key: string;
  clause: estypes.QueryDslQueryContainer;
}

/**
 * The exact count of the matches of every filter (`total`) and each facet's distribution, counted disjunctively: among
 * the matches of every filter except the facet's own. A facet the search does not filter counts the total's matches,
 * so it is a sub-aggregation of `total` (`facet:<key>`); a filtered facet's is under `without:<key>`, which counts
 * every other filter's matches.
 */
export function countAggregations(
  facets: readonly FacetDefinition[],
  filters: readonly FacetClause[],
): Record<string, estypes.AggregationsAggregationContainer> {
  const filtered = new Set(filters.map((filter) => filter.key));
  const allBut = (key: string | null) =>
    allOf(filters.filter((filter) => filter.key !== key).map(({ clause }) => clause));
  const underTotal = facets.filter((facet) => !filtered.has(facet.key));
  return {
    total: { filter: allBut(null), ...(underTotal.length > 0 ? { aggs: valuesAggregations(underTotal) } : {}) },
    ...Object.fromEntries(
      facets
        .filter((facet) => filtered.has(facet.key))
        .map((facet) => [`without:${facet.key}`, { filter: allBut(facet.key), aggs: valuesAggregations([facet]) }]),
    ),
  };
}

/** A query clause matching what every one of `clauses` matches. */
export function allOf(clauses: readonly estypes.QueryDslQueryContainer[]): estypes.QueryDslQueryContainer {
  return clauses.length === 0 ? { match_all: {} } : { bool: { filter: [...clauses] } };
}

function valuesAggregations(
  facets: readonly FacetDefinition[],
): Record<string, estypes.AggregationsAggregationContainer> {
  return Object.fromEntries(facets.map((facet) => [`facet:${facet.key}`, valuesAggregation(facet)]));
}

function valuesAggregation(facet: FacetDefinition): estypes.AggregationsAggregationContainer {
  const field = facetField(facet.key);
  switch (facet.type) {
    case 'semantic-tag':
      return { terms: { field, size: facet.vocabulary.length } };
    case 'enum':
      return { terms: { field, size: facet.values.length } };
    case 'boolean':
      return { terms: { field, size: 2 } };
    case 'text':
      return { terms: { field: `${field}.keyword`, size: TEXT_VALUES_SHOWN } };
    case 'number':
      return { stats: { field } };
  }
}

/** The distributions of `countAggregations` in a response, keyed by facet. */
export function readDistributions(
  facets: readonly FacetDefinition[],
  aggregations: unknown,
): Record<string, Distribution> {
  return Object.fromEntries(
    facets.map((facet) => {
      const name = `facet:${facet.key}`;
      const aggregate =
        child(child(aggregations, `without:${facet.key}`), name) ?? child(child(aggregations, 'total'), name);
      return [facet.key, readDistribution(facet, aggregate)];
    }),
  );
}

function readDistribution(facet: FacetDefinition, aggregate: unknown): Distribution {
  if (facet.type === 'number') {
    return {
      stats: {
        count: numberOr(child(aggregate, 'count'), 0),
        min: numberOr(child(aggregate, 'min'), null),
        max: numberOr(child(aggregate, 'max'), null),
      },
    };
  }
  const buckets = child(aggregate, 'buckets');
  if (!Array.isArray(buckets)) return { values: [] };
  return {
    values: buckets.map((bucket: unknown) => ({
      value: facet.type === 'boolean' ? child(bucket, 'key_as_string') === 'true' : String(child(bucket, 'key')),
      count: numberOr(child(bucket, 'doc_count'), 0),
    })),
  };
}

/** The doc count of a single-bucket aggregation of a response (0 when absent). */
export function docCount(aggregations: unknown, name: string): number {
  return numberOr(child(child(aggregations, name), 'doc_count'), 0);
}

/** A named member of an aggregation response; responses are read defensively, member by member. */
export function child(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
