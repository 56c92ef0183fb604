import { randomBytes } from 'node:crypto';
import type { Client, estypes } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { currentIndexDefinition } from '../../indexer/listing-index.ts';
import { toIndexDocument } from '../../indexer/index-document.ts';
import { generateListing, mulberry32 } from '../../scripts/demo-data/generator.ts';
import { listingDocument } from '../../scripts/demo-data/load.ts';
import { countAggregations, readDistributions } from '../../services/catalog/distributions.ts';
import { buildSearchBody, filterClause, sortClauses } from '../../services/catalog/search/build-search-body.ts';
import { searchCatalog, type SearchDeps, type SearchPage } from '../../services/catalog/search/search-catalog.ts';
import { SnapshotCounts } from '../../services/catalog/search/snapshot-counts.ts';
import { parseSearchInput } from '../../services/catalog/search/search-input.ts';
import type { SearchRequest } from '../../services/catalog/search/types.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { harness } from '../support/root-hooks.ts';

/**
 * The search's one `_search` against the answers taken by definition, one plain search each, on demo listings: the
 * hits are the matches of the query and every filter, in the order asked for; the total counts them; a facet's
 * distribution counts the matches of the query and every filter except that facet's own.
 */
const LISTINGS = 1400;
const NOW = new Date('2030-03-01T12:00:00.000Z');
const BERLIN = { lat: 52.52, lon: 13.405 };

const SEARCHES: Record<string, unknown>[] = [
  { category: 'real-estate', filters: { offerType: 'rent', rooms: { gte: 2, lte: 4 }, furnished: false } },
  { category: 'real-estate', q: 'apartment', filters: { offerType: 'sale', propertyType: ['apartment', 'house'] } },
  {
    category: 'local-services',
    filters: { services: ['elektriker', 'klempner', 'hvac'], freeQuote: true, priceFrom: { lte: 90 } },
    sort: 'rating',
  },
  { category: 'products', filters: { condition: ['new', 'like-new'], localPickup: true }, sort: 'newest' },
  {
    category: 'businesses',
    filters: { companySize: ['2-10', '11-50'], remoteService: true, foundedYear: { gte: 2000 } },
  },
  { category: 'ai-agents', filters: { pricingModel: ['free', 'freemium'], humanInTheLoop: false } },
  { category: 'mcp-servers', filters: { transport: 'stdio', hosted: false } },
  {
    category: 'real-estate',
    filters: { offerType: 'rent', propertyType: 'apartment' },
    geo: { ...BERLIN, radiusKm: 800 },
    sort: 'distance',
  },
  { filters: { price: { lte: 500_000 } }, sort: 'newest' },
];

describe('catalog search: hits, total and distributions as defined, from one _search', function () {
  this.timeout(120_000);
  const registry = facetRegistry();
  let elasticsearch: Client;
  let index: string;

  before(async () => {
    elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    index = `search-counts-${randomBytes(4).toString('hex')}`;
    const definition = await currentIndexDefinition(elasticsearch);
    await elasticsearch.indices.create({ index, settings: definition.settings, mappings: definition.mappings });
    const rng = mulberry32(5);
    const operations = Array.from({ length: LISTINGS }, (_, n) => {
      const { id, body } = toIndexDocument(
        listingDocument(generateListing(n, rng, ['acc_counts'], registry), registry, NOW),
      );
      return [{ index: { _index: index, _id: id } }, body];
    }).flat() as (estypes.BulkOperationContainer | Record<string, unknown>)[];
    const written = await elasticsearch.bulk({ operations, refresh: true });
    expect(written.errors, JSON.stringify(written.items.find((item) => item.index?.error))).to.equal(false);
  });

  after(async () => {
    await elasticsearch.indices.delete({ index });
    await elasticsearch.close();
  });

  for (const body of SEARCHES) {
    it(`answers ${JSON.stringify(body)} as defined`, async () => {
      const request = parseSearchInput(registry, { ...body, semantic: false });
      const page = await searchCatalog(searchDeps(), request);
      const expected = await definedAnswer(request);
      expect(page.total, 'total').to.equal(expected.total);
      expect(page.total, 'the search filters to some listings, not none').to.be.greaterThan(0);
      expect(page.hits.map((hit) => hit.id)).to.deep.equal(expected.hitIds);
      expect(page.distributions).to.deep.equal(expected.distributions);
    });
  }

  it('counts facet values disjunctively in these searches: a filtered facet counts more than the hits', async () => {
    const request = parseSearchInput(registry, SEARCHES[0]!);
    const page = await searchCatalog(searchDeps(), request);
    const offerTypes = page.distributions.offerType;
    const counted =
      offerTypes && 'values' in offerTypes ? offerTypes.values.reduce((sum, { count }) => sum + count, 0) : 0;
    expect(counted).to.be.greaterThan(page.total);
  });

  function searchDeps(): SearchDeps {
    return {
      elasticsearch,
      index,
      clock: { now: () => NOW },
      meaningOf: () => Promise.resolve(null),
      snapshotCounts: new SnapshotCounts(60_000),
    };
  }

  /** Each part by its definition: the query without facet filters, then the filters as plain query clauses. */
  async function definedAnswer(
    request: SearchRequest,
  ): Promise<Pick<SearchPage, 'total' | 'distributions'> & { hitIds: string[] }> {
    const { query, scope } = request;
    const unfiltered = buildSearchBody({ ...query, filters: [] }, scope, {
      after: null,
      size: request.limit,
      at: NOW.toISOString(),
      pitId: null,
      meaning: null,
    }).query!;
    const matching = (except: string | null): estypes.QueryDslQueryContainer => ({
      bool: {
        must: [unfiltered],
        filter: query.filters.filter((filter) => filter.key !== except).map(filterClause),
      },
    });
    const hits = await elasticsearch.search({
      index,
      query: matching(null),
      sort: sortClauses(query),
      size: request.limit,
      track_total_hits: true,
    });
    const facets = scope.category ? scope.facets.map((scoped) => scoped.facet) : [];
    const distributions = Object.fromEntries(
      await Promise.all(
        facets.map(async (facet) => {
          const counted = await elasticsearch.search({
            index,
            size: 0,
            query: matching(facet.key),
            aggs: countAggregations([facet], []),
          });
          return [facet.key, readDistributions([facet], counted.aggregations)[facet.key]];
        }),
      ),
    );
    const total = hits.hits.total;
    return {
      total: typeof total === 'number' ? total : (total?.value ?? -1),
      hitIds: hits.hits.hits.map((hit) => hit._id!),
      distributions,
    };
  }
});
