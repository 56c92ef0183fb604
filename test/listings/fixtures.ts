import { expect } from 'chai';
import { facetRegistry } from '../../shared/facets/registry.ts';
import type { FacetDefinition, FacetValue } from '../../shared/facets/types.ts';
import type { ListingView } from '../../services/core/listings/views.ts';
import { call } from '../support/http.ts';
import type { TestAccount } from '../support/factories.ts';

/** A valid value of a facet: the first of its vocabulary or values, its minimum, or a short text. */
function sampleValue(facet: FacetDefinition): FacetValue {
  switch (facet.type) {
    case 'semantic-tag':
      return facet.multiple ? [facet.vocabulary[0]!.value] : facet.vocabulary[0]!.value;
    case 'enum':
      return facet.multiple ? [facet.values[0]!.value] : facet.values[0]!.value;
    case 'number':
      return facet.min ?? 1;
    case 'text':
      return 'Berlin';
    case 'boolean':
      return true;
  }
}

/** Facets of a category with a value for every required facet, or for every facet with `all`. */
export function sampleFacets(category: string, { all = false } = {}): Record<string, FacetValue> {
  const facets = facetRegistry()
    .facetsOf(category)
    .filter((facet) => all || facet.required);
  return Object.fromEntries(facets.map((facet) => [facet.key, sampleValue(facet)]));
}

/** The body of a minimal valid listing of the category: title and required facets only. */
export function sparseListing(category = 'businesses', overrides: Record<string, unknown> = {}) {
  return { category, title: `Sparse ${category} listing`, facets: sampleFacets(category), ...overrides };
}

/** A listing that gives everything the visibility report checks for. */
export function completeListing(category = 'businesses', overrides: Record<string, unknown> = {}) {
  return {
    category,
    title: 'Schmidt IT Consulting',
    description:
      'Cloud migrations, managed IT and security reviews for small firms in Berlin and Brandenburg. Fixed monthly prices, ' +
      'a named engineer for every client and on-site visits within a day. Fifteen years of experience with firms of 2 to 50 people.',
    facets: sampleFacets(category, { all: true }),
    location: {
      lat: 52.52,
      lon: 13.405,
      address: 'Alexanderplatz 1',
      postalCode: '10178',
      city: 'Berlin',
      country: 'DE',
    },
    url: 'https://schmidt-it.example/',
    price: { amount: 490, currency: 'EUR' },
    media: ['https://schmidt-it.example/team.jpg'],
    ...overrides,
  };
}

export async function createListing(account: TestAccount, body: unknown = sparseListing()): Promise<ListingView> {
  const response = await call('POST', '/v1/listings', { token: account.token, body });
  expect(response.status, response.text).to.equal(201);
  expect(response.body.result.status, 'live at once: its provider is past the trust gate (registerProvider)').to.equal(
    'published',
  );
  return response.body.result as ListingView;
}
