import type { estypes } from '@elastic/elasticsearch';
import { allOf, countAggregations, facetField } from '../distributions.ts';
import { MAX_SEMANTIC_WEIGHT } from '../../../shared/config.ts';
import { nearestOfKindsClause, semanticClause, VECTOR_FIELD, type SemanticMatch } from './semantic-clause.ts';
import type { MeantKind } from '../../../shared/facets/vocabulary-meaning.ts';
import type { FacetFilter, SearchQuery, SearchScope, SortValue, Tier } from './types.ts';

/** How long a point in time (and so a snapshot's cursor) stays readable after the page that last used it. */
export const PIT_KEEP_ALIVE_MINUTES = 5;
export const PIT_KEEP_ALIVE = `${PIT_KEEP_ALIVE_MINUTES}m`;

/**
 * What q means in the vocabularies (shared/facets/vocabulary-meaning.ts) adds these to a listing of that category,
 * and to one holding a value of it that q means. Chosen on the dev query set (`npm run bench:relevance -- --set dev`,
 * docs/bench-results.md): P@5 0.574 without, 0.697 at 8 and 4, 0.723 at 16 and 32, no better above.
 */
export const MEANT_CATEGORY_SCORE = 16;
export const MEANT_VALUE_SCORE = 32;

/**
 * The tier is the whole part of the score in steps of TIER_SCORE_STEP (demoted 0, regular 1, boosted 2); free
 * text adds its relevance (the words' score capped, plus the meaning's, at most MAX_SEMANTIC_WEIGHT, plus what q
 * means), below a step so that the tier always decides first. Scores are 32-bit floats: within the boosted tier
 * relevance keeps about four decimals.
 */
export const TIER_SCORE_STEP = 1024;
export const TEXT_SCORE_CAP = TIER_SCORE_STEP - MAX_SEMANTIC_WEIGHT - MEANT_CATEGORY_SCORE - MEANT_VALUE_SCORE - 8;
const TIER_SCORES: Record<Tier, number> = { demoted: 0, regular: TIER_SCORE_STEP, boosted: 2 * TIER_SCORE_STEP };

/**
 * With meaning, a listing whose title holds every word of `q` gains this share of the meaning's weight beside its
 * words' score: a listing named by a rare word that the question's vector does not reach (not among the nearest)
 * would otherwise rank after every listing found by meaning, whose similarity adds at least 0.89 of the weight.
 */
export const EXACT_TITLE_SHARE = 0.875;

/** What one search page reads. */
export interface PageSpec {
  /** The sort values of the previous page's last hit; null on the first page. */
  after: SortValue[] | null;
  size: number;
  /** The ISO instant boosts are decided at: the first page's, on every page. */
  at: string;
  /** The point in time of a snapshot; null to read the index as it is now. */
  pitId: string | null;
  /** How `q` matches by meaning too (hybrid); null for words alone. */
  meaning: SemanticMatch | null;
}

type Query = estypes.QueryDslQueryContainer;

/**
 * The Elasticsearch body of a search page: every tier in one query, ordered by tier score first, with the
 * exact total and the distributions in the same request. The query holds what the counts share (published,
 * category, geo, free text, tier scores); facet filters are a post filter, so each facet's count can leave out
 * its own filter (disjunctive counts). Hits come without their passage vector, which no answer shows and which would
 * be most of their bytes.
 */
export function buildSearchBody(query: SearchQuery, scope: SearchScope, page: PageSpec): estypes.SearchRequest {
  const filters = query.filters.map((filter) => ({ key: filter.key, clause: filterClause(filter) }));
  const facets = scope.category ? scope.facets.map((scoped) => scoped.facet) : [];
  const everyFilter = allOf(filters.map((filter) => filter.clause));
  const body: estypes.SearchRequest = {
    ...(page.pitId === null ? {} : { pit: { id: page.pitId, keep_alive: PIT_KEEP_ALIVE } }),
    size: page.size,
    track_total_hits: false,
    _source: { excludes: [VECTOR_FIELD] },
    query: mainQuery(
      query,
      scope,
      page,
      filters.map((filter) => filter.clause),
    ),
    sort: sortClauses(query),
    aggs: countAggregations(facets, filters),
  };
  if (filters.length > 0) body.post_filter = everyFilter;
  if (page.after) body.search_after = page.after;
  return body;
}

