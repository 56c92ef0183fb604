import { randomBytes } from 'node:crypto';
import type { Client, estypes } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { currentIndexDefinition } from '../../indexer/listing-index.ts';
import { createCatalog } from '../../services/catalog/index.ts';
import { TEXT_SCORE_CAP } from '../../services/catalog/search/build-search-body.ts';
import type { SearchHit } from '../../services/catalog/search/search-hit.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import type { ListingIndexBody } from '../../shared/listings-index/document.ts';
import type { ResultInfo } from '../../shared/envelope.ts';
import { harness } from '../support/root-hooks.ts';

/**
 * The catalog's search over an index of its own with boosted, expiring, expired and demoted listings, through an
 * Elasticsearch client that records every request it sends: one request per page, and no point in time unless
 * the search asks for a snapshot.
 */
const NOW = Date.parse('2030-03-01T12:00:00.000Z');
const LISTINGS = 60;
const BERLIN = { lat: 52.52, lon: 13.405 };

type TierName = 'boosted' | 'regular' | 'demoted';

function listing(n: number): ListingIndexBody {
  const boostedUntil = [NOW + 86_400_000, NOW - 86_400_000, NOW + 30_000][n % 7] ?? null;
  return {
    listingId: `lst_${String(n).padStart(3, '0')}`,
    providerId: 'acc_round_trips',
    category: 'businesses',
    title: `${'garden '.repeat(1 + (n % 4))}studio ${n}`,
    description: n % 3 === 0 ? 'Garden design and hedges.' : 'Websites for small firms.',
    tags: [],
    facets: { services: ['web-design'], companySize: n % 2 ? '2-10' : '11-50' },
    location: { lat: BERLIN.lat + (n % 11) * 0.004, lon: BERLIN.lon },
    price: null,
    url: null,
    status: n % 10 === 9 ? 'archived' : 'published',
    ratingAverage: n % 5 === 0 ? null : (n % 4) + 1,
    ratingCount: n % 3,
    boostedUntil: boostedUntil === null ? null : new Date(boostedUntil).toISOString(),
    demoted: n % 5 === 1,
    verifiedDomain: false,
    // Many listings share a creation time, so ties fall through to listingId.
    createdAt: new Date(NOW - (n % 9) * 3_600_000).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
  };
}

const documents = Array.from({ length: LISTINGS }, (_, n) => listing(n));
const byId = new Map(documents.map((document) => [document.listingId, document]));

/** The tier a listing belongs to when boosts are decided at `at`. */
function tierAt(id: string, at: number): TierName {
  const document = byId.get(id);
  if (!document) throw new Error(`unknown hit ${id}`);
  if (document.demoted) return 'demoted';
  return document.boostedUntil !== null && Date.parse(document.boostedUntil) > at ? 'boosted' : 'regular';
}

const TIER_RANK: Record<TierName, number> = { boosted: 2, regular: 1, demoted: 0 };

interface Page {
  hits: SearchHit[];
  info: ResultInfo & { total: number; next_cursor: string | null };
  distributions: Record<string, unknown>;
  /** The requests the page sent to Elasticsearch, as `METHOD /path`. */
  requests: string[];
  /** Whether the page's `_search` asked Elasticsearch for aggregations. */
  aggregated: boolean;
}

