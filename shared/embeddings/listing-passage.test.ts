import { expect } from 'chai';
import { testRegistry } from '../../services/catalog/test-schemas.ts';
import { listingPassage, passageHash, type PassageSource } from './listing-passage.ts';

const gardener: PassageSource = {
  category: 'gardens',
  title: '  Green Thumb Gardening ',
  description: 'Weekly lawn care\n\nand hedge trimming   in the north.',
  facets: { services: ['lawn-care', 'tree-care'], size: 'small', hourlyRate: 45, organic: true, area: 'Schwabing' },
  location: { city: 'München' },
};

describe('listingPassage', () => {
  it('joins title, category title, value labels, text facets, city and the description, numbers and flags left out', () => {
    expect(listingPassage(gardener, testRegistry())).to.equal(
      'Green Thumb Gardening. Gardens. Lawn care, Tree care, Small, Schwabing. München. Weekly lawn care and hedge trimming in the north.',
    );
  });

  it('leaves out what the listing lacks and keeps an unknown value as it is', () => {
    const sparse = { ...gardener, description: '', facets: { services: ['hedges'] }, location: null };
    expect(listingPassage(sparse, testRegistry())).to.equal('Green Thumb Gardening. Gardens. hedges');
  });

  it('reads at most 600 characters of the description', () => {
    const long = { ...gardener, description: 'x'.repeat(5_000) };
    expect(listingPassage(long, testRegistry()).endsWith(`. ${'x'.repeat(600)}`)).to.equal(true);
  });

  it('hashes passages so that only a changed passage is embedded again', () => {
    const passage = listingPassage(gardener, testRegistry());
    expect(passageHash(passage)).to.equal(passageHash(listingPassage({ ...gardener }, testRegistry())));
    expect(passageHash(passage)).to.not.equal(
      passageHash(listingPassage({ ...gardener, title: 'Other' }, testRegistry())),
    );
  });
});
