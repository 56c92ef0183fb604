import { expect } from 'chai';
import type { ListingDocument } from '../services/core/for-roles.ts';
import { toIndexDocument } from './index-document.ts';

function listing(overrides: Partial<ListingDocument> = {}): ListingDocument {
  return {
    _id: 'lst_01',
    providerId: 'acc_01',
    category: 'plumbing',
    title: 'Leak repair',
    description: 'Same-day leak repair',
    tags: ['emergency', 'weekend'],
    facets: { licensed: true, radiusKm: 25, languages: ['de', 'en'] },
    location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
    url: 'https://example.com/leak-repair',
    price: { amount: 8900, currency: 'EUR' },
    media: ['https://example.com/van.jpg'],
    status: 'published',
    version: 7,
    ratingAverage: 4.5,
    ratingCount: 12,
    boostedUntil: new Date('2030-01-01T00:00:00.000Z'),
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    updatedAt: new Date('2025-03-02T11:30:00.000Z'),
    ...overrides,
  };
}

describe('toIndexDocument', () => {
  it('keys the document by listing id, repeats the id as listingId and leaves version and media out of the body', () => {
    expect(toIndexDocument(listing())).to.deep.equal({
      id: 'lst_01',
      body: {
        listingId: 'lst_01',
        providerId: 'acc_01',
        category: 'plumbing',
        title: 'Leak repair',
        description: 'Same-day leak repair',
        tags: ['emergency', 'weekend'],
        facets: { licensed: true, radiusKm: 25, languages: ['de', 'en'] },
        location: { lat: 52.52, lon: 13.405 },
        price: { amount: 8900, currency: 'EUR' },
        url: 'https://example.com/leak-repair',
        status: 'published',
        ratingAverage: 4.5,
        ratingCount: 12,
        boostedUntil: '2030-01-01T00:00:00.000Z',
        demoted: false,
        verifiedDomain: false,
        createdAt: '2025-03-01T10:00:00.000Z',
        updatedAt: '2025-03-02T11:30:00.000Z',
      },
    });
  });

  it('keeps a missing location, price, url, rating and boost as null', () => {
    const { body } = toIndexDocument(
      listing({ location: null, price: null, url: null, ratingAverage: null, ratingCount: 0, boostedUntil: null }),
    );
    expect([
      body.location,
      body.price,
      body.url,
      body.ratingAverage,
      body.ratingCount,
      body.boostedUntil,
    ]).to.deep.equal([null, null, null, null, 0, null]);
  });

  it('gives a listing located by its address alone no geo point, so that Elasticsearch accepts it', () => {
    expect(toIndexDocument(listing({ location: { city: 'Berlin', country: 'DE' } })).body.location).to.equal(null);
  });

  it('sends no field that the listings domain adds later until it is mapped', () => {
    const extended = { ...listing(), moderationNote: 'internal' };
    expect(toIndexDocument(extended).body).to.not.have.property('moderationNote');
  });
});
