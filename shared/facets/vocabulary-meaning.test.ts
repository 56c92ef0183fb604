import { expect } from 'chai';
import { facetRegistry } from './registry.ts';
import { closestMeaning, kindsNearest, vocabularyPassages } from './vocabulary-meaning.ts';

const passages = vocabularyPassages(facetRegistry());
const passage = (category: string, value: string) => {
  const found = passages.find((candidate) => candidate.category === category && candidate.value === value);
  if (!found) throw new Error(`no passage for ${category} ${value}`);
  return found;
};

describe('facets: what a text means in the vocabularies', () => {
  it('makes a passage of each value of the facet that says what a listing is, in words, after its category', () => {
    expect(passage('local-services', 'plumbing')).to.deep.include({ key: 'services' });
    expect(passage('local-services', 'plumbing').text).to.match(/^Local services: Plumbing, /);
    expect(passage('real-estate', 'apartment')).to.deep.include({ category: 'real-estate', key: 'propertyType' });
    expect(passage('real-estate', 'apartment').text, 'an enum value with its synonyms').to.match(
      /^Real estate: Apartment, flat, Wohnung, /,
    );
    const keys = new Set(passages.map((entry) => `${entry.category} ${entry.key}`));
    expect([...keys].sort()).to.deep.equal([
      'ai-agents capabilities',
      'businesses services',
      'local-services services',
      'mcp-servers tools',
      'other kind',
      'products productType',
      'real-estate propertyType',
    ]);
  });

  it('reads the category of the closest value, and the values nearly as close as it', () => {
    const found = closestMeaning(
      [
        { passage: passage('real-estate', 'apartment'), similarity: 0.85 },
        { passage: passage('real-estate', 'room'), similarity: 0.845 },
        { passage: passage('real-estate', 'house'), similarity: 0.83 },
        { passage: passage('local-services', 'plumbing'), similarity: 0.849 },
      ],
      facetRegistry(),
    );
    expect(found.category?.category).to.equal('real-estate');
    expect(found.values).to.deep.equal({ propertyType: ['apartment', 'room'] });
  });

  it('lets the words decide between categories whose closest values are nearly as close', () => {
    const scored = [
      { passage: passage('real-estate', 'office'), similarity: 0.85 },
      { passage: passage('businesses', 'it-consulting'), similarity: 0.845 },
    ];
    expect(closestMeaning(scored, facetRegistry(), 'businesses').category?.category).to.equal('businesses');
    expect(closestMeaning(scored, facetRegistry(), null).category?.category).to.equal('real-estate');
    expect(closestMeaning(scored.slice(0, 1), facetRegistry(), 'businesses').category?.category).to.equal(
      'real-estate',
    );
  });

  it('reads no category from a question close to no value, and no values then', () => {
    const found = closestMeaning(
      [{ passage: passage('local-services', 'plumbing'), similarity: 0.75 }],
      facetRegistry(),
    );
    expect(found).to.deep.equal({ category: null, values: {} });
  });

  it('reads for search every kind nearly as close as the closest, in whichever category', () => {
    const kinds = kindsNearest([
      { passage: passage('local-services', 'appliance-repair'), similarity: 0.838 },
      { passage: passage('products', 'home-appliances'), similarity: 0.83 },
      { passage: passage('local-services', 'plumbing'), similarity: 0.829 },
      { passage: passage('products', 'tools-diy'), similarity: 0.81 },
    ]);
    expect(kinds).to.deep.equal([
      { category: 'local-services', values: { services: ['appliance-repair', 'plumbing'] } },
      { category: 'products', values: { productType: ['home-appliances'] } },
    ]);
    expect(kindsNearest([{ passage: passage('products', 'home-appliances'), similarity: 0.79 }])).to.deep.equal([]);
    expect(kindsNearest([])).to.deep.equal([]);
  });
});
