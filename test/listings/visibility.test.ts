import { expect } from 'chai';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { completeListing, createListing, sparseListing } from './fixtures.ts';

interface Finding {
  code: string;
  severity: string;
  message: string;
  field?: string;
}

function visibility(account: TestAccount, listingId: string): Promise<ApiResponse> {
  return call('GET', `/v1/listings/${listingId}/visibility`, { token: account.token });
}

async function reportOf(account: TestAccount, listingId: string) {
  const response = await visibility(account, listingId);
  expect(response.status, response.text).to.equal(200);
  return response.body.result as {
    listingId: string;
    score: number;
    findings: Finding[];
    jsonLd: Record<string, unknown>;
  };
}

describe('listing visibility report', () => {
  let owner: TestAccount;
  before(async () => {
    owner = await registerProvider('visible-provider');
  });

  it('is for the owner only: 403 not_owner for anyone else, 404 for an unknown listing', async () => {
    const listing = await createListing(owner);
    const stranger = await registerAccount('stranger');
    const refused = await visibility(stranger, listing.id);
    expect(refused.status, refused.text).to.equal(403);
    expect(refused.body.errors[0].slug).to.equal('not_owner');
    expect((await visibility(owner, 'lst_unknown')).status).to.equal(404);
  });

  it('names what a sparse listing lacks, down to each empty facet, and scores it below a complete one', async () => {
    const sparse = await reportOf(owner, (await createListing(owner, sparseListing('businesses'))).id);
    const codes = sparse.findings.map((finding) => finding.code);
    expect(codes).to.include.members(['thin_description', 'no_location', 'no_url', 'no_media', 'no_reviews']);
    const missingFacets = sparse.findings
      .filter((finding) => finding.code === 'missing_facet')
      .map((finding) => finding.field);
    expect(missingFacets).to.deep.equal([
      'facets.serviceArea',
      'facets.companySize',
      'facets.foundedYear',
      'facets.remoteService',
    ]);
    const companySize = sparse.findings.find((finding) => finding.field === 'facets.companySize');
    expect(companySize?.message).to.include('companySize');
    expect(sparse.findings[0]?.severity).to.equal('high');

    const complete = await reportOf(owner, (await createListing(owner, completeListing('businesses'))).id);
    expect(complete.findings.map((finding) => finding.code)).to.deep.equal(['no_reviews']);
    expect(complete.score).to.be.above(sparse.score);
    expect(complete.jsonLd).to.deep.include({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Schmidt IT Consulting',
      url: 'https://schmidt-it.example/',
    });
  });

  it('types the JSON-LD by the category, as the facet registry says', async () => {
    for (const category of facetRegistry().categories()) {
      const listing = await createListing(owner, completeListing(category));
      const report = await reportOf(owner, listing.id);
      expect(report.jsonLd['@type'], category).to.equal(facetRegistry().category(category)?.jsonLdType);
    }
  });

  it('asks for a price only in categories with a price facet', async () => {
    const product = await reportOf(owner, (await createListing(owner, sparseListing('products'))).id);
    expect(product.findings.map((finding) => finding.code)).to.include('no_price');
    const business = await reportOf(owner, (await createListing(owner, sparseListing('businesses'))).id);
    expect(business.findings.map((finding) => finding.code)).to.not.include('no_price');
  });
});
