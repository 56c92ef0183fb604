import { expect } from 'chai';
import type { CategorySchema } from '../../../shared/facets/types.ts';
import { listingJsonLd } from './json-ld.ts';
import type { ListingDocument } from './types.ts';
import { visibilityReport } from './visibility-report.ts';

/** A located category with a required facet, an optional one, a price facet and a facet nobody filters on. */
const realEstate: CategorySchema = {
  category: 'real-estate',
  title: 'Real estate',
  description: 'Test category',
  jsonLdType: 'RealEstateListing',
  facets: [
    {
      key: 'offerType',
      label: 'Offer type',
      description: '',
      filterable: true,
      required: true,
      type: 'enum',
      multiple: false,
      values: [{ value: 'rent', label: 'Rent' }],
    },
    {
      key: 'rooms',
      label: 'Rooms',
      description: '',
      filterable: true,
      required: false,
      type: 'number',
      integer: false,
      jsonLdProperty: 'numberOfRooms',
    },
    {
      key: 'price',
      label: 'Price',
      description: '',
      filterable: true,
      required: false,
      type: 'number',
      integer: false,
      unit: 'EUR',
      jsonLdProperty: 'price',
    },
    { key: 'notes', label: 'Notes', description: '', filterable: false, required: false, type: 'text', maxLength: 200 },
  ],
};

function listing(overrides: Partial<ListingDocument> = {}): ListingDocument {
  return {
    _id: 'lst_1',
    providerId: 'acc_1',
    category: 'real-estate',
    title: 'Flat in Kreuzberg',
    description: 'x'.repeat(200),
    tags: [],
    facets: { offerType: 'rent', rooms: 3, price: 1200 },
    location: { lat: 52.5, lon: 13.4 },
    url: 'https://flats.example/1',
    price: null,
    media: ['https://flats.example/1.jpg'],
    status: 'published',
    version: 1,
    ratingAverage: 5,
    ratingCount: 1,
    boostedUntil: null,
    createdAt: new Date('2030-01-01T00:00:00.000Z'),
    updatedAt: new Date('2030-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

describe('listings: visibility report', () => {
  it('scores a complete listing 100 with no findings and carries its JSON-LD', () => {
    const complete = listing();
    expect(visibilityReport(complete, realEstate)).to.deep.equal({
      score: 100,
      findings: [],
      jsonLd: listingJsonLd(complete, realEstate),
    });
  });

  it('names every gap of a sparse listing, most severe first, and scores the weighted share passed', () => {
    const sparse = listing({
      description: 'Nice flat.',
      facets: { offerType: 'rent' },
      location: null,
      url: null,
      media: [],
      ratingAverage: null,
      ratingCount: 0,
    });
    const report = visibilityReport(sparse, realEstate);
    expect(report.findings).to.deep.equal([
      {
        code: 'thin_description',
        severity: 'high',
        message: 'The description has 10 characters; write at least 200 on what is offered, to whom and where.',
        field: 'description',
      },
      {
        code: 'no_location',
        severity: 'high',
        message:
          'Listings in real-estate are searched by place; without a location, geo-radius searches never find this one.',
        field: 'location',
      },
      {
        code: 'missing_facet',
        severity: 'medium',
        message: 'The facet rooms (Rooms) has no value, so searches filtering on it never find this listing.',
        field: 'facets.rooms',
      },
      {
        code: 'missing_facet',
        severity: 'medium',
        message: 'The facet price (Price) has no value, so searches filtering on it never find this listing.',
        field: 'facets.price',
      },
      {
        code: 'no_price',
        severity: 'medium',
        message: 'No price is given, so the JSON-LD carries no offer and assistants cannot quote one; set price.',
        field: 'price',
      },
      {
        code: 'no_url',
        severity: 'medium',
        message: 'No url: assistants have no page to cite or send people to.',
        field: 'url',
      },
      {
        code: 'no_media',
        severity: 'medium',
        message: 'No photos or other media: the JSON-LD carries no image.',
        field: 'media',
      },
      {
        code: 'no_reviews',
        severity: 'low',
        message:
          'No reviews yet: assistants weigh ratings when they recommend. Ask the buyers of completed deals to review it.',
      },
    ]);
    // Passed: offerType (high, 3) of 3 + 3 + 3 + 2 * 5 + 1 = 20 weight in all.
    expect(report.score).to.equal(15);
  });

  it('counts the listing price as a price when the price facet is empty', () => {
    const report = visibilityReport(
      listing({ facets: { offerType: 'rent', rooms: 2 }, price: { amount: 900, currency: 'EUR' } }),
      realEstate,
    );
    expect(report.findings.map((finding) => finding.field)).to.deep.equal(['facets.price']);
    expect(report.score).to.equal(90);
  });

  it('asks for a location only in categories searched by place', () => {
    const elsewhere: CategorySchema = { ...realEstate, category: 'products', jsonLdType: 'Product' };
    const report = visibilityReport(listing({ category: 'products', location: null }), elsewhere);
    expect(report.findings).to.deep.equal([]);
  });
});
