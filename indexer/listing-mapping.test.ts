import { expect } from 'chai';
import { listingMapping } from './listing-mapping.ts';

describe('listingMapping', () => {
  it('is strict at the root, types every listing field and leaves only facets dynamic', () => {
    expect(listingMapping()).to.deep.equal({
      dynamic: 'strict',
      properties: {
        providerId: { type: 'keyword' },
        category: { type: 'keyword' },
        title: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
        description: { type: 'text' },
        tags: { type: 'keyword' },
        facets: { type: 'object', dynamic: true },
        location: { type: 'geo_point' },
        status: { type: 'keyword' },
        ratingAverage: { type: 'float' },
        ratingCount: { type: 'integer' },
        boostedUntil: { type: 'date' },
        createdAt: { type: 'date' },
        updatedAt: { type: 'date' },
      },
    });
  });
});
