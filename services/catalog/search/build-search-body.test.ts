import { expect } from 'chai';
import { testRegistry } from '../test-schemas.ts';
import { buildSearchBody, sortClauses, type PageSpec } from './build-search-body.ts';
import { searchScope } from './search-input.ts';
import type { SearchQuery } from './types.ts';

const AT = '2025-06-01T12:00:00.000Z';
const firstPage: PageSpec = { tier: 'boosted', after: null, size: 21, at: AT, pitId: 'pit-1', distributions: true };
const everything: SearchQuery = { category: null, q: null, filters: [], geo: null, sort: 'relevance' };
const boostedNow = { range: { boostedUntil: { gt: AT } } };
const demoted = { term: { demoted: true } };
const boostedTier = { bool: { filter: [boostedNow], must_not: [demoted] } };

describe('catalog search: buildSearchBody', () => {
  it('searches published listings of every category, boosted tier first, counting the matches', () => {
    expect(buildSearchBody(everything, searchScope(testRegistry(), undefined), firstPage)).to.deep.equal({
      pit: { id: 'pit-1', keep_alive: '5m' },
      size: 21,
      track_total_hits: false,
      query: { bool: { filter: [{ term: { status: 'published' } }] } },
      post_filter: { bool: { filter: [boostedTier] } },
      sort: [{ _score: { order: 'desc' } }, { createdAt: 'desc' }, { listingId: 'asc' }],
      aggs: { total: { filter: { match_all: {} } } },
    });
  });

  it('keeps only listings with the verified-domain badge when asked, in the query the counts share', () => {
    const body = buildSearchBody({ ...everything, verifiedDomain: true }, searchScope(testRegistry(), undefined), firstPage);
    expect(body.query).to.deep.equal({ bool: { filter: [{ term: { status: 'published' } }, { term: { verifiedDomain: true } }] } });
  });

  it('filters facets after the query and counts each facet with every filter but its own (disjunctive)', () => {
    const query: SearchQuery = {
      category: 'gardens',
      q: 'hedge trimming',
      filters: [
        { key: 'services', kind: 'values', match: 'any', values: ['lawn-care', 'tree-care'] },
        { key: 'size', kind: 'values', match: 'any', values: ['small'] },
        { key: 'hourlyRate', kind: 'range', lte: 60 },
      ],
      geo: { lat: 52.5, lon: 13.4, radiusKm: 2.5 },
      sort: 'distance',
    };
    const services = { terms: { 'facets.services': ['lawn-care', 'tree-care'] } };
    const size = { terms: { 'facets.size': ['small'] } };
    const hourlyRate = { range: { 'facets.hourlyRate': { lte: 60 } } };
    const regularPage: PageSpec = { tier: 'regular', after: [1234.5, 'lst_a'], size: 11, at: AT, pitId: 'pit-2', distributions: true };
    expect(buildSearchBody(query, searchScope(testRegistry(), 'gardens'), regularPage)).to.deep.equal({
      pit: { id: 'pit-2', keep_alive: '5m' },
      size: 11,
      track_total_hits: false,
      query: {
        bool: {
          filter: [
            { term: { status: 'published' } },
            { term: { category: 'gardens' } },
            { geo_distance: { distance: '2.5km', location: { lat: 52.5, lon: 13.4 } } },
          ],
          must: [
            {
              bool: {
                must: [{ multi_match: { query: 'hedge trimming', type: 'best_fields', fields: ['title^3', 'tags^2', 'description', 'facets.area^0.5', 'facets.notes^0.5'], tie_breaker: 0.3 } }],
                should: [{ match_phrase: { title: { query: 'hedge trimming', boost: 3 } } }],
              },
            },
          ],
        },
      },
      post_filter: { bool: { filter: [services, size, hourlyRate, { bool: { must_not: [boostedNow, demoted] } }] } },
      sort: [{ _geo_distance: { location: { lat: 52.5, lon: 13.4 }, order: 'asc', unit: 'm', distance_type: 'arc' } }, { listingId: 'asc' }],
      search_after: [1234.5, 'lst_a'],
      aggs: {
        total: { filter: { bool: { filter: [services, size, hourlyRate] } } },
        'facet:services': { filter: { bool: { filter: [size, hourlyRate] } }, aggs: { values: { terms: { field: 'facets.services', size: 2 } } } },
        'facet:size': { filter: { bool: { filter: [services, hourlyRate] } }, aggs: { values: { terms: { field: 'facets.size', size: 2 } } } },
        'facet:hourlyRate': { filter: { bool: { filter: [services, size] } }, aggs: { values: { stats: { field: 'facets.hourlyRate' } } } },
        'facet:organic': { filter: { bool: { filter: [services, size, hourlyRate] } }, aggs: { values: { terms: { field: 'facets.organic', size: 2 } } } },
        'facet:area': { filter: { bool: { filter: [services, size, hourlyRate] } }, aggs: { values: { terms: { field: 'facets.area.keyword', size: 10 } } } },
        'facet:notes': { filter: { bool: { filter: [services, size, hourlyRate] } }, aggs: { values: { terms: { field: 'facets.notes.keyword', size: 10 } } } },
      },
    });
  });

  it('turns {all}, flags, equal bounds and text into their clauses, and leaves out aggregations when not asked', () => {
    const query: SearchQuery = {
      ...everything,
      category: 'gardens',
      filters: [
        { key: 'services', kind: 'values', match: 'all', values: ['lawn-care', 'tree-care'] },
        { key: 'organic', kind: 'flag', value: true },
        { key: 'hourlyRate', kind: 'range', gte: 40, lte: 40 },
        { key: 'area', kind: 'text', text: 'Berlin Mitte' },
      ],
      sort: 'newest',
    };
    const body = buildSearchBody(query, searchScope(testRegistry(), 'gardens'), { ...firstPage, distributions: false });
    expect(body.post_filter).to.deep.equal({
      bool: {
        filter: [
          { bool: { filter: [{ term: { 'facets.services': 'lawn-care' } }, { term: { 'facets.services': 'tree-care' } }] } },
          { term: { 'facets.organic': true } },
          { range: { 'facets.hourlyRate': { gte: 40, lte: 40 } } },
          { match: { 'facets.area': { query: 'Berlin Mitte', operator: 'and' } } },
          boostedTier,
        ],
      },
    });
    expect(body).to.not.have.property('aggs');
    expect(body).to.not.have.property('search_after');
  });

  it('searches demoted listings as the last tier, whether boosted or not', () => {
    const body = buildSearchBody(everything, searchScope(testRegistry(), undefined), { ...firstPage, tier: 'demoted', distributions: false });
    expect(body.post_filter).to.deep.equal({ bool: { filter: [demoted] } });
  });

  it('orders each sort and always ends with the listingId tie-breaker', () => {
    const geo = { lat: 1, lon: 2, radiusKm: 3 };
    expect(sortClauses({ ...everything, sort: 'newest' })).to.deep.equal([{ createdAt: 'desc' }, { listingId: 'asc' }]);
    expect(sortClauses({ ...everything, sort: 'rating' })).to.deep.equal([
      { ratingAverage: { order: 'desc', missing: '_last' } },
      { ratingCount: 'desc' },
      { createdAt: 'desc' },
      { listingId: 'asc' },
    ]);
    expect(sortClauses({ ...everything, geo, sort: 'distance' })).to.deep.equal([
      { _geo_distance: { location: { lat: 1, lon: 2 }, order: 'asc', unit: 'm', distance_type: 'arc' } },
      { listingId: 'asc' },
    ]);
  });
});
