import { expect } from 'chai';
import type { CategorySchema, JsonLdType } from '../../../shared/facets/types.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';
import { listingJsonLd } from './json-ld.ts';
import type { ListingDocument } from './types.ts';
import type { ProviderView } from './views.ts';

/** A small category with one facet of each kind that JSON-LD renders differently. */
function category(jsonLdType: JsonLdType): CategorySchema {
  const base = { description: '', filterable: true, required: false };
  return {
    category: 'gadgets',
    title: 'Gadgets',
    description: 'Test category',
    jsonLdType,
    facets: [
      {
        ...base,
        key: 'kind',
        label: 'Kind',
        type: 'semantic-tag',
        multiple: true,
        jsonLdProperty: 'category',
        vocabulary: [{ value: 'smart-home', label: 'Smart home', synonyms: [] }],
      },
      {
        ...base,
        key: 'condition',
        label: 'Condition',
        type: 'enum',
        multiple: false,
        values: [{ value: 'like-new', label: 'Like new' }],
      },
      { ...base, key: 'brand', label: 'Brand', type: 'text', maxLength: 100, jsonLdProperty: 'brand' },
      { ...base, key: 'price', label: 'Price', type: 'number', integer: false, unit: 'EUR', jsonLdProperty: 'price' },
      {
        ...base,
        key: 'floorSize',
        label: 'Floor size',
        type: 'number',
        integer: false,
        unit: 'm²',
        jsonLdProperty: 'floorSize',
      },
      { ...base, key: 'warrantyMonths', label: 'Warranty', type: 'number', integer: true, unit: 'months' },
      { ...base, key: 'localPickup', label: 'Local pickup', type: 'boolean' },
    ],
  };
}

function listing(overrides: Partial<ListingDocument> = {}): ListingDocument {
  return {
    _id: 'lst_1',
    providerId: 'acc_1',
    category: 'gadgets',
    title: 'Smart plug',
    description: 'A plug you switch from your phone.',
    tags: ['smart-home'],
    facets: {
      kind: ['smart-home'],
      condition: 'like-new',
      brand: 'Plugco',
      price: 19.5,
      floorSize: 3,
      warrantyMonths: 24,
      localPickup: true,
    },
    location: {
      lat: 52.52,
      lon: 13.405,
      address: 'Alexanderplatz 1',
      postalCode: '10178',
      city: 'Berlin',
      country: 'DE',
    },
    url: 'https://plugco.example/plug',
    price: null,
    media: ['https://plugco.example/plug.jpg'],
    status: 'published',
    version: 3,
    ratingAverage: 4.5,
    ratingCount: 2,
    boostedUntil: null,
    createdAt: new Date('2030-01-01T00:00:00.000Z'),
    updatedAt: new Date('2030-01-02T00:00:00.000Z'),
    ...overrides,
  };
}

const provider: ProviderView = {
  id: 'acc_1',
  displayName: 'Plugco GmbH',
  bio: null,
  verifiedDomains: [],
  listingCount: 1,
  rating: { average: 4.5, count: 2 },
  createdAt: '2029-01-01T00:00:00.000Z',
};

const geo = { '@type': 'GeoCoordinates', latitude: 52.52, longitude: 13.405 };
const address = {
  '@type': 'PostalAddress',
  streetAddress: 'Alexanderplatz 1',
  postalCode: '10178',
  addressLocality: 'Berlin',
  addressCountry: 'DE',
};
const facetProperties = {
  category: ['Smart home'],
  brand: { '@type': 'Brand', name: 'Plugco' },
  floorSize: { '@type': 'QuantitativeValue', value: 3, unitText: 'm²' },
  additionalProperty: [
    { '@type': 'PropertyValue', propertyID: 'condition', name: 'Condition', value: 'Like new' },
    { '@type': 'PropertyValue', propertyID: 'warrantyMonths', name: 'Warranty', value: 24, unitText: 'months' },
    { '@type': 'PropertyValue', propertyID: 'localPickup', name: 'Local pickup', value: true },
  ],
};

