import { expect } from 'chai';
import { judge, judgedListing, type JudgedListing } from './judge.ts';
import type { JudgmentRule } from './types.ts';

function listing(id: string, fields: Partial<JudgedListing> = {}): JudgedListing {
  return { id, category: 'real-estate', title: `Listing ${id}`, city: null, priceEur: null, facets: {}, ...fields };
}

describe('relevance judge', () => {
  const flat = (id: string, city: string, priceEur: number) =>
    listing(id, { city, priceEur, facets: { propertyType: 'apartment', offerType: 'rent', features: ['balcony'] } });

  it('grades each listing by the highest rule it matches and ranks the ideal best first', () => {
    const rules: JudgmentRule[] = [
      {
        grade: 2,
        category: 'real-estate',
        facets: { propertyType: ['apartment'] },
        city: ['Berlin'],
        price: { max: 1500 },
      },
      { grade: 1, category: 'real-estate', facets: { propertyType: ['apartment'] } },
    ];
    const listings = [
      flat('cheap-berlin', 'Berlin', 1200),
      flat('dear-berlin', 'Berlin', 2400),
      flat('cheap-munich', 'Munich', 900),
      listing('berlin-room', { city: 'Berlin', priceEur: 500, facets: { propertyType: 'room' } }),
      listing('berlin-plumber', { category: 'local-services', city: 'Berlin', facets: { services: ['plumbing'] } }),
    ];
    expect(judge(listings, rules)).to.deep.equal({
      grades: new Map([
        ['cheap-berlin', 2],
        ['dear-berlin', 1],
        ['cheap-munich', 1],
      ]),
      ideal: [2, 1, 1],
    });
  });

  it('reads facet conditions as any-of, all-of, number range and boolean; a missing facet never matches', () => {
    const listings = [
      listing('balcony-lift', { facets: { features: ['balcony', 'elevator'], rooms: 2, furnished: true } }),
      listing('balcony', { facets: { features: ['balcony'], rooms: 3, furnished: false } }),
      listing('bare', { facets: { rooms: 1 } }),
    ];
    const grades = (rule: Omit<JudgmentRule, 'grade'>) => [...judge(listings, [{ grade: 1, ...rule }]).grades.keys()];
    expect({
      anyOf: grades({ facets: { features: ['elevator', 'garden'] } }),
      allOf: grades({ facets: { features: { all: ['balcony', 'elevator'] } } }),
      range: grades({ facets: { rooms: { min: 2, max: 2.5 } } }),
      openRange: grades({ facets: { rooms: { min: 2 } } }),
      boolean: grades({ facets: { furnished: false } }),
    }).to.deep.equal({
      anyOf: ['balcony-lift'],
      allOf: ['balcony-lift'],
      range: ['balcony-lift'],
      openRange: ['balcony-lift', 'balcony'],
      boolean: ['balcony'],
    });
  });

  it('matches titles ignoring case, cities exactly, and never prices a listing without a euro price', () => {
    const listings = [
      listing('road', { category: 'products', title: 'Canyon road bike – used', city: 'Vienna', priceEur: 900 }),
      listing('city', { category: 'products', title: 'Gazelle city bike – new', city: 'Wien', priceEur: null }),
    ];
    expect(
      judge(listings, [
        { grade: 2, title: ['ROAD BIKE'], city: ['Vienna'] },
        { grade: 1, title: ['bike'], price: { max: 1000 } },
      ]),
    ).to.deep.equal({ grades: new Map([['road', 2]]), ideal: [2] });
  });

  it('answers an empty ideal ranking when no listing matches (a no-answer query)', () => {
    expect(judge([listing('a'), listing('b')], [{ grade: 2, category: 'products' }])).to.deep.equal({
      grades: new Map(),
      ideal: [],
    });
  });

  it('takes city, euro price and facets from the listing the API answers', () => {
    expect([
      judgedListing({
        id: 'l1',
        category: 'real-estate',
        title: 'Flat',
        facets: { rooms: 2 },
        location: { city: 'Berlin' },
        price: { amount: 123_450, currency: 'EUR' },
      }),
      judgedListing({ id: 'l2', category: 'ai-agents', title: 'Agent', location: null, price: null }),
      judgedListing({ id: 'l3', category: 'products', title: 'Chair', price: { amount: 5000, currency: 'CHF' } }),
    ]).to.deep.equal([
      { id: 'l1', category: 'real-estate', title: 'Flat', city: 'Berlin', priceEur: 1234.5, facets: { rooms: 2 } },
      { id: 'l2', category: 'ai-agents', title: 'Agent', city: null, priceEur: null, facets: {} },
      { id: 'l3', category: 'products', title: 'Chair', city: null, priceEur: null, facets: {} },
    ]);
  });
});
