import { expect } from 'chai';
import { facetRegistry } from '../facets/registry.ts';
import { listingPassage, passageHash, type PassageSource } from './listing-passage.ts';

const plumber: PassageSource = {
  category: 'local-services',
  title: '  Rapid Pipe Repairs ',
  description: 'Burst pipes\n\nand leaks,   day and night.',
  facets: { services: ['plumbing', 'heating'], serviceArea: 'Schwabing', emergencyService: true, priceFrom: 45 },
  location: { city: 'München' },
};

describe('listingPassage', () => {
  it('joins title, category title, value labels, text facets, city and the description, numbers and flags left out', () => {
    expect(listingPassage(plumber, facetRegistry())).to.equal(
      'Rapid Pipe Repairs. Local services. Plumbing, Heating and air conditioning, Schwabing. München. Burst pipes and leaks, day and night.',
    );
  });

  it('leaves out what the listing lacks and keeps an unknown value as it is', () => {
    const sparse = { ...plumber, description: '', facets: { services: ['pipe-art'] }, location: null };
    expect(listingPassage(sparse, facetRegistry())).to.equal('Rapid Pipe Repairs. Local services. pipe-art');
  });

  it('reads at most 600 characters of the description', () => {
    const long = { ...plumber, description: 'x'.repeat(5_000) };
    expect(listingPassage(long, facetRegistry()).endsWith(`. ${'x'.repeat(600)}`)).to.equal(true);
  });

  it('hashes passages so that only a changed passage is embedded again', () => {
    const passage = listingPassage(plumber, facetRegistry());
    expect(passageHash(passage)).to.equal(passageHash(listingPassage({ ...plumber }, facetRegistry())));
    expect(passageHash(passage)).to.not.equal(
      passageHash(listingPassage({ ...plumber, title: 'Other' }, facetRegistry())),
    );
  });
});
