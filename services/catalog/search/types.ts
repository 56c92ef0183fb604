import type { FacetDefinition } from '../../../shared/facets/types.ts';

export const SEARCH_SORTS = ['relevance', 'distance', 'newest', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface GeoCircle {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** A filter on one facet, validated against the facet schemas and normalised to canonical values. */
export type FacetFilter =
  | { key: string; kind: 'values'; match: 'any' | 'all'; values: string[] }
  | { key: string; kind: 'range'; gte?: number; lte?: number }
  | { key: string; kind: 'flag'; value: boolean }
  | { key: string; kind: 'text'; text: string };

/** A facet together with the category that declares it. */
export interface ScopedFacet {
  category: string;
  facet: FacetDefinition;
}

/** The facets a search may use: its category's, or every category's when it names none (a key then recurs per category). */
export interface SearchScope {
  category: string | null;
  facets: ScopedFacet[];
}

/** What decides the result set and its order; a cursor is bound to it. */
export interface SearchQuery {
  category: string | null;
  q: string | null;
  filters: FacetFilter[];
  geo: GeoCircle | null;
  sort: SearchSort;
  /** Only listings with the verified-domain badge; absent or false: every listing. */
  verifiedDomain?: boolean;
  /** Whether `q` matches by meaning as well as by its words (hybrid); false: by its words alone. */
  semantic: boolean;
}

export interface SearchRequest {
  query: SearchQuery;
  scope: SearchScope;
  limit: number;
  cursor: string | null;
  /** Read every page from one point in time (asked on the first page; a cursor keeps what its first page chose). */
  snapshot: boolean;
}

/**
 * Listings boosted at the search's instant rank first, the rest next and listings moderation demoted last, in
 * every sort; within a tier the order asked for holds. The tier is a constant score of the one query (no scripts).
 */
export type Tier = 'boosted' | 'regular' | 'demoted';

/** One value of a hit's Elasticsearch `sort` array; a missing float sorts as the string "-Infinity". */
export type SortValue = number | string;
