import type { estypes } from '@elastic/elasticsearch';
import { distributionAggregations, facetField } from '../distributions.ts';
import type { FacetFilter, SearchQuery, SearchScope, SortValue, Tier } from './types.ts';

/** How long a point in time (and so a cursor) stays readable after the page that last used it. */
export const PIT_KEEP_ALIVE_MINUTES = 5;
export const PIT_KEEP_ALIVE = `${PIT_KEEP_ALIVE_MINUTES}m`;

/** What one tier's search of a page reads. */
export interface PageSpec {
  tier: Tier;
  after: SortValue[] | null;
  size: number;
  /** The ISO instant boosts are decided at: the first page's, on every page. */
  at: string;
  pitId: string;
  /** Also count the matching listings and the facet distributions (the first search of a page). */
  distributions: boolean;
}

type Query = estypes.QueryDslQueryContainer;

/**
 * The Elasticsearch body of one tier of a search page, read from a point in time. The query holds what
 * the facet counts share (published, category, geo, free text); facet filters and the tier are a post
 * filter, so the aggregations can leave out a facet's own filter (disjunctive counts) and span both tiers.
 */
export function buildSearchBody(query: SearchQuery, scope: SearchScope, page: PageSpec): estypes.MsearchMultisearchBody {
  const filters = query.filters.map((filter) => ({ key: filter.key, clause: filterClause(filter) }));
  const body: estypes.MsearchMultisearchBody = {
    pit: { id: page.pitId, keep_alive: PIT_KEEP_ALIVE },
    size: page.size,
    track_total_hits: false,
    query: mainQuery(query, scope),
    post_filter: allOf([...filters.map((filter) => filter.clause), tierClause(page.tier, page.at)]),
    sort: sortClauses(query),
  };
  if (page.after) body.search_after = page.after;
  if (page.distributions) {
    const facets = scope.category ? scope.facets.map((scoped) => scoped.facet) : [];
    const othersThan = (key: string) => allOf(filters.filter((filter) => filter.key !== key).map((filter) => filter.clause));
    body.aggs = { total: { filter: allOf(filters.map((filter) => filter.clause)) }, ...distributionAggregations(facets, othersThan) };
  }
  return body;
}

/** The order of a sort: boosted-first comes from the tiers; `listingId` breaks every remaining tie. */
export function sortClauses(query: SearchQuery): estypes.SortCombinations[] {
  const tieBreaker: estypes.SortCombinations = { listingId: 'asc' };
  switch (query.sort) {
    case 'relevance':
      return [{ _score: { order: 'desc' } }, { createdAt: 'desc' }, tieBreaker];
    case 'distance': {
      if (!query.geo) throw new Error('sort "distance" reached the query builder without geo');
      const origin = { lat: query.geo.lat, lon: query.geo.lon };
      return [{ _geo_distance: { location: origin, order: 'asc', unit: 'm', distance_type: 'arc' } }, tieBreaker];
    }
    case 'newest':
      return [{ createdAt: 'desc' }, tieBreaker];
    case 'rating':
      return [{ ratingAverage: { order: 'desc', missing: '_last' } }, { ratingCount: 'desc' }, { createdAt: 'desc' }, tieBreaker];
  }
}

function mainQuery(query: SearchQuery, scope: SearchScope): Query {
  const filter: Query[] = [{ term: { status: 'published' } }];
  if (query.category) filter.push({ term: { category: query.category } });
  if (query.verifiedDomain) filter.push({ term: { verifiedDomain: true } });
  if (query.geo) filter.push({ geo_distance: { distance: `${query.geo.radiusKm}km`, location: { lat: query.geo.lat, lon: query.geo.lon } } });
  if (!query.q) return { bool: { filter } };
  const textKeys = [...new Set(scope.facets.filter((scoped) => scoped.facet.type === 'text').map((scoped) => scoped.facet.key))];
  return { bool: { filter, must: [textQuery(query.q, textKeys)] } };
}

/**
 * Free text over title, tags and description (text facets weigh less), with a bonus for the words as a
 * phrase in the title, so an exact title match outranks a mention in a description.
 */
function textQuery(q: string, textFacetKeys: string[]): Query {
  const fields = ['title^3', 'tags^2', 'description', ...textFacetKeys.map((key) => `${facetField(key)}^0.5`)];
  return {
    bool: {
      must: [{ multi_match: { query: q, type: 'best_fields', fields, tie_breaker: 0.3 } }],
      should: [{ match_phrase: { title: { query: q, boost: 3 } } }],
    },
  };
}

function filterClause(filter: FacetFilter): Query {
  const field = facetField(filter.key);
  switch (filter.kind) {
    case 'values':
      return filter.match === 'any' ? { terms: { [field]: filter.values } } : allOf(filter.values.map((value) => ({ term: { [field]: value } })));
    case 'range':
      return { range: { [field]: { ...(filter.gte !== undefined ? { gte: filter.gte } : {}), ...(filter.lte !== undefined ? { lte: filter.lte } : {}) } } };
    case 'flag':
      return { term: { [field]: filter.value } };
    case 'text':
      return { match: { [field]: { query: filter.text, operator: 'and' } } };
  }
}

/** A demoted listing (a moderation restriction) is in the last tier only, boosted or not. */
function tierClause(tier: Tier, at: string): Query {
  const boosted: Query = { range: { boostedUntil: { gt: at } } };
  const demoted: Query = { term: { demoted: true } };
  switch (tier) {
    case 'boosted':
      return { bool: { filter: [boosted], must_not: [demoted] } };
    case 'regular':
      return { bool: { must_not: [boosted, demoted] } };
    case 'demoted':
      return demoted;
  }
}

function allOf(clauses: Query[]): Query {
  return clauses.length === 0 ? { match_all: {} } : { bool: { filter: clauses } };
}
