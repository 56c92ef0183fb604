import { expect } from 'chai';
import { testRegistry } from '../../catalog/test-schemas.ts';
import { closestMeaning, vocabularyPassages } from './meaning-reading.ts';

const passages = vocabularyPassages(testRegistry());
const passage = (category: string, value?: string) => {
  const found = passages.find((candidate) => candidate.category === category && candidate.value?.value === value);
  if (!found) throw new Error(`no passage for ${category} ${value ?? ''}`);
  return found;
};

describe('concierge: reading a question by meaning', () => {
  it('makes a passage of each category and of each filterable tag and enum value, in words', () => {
    expect(passage('gardens').text).to.equal(
      'Gardens. ' + testRegistry().category('gardens')!.description + ' Lawn care, Tree care, Small, Large',
    );
    expect(passage('gardens', 'lawn-care').text).to.equal('Gardens: Lawn care, rasenpflege, mowing');
    expect(passage('gardens', 'small').text).to.equal('Gardens: Small');
  });

  it('reads the closest category when it is close enough, and the values of it that stand out', () => {
    const found = closestMeaning(
      [
        { passage: passage('gardens'), similarity: 0.84 },
        { passage: passage('tools'), similarity: 0.83 },
        { passage: passage('gardens', 'lawn-care'), similarity: 0.9 },
        { passage: passage('gardens', 'tree-care'), similarity: 0.8 },
      ],
      testRegistry(),
    );
    expect(found.category?.category).to.equal('gardens');
    expect(found.values).to.deep.equal({ services: ['lawn-care'] });
  });

  it('reads no category from a question close to none, and no values then', () => {
    const found = closestMeaning(
      [
        { passage: passage('gardens'), similarity: 0.75 },
        { passage: passage('gardens', 'lawn-care'), similarity: 0.95 },
      ],
      testRegistry(),
    );
    expect(found).to.deep.equal({ category: null, values: {} });
  });
});
