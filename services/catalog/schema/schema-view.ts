import type { Distribution, NumberStats, ValueCount } from '../distributions.ts';
import type { CategorySchema, FacetDefinition, FacetType } from '../../../shared/facets/types.ts';

/** A facet as clients read it: its definition, and its values (or number range) with live listing counts. */
export interface FacetView {
  key: string;
  type: FacetType;
  label: string;
  description: string;
  filterable: boolean;
  required: boolean;
  multiple?: boolean;
  integer?: boolean;
  unit?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Tags and enums: every allowed value; booleans: both; text: the most frequent values. Most frequent first. */
  values?: Array<ValueCount & { label?: string; synonyms?: string[] }>;
  /** Numbers: how many listings have a value, and the smallest and largest. */
  stats?: NumberStats;
}

export interface CategoryOverview {
  category: string;
  title: string;
  description: string;
  listingCount: number;
  facets: Array<Pick<FacetView, 'key' | 'type' | 'filterable'>>;
}

export const SCHEMA_USAGE = [
  'Read this schema first, then search with POST /v1/catalog/search using only these facet keys and values; never guess filters.',
  'Filters by facet type: semantic-tag and enum take a value, a list of values (any of them), {"any": [...]} or {"all": [...]} (multi-valued facets);',
  'tags also accept their listed synonyms. number takes a number or {"gte": n, "lte": n}; boolean takes true or false; text takes words that must all occur.',
  'Counts are live over published listings. Unknown keys or values are refused with validation_failed naming body.filters.<key>.',
].join(' ');

export const OVERVIEW_USAGE = [
  'Pick a category, then read GET /v1/catalog/schema?category=<slug> for its facets and values before searching with POST /v1/catalog/search;',
  'never guess filters. listingCount counts published listings.',
].join(' ');

export function facetView(facet: FacetDefinition, distribution: Distribution | undefined): FacetView {
  const base: FacetView = {
    key: facet.key,
    type: facet.type,
    label: facet.label,
    description: facet.description,
    filterable: facet.filterable,
    required: facet.required,
  };
  const counted = distribution && 'values' in distribution ? distribution.values : [];
  const countOf = (value: string | boolean) => counted.find((entry) => entry.value === value)?.count ?? 0;
  switch (facet.type) {
    case 'semantic-tag':
      return {
        ...base,
        multiple: facet.multiple,
        values: mostFrequentFirst(facet.vocabulary.map((entry) => ({ ...entry, count: countOf(entry.value) }))),
      };
    case 'enum':
      return {
        ...base,
        multiple: facet.multiple,
        values: mostFrequentFirst(
          facet.values.map((entry) => ({ value: entry.value, label: entry.label, count: countOf(entry.value) })),
        ),
      };
    case 'boolean':
      return { ...base, values: mostFrequentFirst([true, false].map((value) => ({ value, count: countOf(value) }))) };
    case 'text':
      return { ...base, maxLength: facet.maxLength, values: counted };
    case 'number': {
      const stats = distribution && 'stats' in distribution ? distribution.stats : { count: 0, min: null, max: null };
      const bounds = {
        ...(facet.unit ? { unit: facet.unit } : {}),
        ...(facet.min !== undefined ? { min: facet.min } : {}),
        ...(facet.max !== undefined ? { max: facet.max } : {}),
      };
      return { ...base, integer: facet.integer, ...bounds, stats };
    }
  }
}

export function categoryOverview(schema: CategorySchema, listingCount: number): CategoryOverview {
  return {
    category: schema.category,
    title: schema.title,
    description: schema.description,
    listingCount,
    facets: schema.facets.map((facet) => ({ key: facet.key, type: facet.type, filterable: facet.filterable })),
  };
}

/** Sorted by count, highest first; equal counts keep the schema's order. */
function mostFrequentFirst<T extends { count: number }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => b.count - a.count);
}
