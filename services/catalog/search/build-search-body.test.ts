import { expect } from 'chai';
import { testRegistry } from '../test-schemas.ts';
import {
  buildSearchBody,
  EXACT_TITLE_SHARE,
  MEANT_CATEGORY_SCORE,
  MEANT_VALUE_SCORE,
  sortClauses,
  TEXT_SCORE_CAP,
  textScore,
  TIER_SCORE_STEP,
  tierOfScore,
  type PageSpec,
} from './build-search-body.ts';
import { MAX_SEMANTIC_WEIGHT } from '../../../shared/config.ts';
import { SEMANTIC_CANDIDATES, KIND_CANDIDATES } from './semantic-clause.ts';

const ranking = { weight: 200, minSimilarity: 0.8 };
import { searchScope } from './search-input.ts';
import type { SearchQuery } from './types.ts';
import type { MeantKind } from '../../../shared/facets/vocabulary-meaning.ts';
import type { estypes } from '@elastic/elasticsearch';

type Query = estypes.QueryDslQueryContainer;

const AT = '2025-06-01T12:00:00.000Z';
const firstPage: PageSpec = { after: null, size: 21, at: AT, pitId: null, meaning: null };
const everything: SearchQuery = {
  category: null,
  q: null,
  filters: [],
  geo: null,
  sort: 'relevance',
  semantic: true,
};
const boostedNow = { range: { boostedUntil: { gt: AT } } };
const demoted = { term: { demoted: true } };
const tierScores = [
  { constant_score: { filter: { bool: { filter: [boostedNow], must_not: [demoted] } }, boost: 2 * TIER_SCORE_STEP } },
  { constant_score: { filter: { bool: { must_not: [boostedNow, demoted] } }, boost: TIER_SCORE_STEP } },
];
const published = { term: { status: 'published' } };

