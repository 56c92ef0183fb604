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

/**
 * One filter aggregation per facet, named `facet:<key>`, that counts the facet's values among the listings
 * matching `filterFor(key)`; for disjunctive counts a search passes every filter except the facet's own.
 */
export function distributionAggregations(
  facets: readonly FacetDefinition[],
  filterFor: (key: string) => estypes.QueryDslQueryContainer,
): Record<string, estypes.AggregationsAggregationContainer> {
  return Object.fromEntries(
    facets.map((facet) => [
      `facet:${facet.key}`,
      { filter: filterFor(facet.key), aggs: { values: valuesAggregation(facet) } },
    ]),
  );
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

/** The distributions of `distributionAggregations` in a response, keyed by facet. */
export function readDistributions(
  facets: readonly FacetDefinition[],
  aggregations: unknown,
): Record<string, Distribution> {
  return Object.fromEntries(
    facets.map((facet) => [
      facet.key,
      readDistribution(facet, child(child(aggregations, `facet:${facet.key}`), 'values')),
    ]),
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
