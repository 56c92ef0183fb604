import { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { createCatalog } from '../../services/catalog/index.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { businessListing, createListing, marker } from './catalog-helpers.ts';

const CATEGORIES = ['ai-agents', 'businesses', 'local-services', 'mcp-servers', 'other', 'products', 'real-estate'];

interface FacetView {
  key: string;
  type: string;
  values?: Array<{ value: string | boolean; count: number; label?: string; synonyms?: string[] }>;
  stats?: { count: number; min: number | null; max: number | null };
}

async function businessesFacets(): Promise<FacetView[]> {
  const response = await call('GET', '/v1/catalog/schema?category=businesses');
  expect(response.status, response.text).to.equal(200);
  return response.body.result.facets;
}

const countOf = (facets: FacetView[], key: string, value: string | boolean) =>
  facets.find((facet) => facet.key === key)?.values?.find((entry) => entry.value === value)?.count ?? 0;

describe('catalog: schema', () => {
  let provider: TestAccount;
  before(async () => {
    provider = await registerProvider('schema-provider');
  });

  it('lists the seven categories with their facet keys, types and listing counts, and tells clients to read it first', async () => {
    const response = await call('GET', '/v1/catalog/schema');
    expect(response.status, response.text).to.equal(200);
    const { result } = response.body;
    expect(result.categories).to.deep.equal(CATEGORIES);
    expect(result.facets).to.deep.equal([]);
    expect(result.usage).to.include('never guess filters');
    const businesses = result.overview.find((entry: { category: string }) => entry.category === 'businesses');
    expect(businesses.facets).to.deep.include({ key: 'services', type: 'semantic-tag', filterable: true });
    expect(businesses.listingCount).to.be.a('number');
  });

  it("gives a category's facets with labels, vocabularies and synonyms", async () => {
    const facets = await businessesFacets();
    expect(facets.map((facet) => [facet.key, facet.type])).to.deep.equal([
      ['services', 'semantic-tag'],
      ['serviceArea', 'text'],
      ['companySize', 'enum'],
      ['foundedYear', 'number'],
      ['remoteService', 'boolean'],
    ]);
    const webDesign = facets[0]?.values?.find((entry) => entry.value === 'web-design');
    expect(webDesign).to.include({ label: 'Web design' });
    expect(webDesign?.synonyms).to.include('webgestaltung');
    expect(facets.find((facet) => facet.key === 'foundedYear')).to.deep.include({
      min: 1800,
      max: 2100,
      integer: true,
    });
  });

  it('gives no synonyms for an enum value: they name it in questions read by meaning, and are not taken as input', async () => {
    const response = await call('GET', '/v1/catalog/schema?category=real-estate');
    expect(response.status, response.text).to.equal(200);
    const propertyType = (response.body.result.facets as FacetView[]).find((facet) => facet.key === 'propertyType');
    const apartment = propertyType?.values?.find((entry) => entry.value === 'apartment');
    expect(apartment).to.include({ label: 'Apartment' }).and.not.have.property('synonyms');
  });

  it('counts facet values live over published listings', async () => {
    const before = await businessesFacets();
    const word = marker();
    await createListing(
      provider,
      businessListing(`${word} Freight One`, {
        facets: { services: ['logistics'], companySize: '1000+', foundedYear: 1801, remoteService: true },
      }),
    );
    await createListing(
      provider,
      businessListing(`${word} Freight Two`, {
        facets: { services: ['logistics', 'printing'], companySize: '1000+', remoteService: true },
      }),
    );
    const expected = {
      logistics: countOf(before, 'services', 'logistics') + 2,
      large: countOf(before, 'companySize', '1000+') + 2,
    };
    let after = before;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      after = await businessesFacets();
      if (
        countOf(after, 'services', 'logistics') === expected.logistics &&
        countOf(after, 'companySize', '1000+') === expected.large
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(countOf(after, 'services', 'logistics')).to.equal(expected.logistics);
    expect(countOf(after, 'companySize', '1000+')).to.equal(expected.large);
    expect(countOf(after, 'remoteService', true)).to.equal(countOf(before, 'remoteService', true) + 2);
    expect(after.find((facet) => facet.key === 'foundedYear')?.stats?.min).to.equal(1801);
  });

  it('refuses an unknown category with 400 naming query.category and listing the categories', async () => {
    const response = await call('GET', '/v1/catalog/schema?category=boats');
    expect(response.status).to.equal(400);
    expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'query.category' });
    expect(response.body.errors[0].message).to.include('businesses').and.include('real-estate');
  });
});

describe('catalog: llms text', () => {
  it('describes every category, its facets, values and synonyms, and how to search, as plain text', async () => {
    const response = await call('GET', '/v1/catalog/llms');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/plain/);
    for (const category of CATEGORIES) expect(response.text).to.include(`(category: ${category})`);
    expect(response.text)
      .to.include('POST /v1/catalog/search')
      .and.include('web-design (Web design; synonyms: website design');
  });

  it('describes one category when asked', async () => {
    const response = await call('GET', '/v1/catalog/llms?category=real-estate');
    expect(response.text).to.include('(category: real-estate)').and.include('propertyType (enum');
    expect(response.text).to.not.include('(category: businesses)');
  });
});

describe('catalog: Elasticsearch unavailable', () => {
  const dead = new Client({ node: 'http://127.0.0.1:1', maxRetries: 0 });
  const catalog = createCatalog({ elasticsearch: dead });
  const input = (operationId: string, query: Record<string, unknown>, body: unknown = undefined) => ({
    operationId,
    params: {},
    query,
    body,
    principal: null,
    requestId: 'req_test',
  });

  after(async () => {
    await dead.close();
  });

  for (const [operationId, query, body] of [
    ['searchCatalog', {}, { q: 'anything' }],
    ['getCatalogSchema', { category: 'businesses' }],
    ['getCatalogSchema', {}],
    ['getCatalogLlmsText', {}],
  ] as const) {
    it(`answers 503 service_unavailable from ${operationId}${Object.keys(query).length ? ' with a category' : ''}, without Elasticsearch details`, async () => {
      const handler = catalog.handlers[operationId];
      if (!handler) throw new Error(`no handler ${operationId}`);
      const error = await handler(input(operationId, query, body)).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).to.be.instanceOf(AppError);
      expect(error).to.include({
        status: 503,
        slug: 'service_unavailable',
        message: 'Search is unavailable right now. Retry shortly.',
      });
    });
  }

  it('checks the category before asking Elasticsearch, also when called without the gateway', async () => {
    const handler = catalog.handlers.getCatalogSchema;
    const error = await handler?.(input('getCatalogSchema', { category: 'boats' })).catch((thrown: unknown) => thrown);
    expect(error).to.be.instanceOf(AppError);
    expect((error as AppError).items[0]).to.include({ slug: 'validation_failed', field: 'query.category' });
    expect((error as AppError).message).to.include('categories: ai-agents, businesses');
  });
});