describe('catalog search: buildSearchBody', () => {
  it('searches published listings of every category in one query, tiers as scores, counting the matches', () => {
    expect(buildSearchBody(everything, searchScope(testRegistry(), undefined), firstPage)).to.deep.equal({
      size: 21,
      track_total_hits: false,
      _source: { excludes: ['embedding'] },
      query: { bool: { filter: [published], should: tierScores } },
      sort: [{ _score: { order: 'desc' } }, { createdAt: 'desc' }, { listingId: 'asc' }],
      aggs: { total: { filter: { match_all: {} } } },
    });
  });

  it('reads a point in time only when the page belongs to a snapshot', () => {
    const body = buildSearchBody(everything, searchScope(testRegistry(), undefined), { ...firstPage, pitId: 'pit-1' });
    expect(body.pit).to.deep.equal({ id: 'pit-1', keep_alive: '5m' });
    expect(buildSearchBody(everything, searchScope(testRegistry(), undefined), firstPage)).to.not.have.property('pit');
  });

  it('keeps only listings with the verified-domain badge when asked, in the query the counts share', () => {
    const body = buildSearchBody(
      { ...everything, verifiedDomain: true },
      searchScope(testRegistry(), undefined),
      firstPage,
    );
    expect(body.query).to.deep.equal({
      bool: { filter: [published, { term: { verifiedDomain: true } }], should: tierScores },
    });
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
      semantic: false,
    };
    const services = { terms: { 'facets.services': ['lawn-care', 'tree-care'] } };
    const size = { terms: { 'facets.size': ['small'] } };
    const hourlyRate = { range: { 'facets.hourlyRate': { lte: 60 } } };
    const laterPage: PageSpec = { after: [1024, 1234.5, 'lst_a'], size: 11, at: AT, pitId: null, meaning: null };
    expect(buildSearchBody(query, searchScope(testRegistry(), 'gardens'), laterPage)).to.deep.equal({
      size: 11,
      track_total_hits: false,
      _source: { excludes: ['embedding'] },
      query: {
        bool: {
          filter: [
            published,
            { term: { category: 'gardens' } },
            { geo_distance: { distance: '2.5km', location: { lat: 52.5, lon: 13.4 } } },
            {
              bool: {
                must: [
                  {
                    multi_match: {
                      query: 'hedge trimming',
                      type: 'best_fields',
                      fields: ['title^3', 'tags^2', 'description', 'facets.area^0.5', 'facets.notes^0.5'],
                      tie_breaker: 0.3,
                    },
                  },
                ],
                should: [{ match_phrase: { title: { query: 'hedge trimming', boost: 3 } } }],
              },
            },
          ],
          should: tierScores,
        },
      },
      post_filter: { bool: { filter: [services, size, hourlyRate] } },
      sort: [
        { _score: { order: 'desc' } },
        { _geo_distance: { location: { lat: 52.5, lon: 13.4 }, order: 'asc', unit: 'm', distance_type: 'arc' } },
        { listingId: 'asc' },
      ],
      search_after: [1024, 1234.5, 'lst_a'],
      aggs: {
        total: {
          filter: { bool: { filter: [services, size, hourlyRate] } },
          aggs: {
            'facet:organic': { terms: { field: 'facets.organic', size: 2 } },
            'facet:area': { terms: { field: 'facets.area.keyword', size: 10 } },
            'facet:notes': { terms: { field: 'facets.notes.keyword', size: 10 } },
          },
        },
        'without:services': {
          filter: { bool: { filter: [size, hourlyRate] } },
          aggs: { 'facet:services': { terms: { field: 'facets.services', size: 2 } } },
        },
        'without:size': {
          filter: { bool: { filter: [services, hourlyRate] } },
          aggs: { 'facet:size': { terms: { field: 'facets.size', size: 2 } } },
        },
        'without:hourlyRate': {
          filter: { bool: { filter: [services, size] } },
          aggs: { 'facet:hourlyRate': { stats: { field: 'facets.hourlyRate' } } },
        },
      },
    });
  });

  it('scores free text beside the tier only for relevance, capped below a tier step', () => {
    const body = buildSearchBody({ ...everything, q: 'hedge' }, searchScope(testRegistry(), 'gardens'), firstPage);
    const text = {
      bool: {
        must: [
          {
            multi_match: {
              query: 'hedge',
              type: 'best_fields',
              fields: ['title^3', 'tags^2', 'description', 'facets.area^0.5', 'facets.notes^0.5'],
              tie_breaker: 0.3,
            },
          },
        ],
        should: [{ match_phrase: { title: { query: 'hedge', boost: 3 } } }],
      },
    };
    expect(body.query).to.deep.equal({
      bool: {
        filter: [published],
        must: [{ function_score: { query: text, functions: [{ weight: TEXT_SCORE_CAP }], boost_mode: 'min' } }],
        should: tierScores,
      },
    });
    expect(TEXT_SCORE_CAP + MAX_SEMANTIC_WEIGHT).to.be.lessThan(TIER_SCORE_STEP);
  });

  it('matches q by its words or by meaning among the listings every filter admits, facet filters included', () => {
    const query: SearchQuery = {
      ...everything,
      category: 'gardens',
      q: 'hedge',
      filters: [{ key: 'size', kind: 'values', match: 'any', values: ['small'] }],
    };
    const vector = [0.6, 0.8];
    const body = buildSearchBody(query, searchScope(testRegistry(), 'gardens'), {
      ...firstPage,
      meaning: { vector, ...ranking, meant: [] },
    });
    const filter = [published, { term: { category: 'gardens' } }];
    const meaning = {
      knn: {
        field: 'embedding',
        query_vector: vector,
        k: SEMANTIC_CANDIDATES,
        num_candidates: SEMANTIC_CANDIDATES,
        similarity: 0.8,
        filter: [...filter, { terms: { 'facets.size': ['small'] } }],
        boost: 200,
      },
    };
    const words = (body.query as { bool: { must: [{ bool: { should: unknown[] } }] } }).bool.must[0].bool.should[0];
    expect(body.query).to.deep.equal({
      bool: { filter, must: [{ bool: { should: [words, meaning], minimum_should_match: 1 } }], should: tierScores },
    });
    expect(words).to.have.nested.property('function_score.boost_mode', 'min');
  });

  it('with meaning, adds a share of its weight for a title holding every word of q, so a rare name is not buried', () => {
    const body = buildSearchBody({ ...everything, q: 'Pixelwerk studio' }, searchScope(testRegistry(), undefined), {
      ...firstPage,
      meaning: { vector: [1, 0], ...ranking, meant: [] },
    });
    const words = (body.query as { bool: { must: [{ bool: { should: unknown[] } }] } }).bool.must[0].bool.should[0];
    expect(words)
      .to.have.nested.property('function_score.query.bool.should')
      .that.deep.equals([
        { match_phrase: { title: { query: 'Pixelwerk studio', boost: 3 } } },
        {
          constant_score: {
            filter: { match: { title: { query: 'Pixelwerk studio', operator: 'and' } } },
            boost: ranking.weight * EXACT_TITLE_SHARE,
          },
        },
      ]);
    expect(TEXT_SCORE_CAP - MAX_SEMANTIC_WEIGHT * EXACT_TITLE_SHARE).to.be.greaterThan(64);
  });

  it('ranks listings of the categories q means higher, and higher still those of the kinds it means', () => {
    const meant: MeantKind[] = [
      { category: 'gardens', values: { size: ['small'] } },
      { category: 'tools', values: {} },
    ];
    const body = buildSearchBody({ ...everything, q: 'tiny hedge' }, searchScope(testRegistry(), undefined), {
      ...firstPage,
      meaning: { vector: [1, 0], ...ranking, meant },
    });
    const smallGardens = {
      bool: {
        filter: [{ term: { category: 'gardens' } }],
        should: [{ terms: { 'facets.size': ['small'] } }],
        minimum_should_match: 1,
      },
    };
    expect((body.query as { bool: { should: unknown[] } }).bool.should).to.deep.equal([
      ...tierScores,
      {
        dis_max: {
          queries: [
            { constant_score: { filter: { terms: { category: ['gardens', 'tools'] } }, boost: MEANT_CATEGORY_SCORE } },
            { constant_score: { filter: smallGardens, boost: MEANT_CATEGORY_SCORE + MEANT_VALUE_SCORE } },
          ],
        },
      },
    ]);
    expect(MEANT_CATEGORY_SCORE + MEANT_VALUE_SCORE).to.be.at.most(
      TIER_SCORE_STEP - TEXT_SCORE_CAP - MAX_SEMANTIC_WEIGHT,
    );
    const elsewhere = buildSearchBody(
      { ...everything, q: 'tiny hedge', category: 'tools' },
      searchScope(testRegistry(), 'tools'),
      { ...firstPage, meaning: { vector: [1, 0], ...ranking, meant: meant.slice(0, 1) } },
    );
    expect((elsewhere.query as { bool: { should: unknown[] } }).bool.should).to.deep.equal(tierScores);
  });

  it('matches the nearest listings of the kinds q means with no similarity bar, in every order', () => {
    const meant = [{ category: 'gardens', values: { size: ['small'] } }];
    const nearestSmallGardens = {
      knn: {
        field: 'embedding',
        query_vector: [1, 0],
        k: KIND_CANDIDATES,
        num_candidates: KIND_CANDIDATES,
        filter: [
          published,
          {
            bool: {
              filter: [{ term: { category: 'gardens' } }],
              should: [{ terms: { 'facets.size': ['small'] } }],
              minimum_should_match: 1,
            },
          },
        ],
        boost: ranking.weight,
      },
    };
    for (const sort of ['relevance', 'newest'] as const) {
      const body = buildSearchBody({ ...everything, q: 'tiny hedge', sort }, searchScope(testRegistry(), undefined), {
        ...firstPage,
        meaning: { vector: [1, 0], ...ranking, meant },
      });
      const { bool } = body.query as { bool: { must?: Query[]; filter: Query[] } };
      const matches = (sort === 'relevance' ? bool.must![0] : bool.filter.at(-1)) as { bool: { should: unknown[] } };
      expect(matches.bool.should, sort).to.have.length(3);
      expect(matches.bool.should[2], sort).to.deep.equal(nearestSmallGardens);
    }
  });

  it('lets meaning widen the matches without scoring them when another order is asked for', () => {
    const body = buildSearchBody(
      { ...everything, q: 'hedge', sort: 'newest' },
      searchScope(testRegistry(), 'gardens'),
      {
        ...firstPage,
        meaning: { vector: [1, 0], ...ranking, meant: [] },
      },
    );
    const { filter } = (
      body.query as { bool: { filter: { bool?: { should: unknown[]; minimum_should_match: number } }[] } }
    ).bool;
    expect(filter[1]?.bool?.minimum_should_match).to.equal(1);
    expect(filter[1]?.bool?.should[1]).to.have.nested.property('knn.field', 'embedding');
  });

  it('reads the tier and the text relevance back from a score', () => {
    expect([0.5, TIER_SCORE_STEP + 0.5, 2 * TIER_SCORE_STEP + TEXT_SCORE_CAP].map(tierOfScore)).to.deep.equal([
      'demoted',
      'regular',
      'boosted',
    ]);
    expect(textScore(2 * TIER_SCORE_STEP + 3.25)).to.equal(3.25);
    expect(textScore(TIER_SCORE_STEP)).to.equal(0);
    expect(textScore(TEXT_SCORE_CAP)).to.equal(TEXT_SCORE_CAP);
  });

  it('turns {all}, flags, equal bounds and text into their clauses', () => {
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
    const body = buildSearchBody(query, searchScope(testRegistry(), 'gardens'), firstPage);
    expect(body.post_filter).to.deep.equal({
      bool: {
        filter: [
          {
            bool: {
              filter: [{ term: { 'facets.services': 'lawn-care' } }, { term: { 'facets.services': 'tree-care' } }],
            },
          },
          { term: { 'facets.organic': true } },
          { range: { 'facets.hourlyRate': { gte: 40, lte: 40 } } },
          { match: { 'facets.area': { query: 'Berlin Mitte', operator: 'and' } } },
        ],
      },
    });
    expect(body).to.not.have.property('search_after');
  });

  it('orders each sort after the tier score and always ends with the listingId tie-breaker', () => {
    const geo = { lat: 1, lon: 2, radiusKm: 3 };
    const tier = { _score: { order: 'desc' } };
    expect(sortClauses({ ...everything, sort: 'newest' })).to.deep.equal([
      tier,
      { createdAt: 'desc' },
      { listingId: 'asc' },
    ]);
    expect(sortClauses({ ...everything, sort: 'rating' })).to.deep.equal([
      tier,
      { ratingAverage: { order: 'desc', missing: '_last' } },
      { ratingCount: 'desc' },
      { createdAt: 'desc' },
      { listingId: 'asc' },
    ]);
    expect(sortClauses({ ...everything, geo, sort: 'distance' })).to.deep.equal([
      tier,
      { _geo_distance: { location: { lat: 1, lon: 2 }, order: 'asc', unit: 'm', distance_type: 'arc' } },
      { listingId: 'asc' },
    ]);
  });
});