describe('catalog search: one Elasticsearch round trip per page', function () {
  this.timeout(60_000);
  let elasticsearch: Client;
  let index: string;
  let clockAt = NOW;
  let sent: string[] = [];
  let aggregated = false;
  let handler: NonNullable<ReturnType<typeof createCatalog>['handlers']['searchCatalog']>;

  before(async () => {
    elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    index = `search-round-trips-${randomBytes(4).toString('hex')}`;
    const definition = await currentIndexDefinition(elasticsearch);
    await elasticsearch.indices.create({ index, settings: definition.settings, mappings: definition.mappings });
    const operations = documents.flatMap((body): (estypes.BulkOperationContainer | ListingIndexBody)[] => [
      { index: { _index: index, _id: body.listingId } },
      body,
    ]);
    const written = await elasticsearch.bulk({ operations, refresh: true });
    expect(written.errors, JSON.stringify(written.items.find((item) => item.index?.error))).to.equal(false);
    elasticsearch.diagnostic.on('request', (_error, event) => {
      if (!event) return;
      sent.push(`${event.meta.request.params.method} ${event.meta.request.params.path}`);
      if (event.meta.request.params.path.endsWith('/_search'))
        aggregated = JSON.stringify(event.meta.request.params.body ?? null).includes('aggs');
    });
    const searchCatalog = createCatalog({ elasticsearch, index, clock: { now: () => new Date(clockAt) } }).handlers
      .searchCatalog;
    if (!searchCatalog) throw new Error('the catalog has no searchCatalog handler');
    handler = searchCatalog;
  });

  after(async () => {
    await elasticsearch.indices.delete({ index });
    await elasticsearch.close();
  });

  async function page(body: Record<string, unknown>): Promise<Page> {
    sent = [];
    aggregated = false;
    const outcome = await handler({
      operationId: 'searchCatalog',
      params: {},
      query: {},
      body,
      principal: null,
      requestId: 'req_round_trips',
    });
    const result = outcome.result as { hits: SearchHit[]; distributions: Record<string, unknown> };
    return {
      hits: result.hits,
      distributions: result.distributions,
      info: outcome.resultInfo as Page['info'],
      requests: sent,
      aggregated,
    };
  }

  /** Every page of a search, read with the clock a minute on after the first page. */
  async function allPages(body: Record<string, unknown>, limit: number): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    clockAt = NOW;
    try {
      do {
        const next = await page({ ...body, limit, ...(cursor ? { cursor } : {}) });
        pages.push(next);
        cursor = next.info.next_cursor;
        clockAt = NOW + 60_000;
      } while (cursor && pages.length < 50);
    } finally {
      clockAt = NOW;
    }
    return pages;
  }

  const searches: Array<[string, Record<string, unknown>]> = [
    ['relevance with free text', { category: 'businesses', q: 'garden' }],
    ['relevance without free text', { category: 'businesses' }],
    ['newest, across categories', { sort: 'newest' }],
    ['rating, missing ratings last', { category: 'businesses', sort: 'rating' }],
    ['distance', { category: 'businesses', geo: { ...BERLIN, radiusKm: 50 }, sort: 'distance' }],
    [
      'newest with free text and a facet filter',
      { category: 'businesses', q: 'garden', filters: { companySize: '2-10' }, sort: 'newest' },
    ],
  ];

  for (const [label, body] of searches) {
    it(`pages ${label} in one _search per page, without duplicates or gaps, tiers first`, async () => {
      clockAt = NOW;
      const whole = await page({ ...body, limit: 100 });
      expect(whole.info.next_cursor).to.equal(null);
      const expected = whole.hits.map((hit) => hit.id);
      expect(expected.length).to.be.greaterThan(8);
      expect(whole.info.total).to.equal(expected.length);

      const pages = await allPages(body, 4);
      expect(pages.length).to.equal(Math.ceil(expected.length / 4));
      for (const read of pages) {
        expect(read.requests).to.have.length(1);
        expect(read.requests[0]).to.match(/^POST \/search-round-trips-[0-9a-f]+\/_search/);
        expect(read.info.total).to.equal(expected.length);
        if (body.category) expect(read.distributions).to.have.property('companySize');
      }
      const paged = pages.flatMap((read) => read.hits);
      expect(paged.map((hit) => hit.id)).to.deep.equal(expected);

      // Boosts are decided at the first page's instant on every page, though a boost expired since.
      const ranks = paged.map((hit) => TIER_RANK[tierAt(hit.id, NOW)]);
      expect(ranks).to.deep.equal([...ranks].sort((a, b) => b - a));
      expect(paged.map((hit) => hit.boosted)).to.deep.equal(paged.map((hit) => tierAt(hit.id, NOW) === 'boosted'));
      expect(new Set(ranks).size, 'every tier present').to.equal(3);
    });
  }

  it('orders each tier as asked: newest first, or by rating with unrated listings last; equal ones by listingId', async () => {
    const tier = (hit: SearchHit) => TIER_RANK[tierAt(hit.id, NOW)];
    const newer = (a: SearchHit, b: SearchHit) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
    const byId = (a: SearchHit, b: SearchHit) => (a.id < b.id ? -1 : 1);
    const rating = (hit: SearchHit) => hit.rating.average ?? Number.NEGATIVE_INFINITY;
    const orders: Array<[string, (a: SearchHit, b: SearchHit) => number]> = [
      ['newest', (a, b) => tier(b) - tier(a) || newer(a, b) || byId(a, b)],
      [
        'rating',
        (a, b) =>
          tier(b) - tier(a) || rating(b) - rating(a) || b.rating.count - a.rating.count || newer(a, b) || byId(a, b),
      ],
    ];
    for (const [sort, order] of orders) {
      const hits = (await allPages({ sort }, 5)).flatMap((read) => read.hits);
      expect(
        hits.map((hit) => hit.id),
        sort,
      ).to.deep.equal([...hits].sort(order).map((hit) => hit.id));
    }
  });

  it('ranks free text by relevance within a tier, never above a higher tier, and reports the text score alone', async () => {
    const hits = (await allPages({ category: 'businesses', q: 'garden' }, 3)).flatMap((read) => read.hits);
    const tiers = hits.map((hit) => tierAt(hit.id, NOW));
    for (let position = 1; position < hits.length; position += 1) {
      if (tiers[position] === tiers[position - 1])
        expect(hits[position]!.score!, hits[position]!.id).to.be.at.most(hits[position - 1]!.score!);
    }
    for (const hit of hits) expect(hit.score).to.be.within(0.0001, TEXT_SCORE_CAP);
    const bestRegular = Math.max(
      ...hits.filter((_, position) => tiers[position] === 'regular').map((hit) => hit.score!),
    );
    const worstBoosted = Math.min(
      ...hits.filter((_, position) => tiers[position] === 'boosted').map((hit) => hit.score!),
    );
    expect(bestRegular, 'a regular listing more relevant than a boosted one still follows it').to.be.greaterThan(
      worstBoosted,
    );
  });

  it('decides boosts anew on a first page read later', async () => {
    clockAt = NOW + 60_000;
    const later = await page({ sort: 'newest', limit: 100 });
    clockAt = NOW;
    const expiring = later.hits.filter(
      (hit) => tierAt(hit.id, NOW) === 'boosted' && tierAt(hit.id, NOW + 60_000) === 'regular',
    );
    expect(expiring).to.not.be.empty;
    expect(expiring.every((hit) => !hit.boosted)).to.equal(true);
  });

  it('opens a point in time only for a snapshot, reads every page from it and closes it after the last', async () => {
    clockAt = NOW;
    const expected = (await page({ sort: 'rating', limit: 100 })).hits.map((hit) => hit.id);
    const pages = await allPages({ sort: 'rating', snapshot: true }, 10);
    expect(pages.length).to.be.greaterThan(2);
    expect(pages.flatMap((read) => read.hits.map((hit) => hit.id))).to.deep.equal(expected);
    expect(pages[0]!.requests.map(pathOnly)).to.deep.equal([`POST /${index}/_pit`, 'POST /_search']);
    for (const read of pages.slice(1, -1)) expect(read.requests.map(pathOnly)).to.deep.equal(['POST /_search']);
    expect(pages.at(-1)!.requests.map(pathOnly)).to.deep.equal(['POST /_search', 'DELETE /_pit']);
    for (const read of pages.slice(0, -1)) expect(read.info.next_cursor).to.include('.');
  });

  it("counts a snapshot once: its later pages answer the first page's total and distributions without aggregating", async () => {
    clockAt = NOW;
    const body = { category: 'businesses', q: 'garden', snapshot: true };
    const pages = await allPages(body, 4);
    expect(pages.length).to.be.greaterThan(2);
    expect(pages.map((read) => read.aggregated)).to.deep.equal(pages.map((_, position) => position === 0));
    const counted = await page({ category: 'businesses', q: 'garden', limit: 4 });
    expect(counted.aggregated).to.equal(true);
    for (const read of pages) {
      expect(read.info.total).to.equal(counted.info.total);
      expect(read.distributions).to.deep.equal(counted.distributions);
    }
    expect(counted.distributions).to.have.property('companySize');
  });

  it('sends no point-in-time request without a snapshot, and its cursors carry none', async () => {
    const pages = await allPages({ category: 'businesses', q: 'garden', sort: 'rating' }, 6);
    expect(pages.flatMap((read) => read.requests).filter((request) => request.includes('_pit'))).to.deep.equal([]);
    for (const read of pages.slice(0, -1)) expect(read.info.next_cursor).to.match(/^[A-Za-z0-9_-]+$/);
  });
});

function pathOnly(request: string): string {
  return request.replace(/\?.*$/, '');
}
