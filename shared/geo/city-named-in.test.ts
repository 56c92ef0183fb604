import { expect } from 'chai';
import { cityNamedIn, containsPhrase } from './city-named-in.ts';

describe('geo: a city named in free text', () => {
  it('finds a known city by its English, local or German name, in any case, as a whole word', () => {
    expect(
      [
        'Ich suche eine Wohnung in München',
        'flat to rent HAMBURG',
        'Haus kaufen Köln',
        'plumber frankfurt am main',
      ].map((text) => cityNamedIn(text)?.name),
    ).to.deep.equal(['Munich', 'Hamburg', 'Cologne', 'Frankfurt']);
  });

  it('finds none in text naming no city or holding a name inside another word', () => {
    expect([cityNamedIn('used bike under 300'), cityNamedIn('berliner weisse')]).to.deep.equal([null, null]);
  });

  it('matches whole words with plural endings, spaces matching hyphens, never inside another word', () => {
    expect(containsPhrase('two translators please', 'translator')).to.equal(true);
    expect(containsPhrase('need drain-cleaning now', 'drain cleaning')).to.equal(true);
    expect(containsPhrase('transatlantic', 'atlantic')).to.equal(false);
  });
});
