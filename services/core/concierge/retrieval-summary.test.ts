import { expect } from 'chai';
import { answerLanguage } from './answer-language.ts';
import { retrievalSummary } from './retrieval-summary.ts';
import type { ConciergeCitation, ConciergeSearchView } from './types.ts';

const search: ConciergeSearchView = {
  category: 'businesses',
  filters: { services: ['translation'] },
  q: null,
  city: 'Munich',
  geo: { lat: 48.1372, lon: 11.5756, radiusKm: 25 },
  priceCeiling: 60,
  total: 3,
};

const citations: ConciergeCitation[] = [
  {
    kind: 'listing',
    marker: 'L1',
    id: 'lst_1',
    title: 'Isar Übersetzungsbüro',
    url: 'http://x/v1/listings/lst_1',
    price: { amount: 4500, currency: 'EUR' },
    distanceKm: 1.2,
  },
  {
    kind: 'documentation',
    marker: 'D1',
    id: 'searchCatalog',
    title: 'Search listings (POST /v1/catalog/search)',
    url: 'http://x/v1/openapi.json#/paths/~1v1~1catalog~1search/post',
    excerpt: 'Search listings.',
  },
];

describe('concierge: retrieval summary', () => {
  it('says how the question was read, lists the listings and the documentation with their markers', () => {
    expect(retrievalSummary(search, citations, 'en')).to.equal(
      [
        'I searched the catalog for: businesses, services: translation, within 25 km of Munich, at most 60 €.',
        '3 listings matched; this one fits:',
        '[L1] Isar Übersetzungsbüro (45.00 EUR, 1.2 km away): http://x/v1/listings/lst_1',
        '',
        'From the documentation:',
        '[D1] Search listings (POST /v1/catalog/search): Search listings. http://x/v1/openapi.json#/paths/~1v1~1catalog~1search/post',
      ].join('\n'),
    );
  });

  it('answers in German, and says so when nothing matched', () => {
    expect(retrievalSummary({ ...search, total: 0 }, citations.slice(1), 'de')).to.equal(
      [
        'Ich habe den Katalog durchsucht nach: businesses, services: translation, im Umkreis von 25 km um Munich, höchstens 60 €.',
        'Kein veröffentlichtes Angebot passt; fragen Sie mit weniger Angaben, einer anderen Stadt oder einem höheren Preis.',
        '',
        'Aus der Dokumentation:',
        '[D1] Search listings (POST /v1/catalog/search): Search listings. http://x/v1/openapi.json#/paths/~1v1~1catalog~1search/post',
      ].join('\n'),
    );
  });

  it('reads the language of the question from its function words', () => {
    expect(answerLanguage('Find me a translator in Munich under 60 €/h')).to.equal('en');
    expect(answerLanguage('Wie registriere ich einen Lead?')).to.equal('de');
    expect(answerLanguage('Übersetzer in München')).to.equal('de');
    expect(answerLanguage('translator')).to.equal('en');
  });
});
