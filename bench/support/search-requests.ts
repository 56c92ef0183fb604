import type { SemanticMatch } from '../../services/catalog/search/semantic-clause.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import type { LoadRequest } from './load.ts';
import { serviceSearchBody, type SearchBody } from './search-mix.ts';

export const SEARCH_PATH = '/v1/catalog/search';
const json = { 'content-type': 'application/json' };
/** Stands for the instant in a `_search` body; the load process puts the time of each send in its place. */
export const AT_MARK = '@at@';

/** Each body as a `POST /v1/catalog/search`; an answer holding `flagText` is counted as flagged. */
export function gatewaySearchRequests(bodies: readonly SearchBody[], flagText?: string): LoadRequest[] {
  return bodies.map((body) => ({
    method: 'POST',
    path: SEARCH_PATH,
    headers: json,
    body: JSON.stringify(body),
    ...(flagText === undefined ? {} : { flagText }),
  }));
}

/** Each body as a `_search` of the listings alias. */
export function elasticsearchRequests(bodies: readonly unknown[]): LoadRequest[] {
  return bodies.map((body) => ({
    method: 'POST',
    path: `/${LISTINGS_ALIAS}/_search`,
    headers: json,
    body: JSON.stringify(body),
  }));
}

/**
 * The `_search` the search service sends for each body, deciding boosts at the instant of each send as the service
 * does; with the question's meaning at the same position of `meanings`, the hybrid one.
 */
export function serviceSearchRequests(
  registry: FacetRegistry,
  bodies: readonly SearchBody[],
  meanings: readonly SemanticMatch[] = [],
): LoadRequest[] {
  return elasticsearchRequests(
    bodies.map((body, i) => serviceSearchBody(registry, body, AT_MARK, meanings[i] ?? null)),
  ).map((request) => ({ ...request, nowMark: AT_MARK }));
}