describe('listings: JSON-LD', () => {
  it('describes a product with its offer sold by the provider, its rating and its facets', () => {
    expect(
      listingJsonLd(listing({ price: { amount: 1_800, currency: 'EUR' } }), category('Product'), provider),
    ).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Smart plug',
      description: 'A plug you switch from your phone.',
      url: 'https://plugco.example/plug',
      image: ['https://plugco.example/plug.jpg'],
      offers: {
        '@type': 'Offer',
        price: '18.00',
        priceCurrency: 'EUR',
        seller: { '@type': 'Organization', name: 'Plugco GmbH' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      ...facetProperties,
    });
  });

  it('puts a local business where it is, offers the price facet in its unit, and names no provider', () => {
    expect(listingJsonLd(listing(), category('LocalBusiness'), provider)).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Smart plug',
      description: 'A plug you switch from your phone.',
      url: 'https://plugco.example/plug',
      image: ['https://plugco.example/plug.jpg'],
      geo,
      address,
      makesOffer: { '@type': 'Offer', price: '19.50', priceCurrency: 'EUR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      ...facetProperties,
    });
  });

  it("offers the price in major units with the currency's own decimals: EUR, JPY, KWD", () => {
    const priceOf = (amount: number, currency: CurrencyCode) =>
      listingJsonLd(listing({ price: { amount, currency } }), category('Product')).offers;
    expect(priceOf(50_000, 'EUR')).to.deep.equal({ '@type': 'Offer', price: '500.00', priceCurrency: 'EUR' });
    expect(priceOf(50_000, 'JPY')).to.deep.equal({ '@type': 'Offer', price: '50000', priceCurrency: 'JPY' });
    expect(priceOf(500_250, 'KWD')).to.deep.equal({ '@type': 'Offer', price: '500.250', priceCurrency: 'KWD' });
  });

  it('offers no price facet whose unit is not a currency', () => {
    const schema = category('Product');
    schema.facets = schema.facets.map((facet) =>
      facet.key === 'price' && facet.type === 'number' ? { ...facet, unit: 'credits' } : facet,
    );
    expect(listingJsonLd(listing(), schema)).to.not.have.property('offers');
  });

  it('gives a real-estate listing its place as contentLocation and its provider', () => {
    const jsonLd = listingJsonLd(listing(), category('RealEstateListing'), provider);
    expect(jsonLd.contentLocation).to.deep.equal({ '@type': 'Place', geo, address });
    expect(jsonLd.provider).to.deep.equal({ '@type': 'Organization', name: 'Plugco GmbH' });
    expect(jsonLd).to.not.have.any.keys('geo', 'address');
  });

  it('places a listing located by its address alone without geo coordinates', () => {
    const located = listing({ location: { city: 'Berlin', country: 'DE' } });
    expect(listingJsonLd(located, category('RealEstateListing')).contentLocation).to.deep.equal({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
    });
  });

  it('leaves out what the listing does not have: description, url, media, price, rating, location, facets', () => {
    const bare = listing({
      description: '',
      url: null,
      media: [],
      location: null,
      ratingAverage: null,
      ratingCount: 0,
      facets: {},
    });
    expect(listingJsonLd(bare, category('Organization'))).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Smart plug',
    });
  });

  it('keeps a facet whose property is already taken as an additionalProperty instead of overwriting it', () => {
    const schema = category('Thing');
    schema.facets = [
      {
        key: 'name',
        label: 'Trade name',
        description: '',
        filterable: true,
        required: false,
        type: 'text',
        maxLength: 50,
        jsonLdProperty: 'name',
      },
    ];
    const jsonLd = listingJsonLd(listing({ facets: { name: 'Plugco Plug' } }), schema);
    expect(jsonLd.name).to.equal('Smart plug');
    expect(jsonLd.additionalProperty).to.deep.equal([
      { '@type': 'PropertyValue', propertyID: 'name', name: 'Trade name', value: 'Plugco Plug' },
    ]);
  });
});
