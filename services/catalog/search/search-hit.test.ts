import { expect } from 'chai';
import type { ListingIndexBody } from '../../../shared/listings-index/document.ts';
import { searchHit, summaryOf } from './search-hit.ts';

const source: ListingIndexBody = {
  listingId: 'lst_01',
  providerId: 'acc_01',
  category: 'gardens',
  title: 'Green Thumb',
  description: 'Lawns and hedges.',
  tags: ['lawn-care'],
  facets: { services: ['lawn-care'] },
  location: { lat: 52.52, lon: 13.405 },
  price: { amount: 4500, currency: 'EUR' },
  url: 'https://green.example',
  status: 'published',
  ratingAverage: 4.5,
  ratingCount: 2,
  boostedUntil: '2025-07-01T00:00:00.000Z',
  demoted: false,
  verifiedDomain: true,
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-02T00:00:00.000Z',
};

describe('catalog search: searchHit', () => {
  it('shows the indexed listing with its rating, boost and score', () => {
    expect(searchHit(source, { boosted: true, score: 3.5, geo: null })).to.deep.equal({
      id: 'lst_01',
      category: 'gardens',
      title: 'Green Thumb',
      summary: 'Lawns and hedges.',
      description: 'Lawns and hedges.',
      facets: { services: ['lawn-care'] },
      location: { lat: 52.52, lon: 13.405 },
      price: { amount: 4500, currency: 'EUR' },
      url: 'https://green.example',
      providerId: 'acc_01',
      verifiedDomain: true,
      rating: { average: 4.5, count: 2 },
      boosted: true,
      boostedUntil: '2025-07-01T00:00:00.000Z',
      createdAt: '2025-06-01T00:00:00.000Z',
      updatedAt: '2025-06-02T00:00:00.000Z',
      score: 3.5,
    });
  });

  it('adds the distance from the geo point in kilometres, to the metre', () => {
    const hit = searchHit(source, { boosted: false, score: null, geo: { lat: 52.53, lon: 13.405, radiusKm: 5 } });
    expect(hit.distanceKm).to.equal(1.112);
  });

  it('has no distance for a listing without a location', () => {
    expect(
      searchHit({ ...source, location: null }, { boosted: false, score: null, geo: { lat: 0, lon: 0, radiusKm: 1 } }),
    ).to.not.have.property('distanceKm');
  });

  it('summarises a long description after a whole word', () => {
    const long = `${'word '.repeat(50)}end`;
    const summary = summaryOf(long);
    expect(summary).to.match(/^(word ){39}word…$/);
    expect(summaryOf('  ')).to.equal(null);
    expect(summaryOf('Short\n and  sweet')).to.equal('Short and sweet');
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const emoji = '\u{1F600}';
    expect(summaryOf(emoji.repeat(200))).to.equal(emoji.repeat(200));
    expect(summaryOf(`${emoji.repeat(150)} ${emoji.repeat(100)}`)).to.equal(`${emoji.repeat(150)}…`);
    expect(summaryOf(emoji.repeat(201))).to.equal(`${emoji.repeat(200)}…`);
  });
});