/** The tier of a hit, read back from its score (the first sort value). */
export function tierOfScore(score: number): Tier {
  if (score >= TIER_SCORES.boosted) return 'boosted';
  return score >= TIER_SCORES.regular ? 'regular' : 'demoted';
}

/** The relevance of free text in a score, without its tier. */
export function textScore(score: number): number {
  return score - TIER_SCORES[tierOfScore(score)];
}

/** The order of a sort: the tier first (the score), then the order asked for; `listingId` breaks every remaining tie. */
export function sortClauses(query: SearchQuery): estypes.SortCombinations[] {
  return [{ _score: { order: 'desc' } }, ...requestedOrder(query), { listingId: 'asc' }];
}

function requestedOrder(query: SearchQuery): estypes.SortCombinations[] {
  switch (query.sort) {
    case 'relevance':
      // The score already holds the text relevance beside the tier.
      return [{ createdAt: 'desc' }];
    case 'distance': {
      if (!query.geo) throw new Error('sort "distance" reached the query builder without geo');
      const origin = { lat: query.geo.lat, lon: query.geo.lon };
      return [{ _geo_distance: { location: origin, order: 'asc', unit: 'm', distance_type: 'arc' } }];
    }
    case 'newest':
      return [{ createdAt: 'desc' }];
    case 'rating':
      return [{ ratingAverage: { order: 'desc', missing: '_last' } }, { ratingCount: 'desc' }, { createdAt: 'desc' }];
  }
}

/**
 * The listings a page ranks. Free text matches by its words and, with a query vector, by meaning: the nearest
 * listings among those every filter admits, facet filters included (they are a post filter for the words, so
 * that each facet's count can leave its own out; among the nearest they must hold already, or a narrow filter
 * would leave none of them), and the nearest listings of the kinds q means, however far. The same listings match in
 * every order.
 */
function mainQuery(query: SearchQuery, scope: SearchScope, page: PageSpec, facetClauses: Query[]): Query {
  const filter: Query[] = [{ term: { status: 'published' } }];
  if (query.category) filter.push({ term: { category: query.category } });
  if (query.verifiedDomain) filter.push({ term: { verifiedDomain: true } });
  if (query.geo)
    filter.push({
      geo_distance: { distance: `${query.geo.radiusKm}km`, location: { lat: query.geo.lat, lon: query.geo.lon } },
    });
  const should = tierScores(page.at);
  if (!query.q) return { bool: { filter, should } };
  const text = textQuery(
    query.q,
    [...new Set(scope.facets.filter((scoped) => scoped.facet.type === 'text').map((scoped) => scoped.facet.key))],
    page.meaning ? page.meaning.weight * EXACT_TITLE_SHARE : 0,
  );
  const meant = (page.meaning?.meant ?? []).filter((kind) => !query.category || query.category === kind.category);
  const byMeaning = page.meaning ? [semanticClause(page.meaning, [...filter, ...facetClauses])] : [];
  const ofMeantKinds = page.meaning ? nearestOfMeantKinds(page.meaning, meant, [...filter, ...facetClauses]) : [];
  if (query.sort !== 'relevance') {
    const matches = anyOf([text, ...byMeaning, ...ofMeantKinds]);
    return { bool: { filter: [...filter, matches], should } };
  }
  const words: Query = { function_score: { query: text, functions: [{ weight: TEXT_SCORE_CAP }], boost_mode: 'min' } };
  const relevance = anyOf([words, ...byMeaning, ...ofMeantKinds]);
  return { bool: { filter, must: [relevance], should: [...should, ...meantBoosts(meant)] } };
}

