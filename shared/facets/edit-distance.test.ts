import { expect } from 'chai';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect([
      editDistance('', ''),
      editDistance('', 'abc'),
      editDistance('abc', ''),
      editDistance('kitten', 'sitting'),
      editDistance('webdesgn', 'webdesign'),
      editDistance('flaw', 'lawn'),
    ]).to.deep.equal([0, 3, 3, 3, 1, 2]);
  });
});
