import { expect } from 'chai';
import { testRegistry } from '../../catalog/test-schemas.ts';
import { closestMeaning, vocabularyPassages } from './meaning-reading.ts';

const passages = vocabularyPassages(testRegistry());
const passage = (value: string) => {
  const found = passages.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`no passage for ${value}`);
  return found;
};

describe('concierge: reading a question by meaning', () => {
  it('makes a passage of each filterable tag and enum value, in words, after its category', () => {
    expect(passage('lawn-care')).to.deep.equal({
      category: 'gardens',
      key: 'services',
      value: 'lawn-care',
      text: 'Gardens: Lawn care, rasenpflege, mowing',
    });
    expect(passage('small').text).to.equal('Gardens: Small');
  });

  it('reads the category of the closest value, and the values nearly as close as it', () => {
    const found = closestMeaning(
      [
        { passage: passage('lawn-care'), similarity: 0.85 },
        { passage: passage('small'), similarity: 0.845 },
        { passage: passage('tree-care'), similarity: 0.83 },
      ],
      testRegistry(),
    );
    expect(found.category?.category).to.equal('gardens');
    expect(found.values).to.deep.equal({ services: ['lawn-care'], size: ['small'] });
  });

  it('reads no category from a question close to no value, and no values then', () => {
    expect(closestMeaning([{ passage: passage('lawn-care'), similarity: 0.75 }], testRegistry())).to.deep.equal({
      category: null,
      values: {},
    });
  });
});