/** The one clause, or a match of any of them. */
function anyOf(clauses: Query[]): Query {
  return clauses.length === 1 ? clauses[0]! : { bool: { should: clauses, minimum_should_match: 1 } };
}

/** The nearest listings of the kinds q means, below the similarity bar too. */
function nearestOfMeantKinds(match: SemanticMatch, meant: readonly MeantKind[], filter: Query[]): Query[] {
  const holding = meant.flatMap(holdingKind);
  if (holding.length === 0) return [];
  return [nearestOfKindsClause(match, [...filter, anyOf(holding)])];
}

/**
 * What the question means in the vocabularies ranks listings of those categories higher, and more so those of the
 * kinds it means: a listing found by its words or its vector, but of another kind, falls behind. The higher of the
 * two counts, never both nor one per kind, so that the sum stays below a tier step (see TEXT_SCORE_CAP).
 */
function meantBoosts(meant: readonly MeantKind[]): Query[] {
  if (meant.length === 0) return [];
  const inCategories: Query = { terms: { category: [...new Set(meant.map((kind) => kind.category))] } };
  const holding = meant.flatMap(holdingKind);
  const scores: Query[] = [{ constant_score: { filter: inCategories, boost: MEANT_CATEGORY_SCORE } }];
  if (holding.length > 0)
    scores.push({ constant_score: { filter: anyOf(holding), boost: MEANT_CATEGORY_SCORE + MEANT_VALUE_SCORE } });
  return [{ dis_max: { queries: scores } }];
}

/** Listings of the kind: of its category, holding one of its values. */
function holdingKind(kind: MeantKind): Query[] {
  const values = Object.entries(kind.values).map(([key, held]) => ({ terms: { [facetField(key)]: held } }));
  if (values.length === 0) return [];
  return [{ bool: { filter: [{ term: { category: kind.category } }], should: values, minimum_should_match: 1 } }];
}

/** Constant scores of the tiers decided at `at`; a demoted listing (a moderation restriction) scores none, boosted or not. */
function tierScores(at: string): Query[] {
  const boosted: Query = { range: { boostedUntil: { gt: at } } };
  const demoted: Query = { term: { demoted: true } };
  return [
    { constant_score: { filter: { bool: { filter: [boosted], must_not: [demoted] } }, boost: TIER_SCORES.boosted } },
    { constant_score: { filter: { bool: { must_not: [boosted, demoted] } }, boost: TIER_SCORES.regular } },
  ];
}

/**
 * Free text over title, tags and description (text facets weigh less), with a bonus for the words as a
 * phrase in the title, so an exact title match outranks a mention in a description, and `titleWordsBoost` for a
 * title holding every word (none when 0).
 */
function textQuery(q: string, textFacetKeys: string[], titleWordsBoost: number): Query {
  const fields = ['title^3', 'tags^2', 'description', ...textFacetKeys.map((key) => `${facetField(key)}^0.5`)];
  const titleWords: Query = {
    constant_score: { filter: { match: { title: { query: q, operator: 'and' } } }, boost: titleWordsBoost },
  };
  return {
    bool: {
      must: [{ multi_match: { query: q, type: 'best_fields', fields, tie_breaker: 0.3 } }],
      should: [{ match_phrase: { title: { query: q, boost: 3 } } }, ...(titleWordsBoost > 0 ? [titleWords] : [])],
    },
  };
}

/** The clause of one facet filter. */
export function filterClause(filter: FacetFilter): Query {
  const field = facetField(filter.key);
  switch (filter.kind) {
    case 'values':
      return filter.match === 'any'
        ? { terms: { [field]: filter.values } }
        : allOf(filter.values.map((value) => ({ term: { [field]: value } })));
    case 'range':
      return {
        range: {
          [field]: {
            ...(filter.gte !== undefined ? { gte: filter.gte } : {}),
            ...(filter.lte !== undefined ? { lte: filter.lte } : {}),
          },
        },
      };
    case 'flag':
      return { term: { [field]: filter.value } };
    case 'text':
      return { match: { [field]: { query: filter.text, operator: 'and' } } };
  }
}
