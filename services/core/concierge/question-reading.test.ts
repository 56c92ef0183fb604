import { expect } from 'chai';
import { facetRegistry } from '../../../shared/facets/registry.ts';
import { readQuestion } from './question-reading.ts';

const read = (question: string) => {
  const { city, ...reading } = readQuestion(question, facetRegistry());
  return { ...reading, city: city?.name ?? null };
};

describe('concierge: reading a question into a catalog search', () => {
  it('reads a category word through its English synonym, a city and a price ceiling the category has no facet for', () => {
    expect(read('Find me a translator in Munich under 60 €/h')).to.deep.equal({
      category: 'businesses',
      filters: { services: ['translation'] },
      q: null,
      city: 'Munich',
      geo: { lat: 48.1372, lon: 11.5756, radiusKm: 25 },
      priceCeiling: 60,
      priceFacet: null,
    });
  });

  it('reads German synonyms and city names, and puts the ceiling on the category price facet', () => {
    expect(read('Klempner in München unter 80 Euro')).to.deep.equal({
      category: 'local-services',
      filters: { services: ['plumbing'], priceFrom: { lte: 80 } },
      q: null,
      city: 'Munich',
      geo: { lat: 48.1372, lon: 11.5756, radiusKm: 25 },
      priceCeiling: 80,
      priceFacet: 'priceFrom',
    });
  });

  it('keeps the content words as free text when no category word is found', () => {
    expect(read('How do I register a lead?')).to.deep.equal({
      category: null,
      filters: {},
      q: 'register lead',
      city: null,
      geo: null,
      priceCeiling: null,
      priceFacet: null,
    });
  });

  it('reads a ceiling only with a currency beside the amount', () => {
    expect(read('a plumber with under 5 years of experience').priceCeiling).to.equal(null);
    expect(read('plumber below EUR 45,50').priceCeiling).to.equal(45.5);
    expect(read('Schlüsseldienst bis 120€').filters).to.deep.equal({
      services: ['locksmith'],
      priceFrom: { lte: 120 },
    });
  });

  it('reads the same question the same way every time', () => {
    const question = 'Übersetzer oder Dolmetschen in Wien';
    expect(read(question)).to.deep.equal(read(question));
    expect(read(question)).to.include({ category: 'businesses', city: 'Vienna' });
  });
});
