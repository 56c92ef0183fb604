import { expect } from 'chai';
import { registerProvider, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import {
  businessListing,
  createListing,
  hasExactly,
  ids,
  marker,
  search,
  searchUntil,
  type SearchResult,
} from './catalog-helpers.ts';

describe('catalog search: facet filters', () => {
  const word = marker();
  let provider: TestAccount;
  let agency: string;
  let seoShop: string;
  let bookkeeper: string;

  /** Searches this suite's listings with the filters, once they are all indexed. */
  async function filtered(filters: Record<string, unknown>): Promise<string[]> {
    const response = await search({ category: 'businesses', q: word, semantic: false, filters, limit: 100 });
    expect(response.status, response.text).to.equal(200);
    return ids(response.body.result);
  }

  before(async () => {
    provider = await registerProvider('filters-provider');
    agency = (
      await createListing(
        provider,
        businessListing(`${word} Pixel Agency`, {
          facets: {
            services: ['web-design', 'seo'],
            companySize: '2-10',
            foundedYear: 1990,
            remoteService: true,
            serviceArea: 'Berlin and Brandenburg',
          },
        }),
      )
    ).id;
    seoShop = (
      await createListing(
        provider,
        businessListing(`${word} Rank Shop`, {
          facets: {
            services: ['seo'],
            companySize: '11-50',
            foundedYear: 2010,
            remoteService: false,
            serviceArea: 'Hamburg',
          },
        }),
      )
    ).id;
    bookkeeper = (
      await createListing(
        provider,
        businessListing(`${word} Ledger Office`, {
          facets: {
            services: ['accounting'],
            companySize: '2-10',
            foundedYear: 2020,
            remoteService: true,
            serviceArea: 'Munich and remote',
          },
        }),
      )
    ).id;
    await searchUntil({ category: 'businesses', q: word, semantic: false }, hasExactly([agency, seoShop, bookkeeper]));
  });

  it('matches any of several tags, and a tag given by a synonym', async () => {
    expect(await filtered({ services: ['seo', 'accounting'] })).to.have.members([agency, seoShop, bookkeeper]);
    expect(await filtered({ services: { any: ['web-design'] } })).to.have.members([agency]);
    expect(await filtered({ services: 'Suchmaschinenoptimierung' })).to.have.members([agency, seoShop]);
  });

  it('matches all of several tags', async () => {
    expect(await filtered({ services: { all: ['web-design', 'SEO'] } })).to.deep.equal([agency]);
  });

  it('matches enum values, one or several', async () => {
    expect(await filtered({ companySize: '2-10' })).to.have.members([agency, bookkeeper]);
    expect(await filtered({ companySize: ['11-50', '1000+'] })).to.deep.equal([seoShop]);
  });

  it('matches number ranges and a number exactly', async () => {
    expect(await filtered({ foundedYear: { gte: 2000 } })).to.have.members([seoShop, bookkeeper]);
    expect(await filtered({ foundedYear: { gte: 1990, lte: 2010 } })).to.have.members([agency, seoShop]);
    expect(await filtered({ foundedYear: 2020 })).to.deep.equal([bookkeeper]);
  });

  it('matches booleans and words of a text facet', async () => {
    expect(await filtered({ remoteService: false })).to.deep.equal([seoShop]);
    expect(await filtered({ serviceArea: 'hamburg' })).to.deep.equal([seoShop]);
    expect(await filtered({ serviceArea: 'munich remote' })).to.deep.equal([bookkeeper]);
  });

  it('combines filters on several facets', async () => {
    expect(await filtered({ services: 'seo', remoteService: true, foundedYear: { lte: 2000 } })).to.deep.equal([
      agency,
    ]);
  });

  it('refuses a filter on a key that is not a facet, listing the valid facets', async () => {
    const response = await search({ category: 'businesses', filters: { colour: 'red' } });
    expect(response.status).to.equal(400);
    expect(response.body.errors).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        field: 'body.filters.colour',
        message:
          'body.filters.colour is not a facet of businesses; valid facets: services, serviceArea, companySize, foundedYear, remoteService',
      },
    ]);
  });

  it('refuses unknown tag and enum values, naming allowed ones, and a range of the wrong shape', async () => {
    const response = await search({
      category: 'businesses',
      filters: { services: 'webdesgin', companySize: 'huge', foundedYear: { gte: 2020, lte: 1990 } },
    });
    expect(response.status).to.equal(400);
    const byField = Object.fromEntries(response.body.errors.map((error) => [error.field, error.message]));
    expect(byField['body.filters.services']).to.include('unknown value "webdesgin"').and.include('web-design');
    expect(byField['body.filters.companySize']).to.include('allowed values: 1, 2-10, 11-50');
    expect(byField['body.filters.foundedYear']).to.include('greater than lte');
  });

  it('counts facet values disjunctively: a selected value keeps the counts of its siblings', async () => {
    const response = await search({
      category: 'businesses',
      q: word,
      semantic: false,
      filters: { companySize: '2-10' },
    });
    const { distributions } = response.body.result as SearchResult;
    expect(ids(response.body.result)).to.have.members([agency, bookkeeper]);
    expect(response.body.result_info.total).to.equal(2);
    expect(distributions.companySize?.values).to.have.deep.members([
      { value: '2-10', count: 2 },
      { value: '11-50', count: 1 },
    ]);
    expect(distributions.services?.values).to.have.deep.members([
      { value: 'web-design', count: 1 },
      { value: 'seo', count: 1 },
      { value: 'accounting', count: 1 },
    ]);
    expect(distributions.foundedYear?.stats).to.deep.equal({ count: 2, min: 1990, max: 2020 });
    expect(distributions.remoteService?.values).to.deep.equal([{ value: true, count: 2 }]);
  });

  it('keeps archived listings out of results', async () => {
    const closing = await createListing(provider, businessListing(`${word} Closing Soon`));
    await searchUntil({ category: 'businesses', q: word, semantic: false }, (result) =>
      ids(result).includes(closing.id),
    );
    const archived = await call('POST', `/v1/listings/${closing.id}/archive`, { token: provider.token });
    expect(archived.status, archived.text).to.equal(200);
    const after = await searchUntil(
      { category: 'businesses', q: word, semantic: false },
      (result) => !ids(result).includes(closing.id),
    );
    expect(ids(after.body.result)).to.have.members([agency, seoShop, bookkeeper]);
  });
});
