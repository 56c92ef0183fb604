import { expect } from 'chai';
import { checkReading, readingAccuracy, type ConciergeReading } from './concierge-reading.ts';
import type { ExpectedReading } from './types.ts';

const flatInBerlin: ExpectedReading = {
  category: 'real-estate',
  city: 'Berlin',
  priceCeiling: 1500,
  facets: { propertyType: ['apartment'] },
};

function reading(fields: Partial<ConciergeReading>): ConciergeReading {
  return { category: null, filters: {}, q: null, city: null, priceCeiling: null, total: 0, ...fields };
}

describe('concierge reading checks', () => {
  it('checks category, city, price and value filters apart; a price range filter counts as the price', () => {
    expect([
      checkReading(
        flatInBerlin,
        reading({
          category: 'real-estate',
          city: 'berlin',
          priceCeiling: 1500,
          filters: { propertyType: ['apartment'], price: { lte: 1500 } },
        }),
      ),
      checkReading(
        flatInBerlin,
        reading({ category: 'mcp-servers', filters: { tools: ['web-search'] }, city: 'Berlin', priceCeiling: 1500 }),
      ),
      checkReading(
        {
          category: 'products',
          city: null,
          priceCeiling: null,
          facets: { productType: ['bicycles'], condition: ['used'] },
        },
        reading({ category: 'products', filters: { condition: ['used'], productType: ['bicycles'] }, city: 'Paris' }),
      ),
    ]).to.deep.equal([
      { category: true, city: true, price: true, facets: true },
      { category: false, city: true, price: true, facets: false },
      { category: true, city: false, price: true, facets: true },
    ]);
  });

  it('counts a reading with fewer or more facet values than expected as wrong', () => {
    const expected: ExpectedReading = { ...flatInBerlin, facets: { features: ['balcony', 'elevator'] } };
    expect([
      checkReading(expected, reading({ filters: { features: ['balcony'] } })).facets,
      checkReading(expected, reading({ filters: { features: ['balcony', 'elevator', 'garden'] } })).facets,
      checkReading(expected, reading({ filters: { features: ['elevator', 'balcony'] } })).facets,
    ]).to.deep.equal([false, false, true]);
  });

  it('reports the share of questions read right per part and in all parts', () => {
    expect(
      readingAccuracy([
        { category: true, city: true, price: true, facets: true },
        { category: true, city: false, price: true, facets: false },
      ]),
    ).to.deep.equal({ category: 1, city: 0.5, price: 1, facets: 0.5, all: 0.5 });
    expect(readingAccuracy([])).to.equal(null);
  });
});
