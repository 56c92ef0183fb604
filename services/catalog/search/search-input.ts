import { AppError } from '../../../shared/errors/app-error.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import { isRecord, parseFilters } from './parse-filters.ts';
import { SEARCH_SORTS, type GeoCircle, type SearchRequest, type SearchScope, type SearchSort } from './types.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The searchCatalog body as a validated request. The gateway has checked the body against the OpenAPI
 * schema; this adds what only the facet schemas know, and holds for callers that skip the gateway.
 */
export function parseSearchInput(registry: FacetRegistry, body: unknown): SearchRequest {
  const input = isRecord(body) ? body : {};
  const scope = searchScope(registry, optionalString(input.category, 'body.category'));
  const sort = parseSort(input.sort);
  const geo = parseGeo(input.geo);
  if (sort === 'distance' && !geo)
    throw invalid('body.sort', 'body.sort "distance" needs body.geo {lat, lon, radiusKm}');
  const q = optionalString(input.q, 'body.q')?.trim() || null;
  const verifiedDomain = optionalBoolean(input.verifiedDomain, 'body.verifiedDomain');
  const snapshot = optionalBoolean(input.snapshot, 'body.snapshot') ?? false;
  const semantic = optionalBoolean(input.semantic, 'body.semantic') ?? true;
  return {
    query: {
      category: scope.category,
      q,
      filters: parseFilters(scope, input.filters),
      geo,
      sort,
      ...(verifiedDomain ? { verifiedDomain } : {}),
      semantic,
    },
    scope,
    limit: parseLimit(input.limit),
    cursor: optionalString(input.cursor, 'body.cursor') ?? null,
    snapshot,
  };
}

/** The facets of a category, or of every category when none is named. */
export function searchScope(registry: FacetRegistry, category: string | undefined): SearchScope {
  if (category === undefined) {
    return {
      category: null,
      facets: registry
        .categories()
        .flatMap((slug) => registry.facetsOf(slug).map((facet) => ({ category: slug, facet }))),
    };
  }
  const known = knownCategory(registry, category, 'body.category');
  return { category: known, facets: registry.facetsOf(known).map((facet) => ({ category: known, facet })) };
}

/** The category, when the registry has it; otherwise a refusal naming the field and listing the categories. */
export function knownCategory(registry: FacetRegistry, category: string, field: string): string {
  if (!registry.category(category)) {
    throw invalid(
      field,
      `${field} ${JSON.stringify(category)} is not a category; categories: ${registry.categories().join(', ')}`,
    );
  }
  return category;
}

function parseSort(raw: unknown): SearchSort {
  if (raw === undefined) return 'relevance';
  const sort = SEARCH_SORTS.find((candidate) => candidate === raw);
  if (!sort) throw invalid('body.sort', `body.sort must be one of: ${SEARCH_SORTS.join(', ')}`);
  return sort;
}

function parseGeo(raw: unknown): GeoCircle | null {
  if (raw === undefined || raw === null) return null;
  const { lat, lon, radiusKm } = isRecord(raw) ? raw : {};
  if (!inRange(lat, -90, 90) || !inRange(lon, -180, 180) || !inRange(radiusKm, 0, 20_000) || radiusKm === 0) {
    throw invalid('body.geo', 'body.geo must be {lat: -90..90, lon: -180..180, radiusKm: more than 0, at most 20000}');
  }
  return { lat, lon, radiusKm };
}

function parseLimit(raw: unknown): number {
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(raw) || !inRange(raw, 1, MAX_PAGE_SIZE))
    throw invalid('body.limit', `body.limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  return raw;
}

function optionalString(raw: unknown, field: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalid(field, `${field} must be a string`);
  return raw;
}

function optionalBoolean(raw: unknown, field: string): boolean | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'boolean') throw invalid(field, `${field} must be true or false`);
  return raw;
}

function inRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', { message, field });
}
