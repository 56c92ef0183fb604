import { expect } from 'chai';
import { facetRegistry } from '../../../../../shared/facets/registry.ts';
import { parseDecimal } from '../extraction/facts.ts';
import { textFacts } from '../extraction/text-facts.ts';
import { resolveMany, resolveSingle } from './candidates.ts';
import { facetValuesOf } from './facet-values.ts';
import { PhraseIndex } from './vocabulary-matcher.ts';

const candidate = (value: unknown, confidence: number) => ({ value, field: 'f', source: 'text' as const, confidence });

describe('intake mapping', () => {
  it('reads decimals as people write them', () => {
    expect(
      ['1200.00', '1.200,50', '1,250.00', '3,5', '1.250', '€ 1.250.000', '19,99 €'].map(parseDecimal),
    ).to.deep.equal([1200, 1200.5, 1250, 3.5, 1250, 1250000, 19.99]);
  });

  it('takes a single value only when it leads every other value by the decisive margin', () => {
    expect(resolveSingle([candidate('rent', 0.9), candidate('sale', 0.5)])).to.include({
      value: 'rent',
      ambiguous: false,
    });
    expect(resolveSingle([candidate('rent', 0.6), candidate('sale', 0.5)])).to.include({
      value: undefined,
      ambiguous: true,
    });
    expect(resolveSingle([candidate('rent', 0.5), candidate('rent', 0.9)]).candidates).to.deep.equal([
      candidate('rent', 0.9),
    ]);
    expect(resolveMany([candidate('a', 0.5), candidate('b', 0.9), candidate('a', 0.6)], 50).value).to.deep.equal([
      'b',
      'a',
    ]);
  });

  it('finds vocabulary words as whole words, whatever their case, accents and hyphens, and not in longer words', () => {
    const index = new PhraseIndex([
      { value: 'ebike', spellings: ['e-bike', 'pedelec'] },
      { value: 'tv', spellings: ['tv', 'fernseher'] },
    ]);
    expect(index.matches('Neues E-Bike (Pedelec) und ein FERNSEHER')).to.deep.equal(['ebike', 'tv']);
    expect(index.matches('tv und Fernseherhalterung')).to.deep.equal([]);
  });

  it('maps a stated value onto a facet by its value, label, synonym or numeric range', () => {
    const facet = (category: string, key: string) =>
      facetRegistry()
        .facetsOf(category)
        .find((candidate) => candidate.key === key)!;
    expect(facetValuesOf(facet('real-estate', 'features'), 'real-estate', 'EBK')).to.deep.equal(['fitted-kitchen']);
    expect(facetValuesOf(facet('businesses', 'companySize'), 'businesses', 12)).to.deep.equal(['11-50']);
    expect(facetValuesOf(facet('real-estate', 'offerType'), 'real-estate', 'For rent')).to.deep.equal(['rent']);
    expect(facetValuesOf(facet('real-estate', 'rooms'), 'real-estate', '2,5')).to.deep.equal([2.5]);
    expect(facetValuesOf(facet('real-estate', 'rooms'), 'real-estate', 'viele')).to.deep.equal([]);
  });

  it('reads prices with their currency into minor units, and phone numbers in E.164', () => {
    const facts = textFacts('Angebot\nab 1.250,00 € oder CHF 99 / $19.99. Tel. 030 1234567', {
      source: 'text',
      field: 'text',
      titled: true,
      phoneCountry: 'DE',
    });
    expect(facts.prices.map((price) => price.value)).to.deep.equal([
      { amount: 9900, currency: 'CHF' },
      { amount: 1999, currency: 'USD' },
      { amount: 125000, currency: 'EUR' },
    ]);
    expect(facts.phones.map((phone) => phone.value)).to.deep.equal(['+49301234567']);
  });
});
