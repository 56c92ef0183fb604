import { expect } from 'chai';
import { facetRegistry } from '../../shared/facets/registry.ts';
import { DEV_QUERY_SET_FILE, loadQuerySet, parseQuerySet } from './query-set.ts';

describe('relevance query set', () => {
  const vocabulary = { registry: facetRegistry(), cities: new Set(['Berlin', 'Munich']) };
  const query = (rule: Record<string, unknown>) => ({
    queries: [{ id: 'q1', q: 'Wohnung', lang: 'de', kinds: ['cross-language'], relevant: [rule] }],
    concierge: [],
  });

  it('loads the committed file: at least 110 queries in English and German, and concierge questions', () => {
    const set = loadQuerySet();
    expect(set.queries.length).to.be.at.least(110);
    expect(new Set(set.queries.map((item) => item.lang))).to.deep.equal(new Set(['en', 'de']));
    expect(set.concierge.length).to.be.at.least(30);
  });

  it('loads the dev set: at least 60 queries and 20 concierge questions in English and German, none sharing an id or a text with the judged set', () => {
    const dev = loadQuerySet(DEV_QUERY_SET_FILE);
    const judged = loadQuerySet();
    expect(dev.queries.length).to.be.at.least(60);
    expect(new Set(dev.queries.map((item) => item.lang))).to.deep.equal(new Set(['en', 'de']));
    const judgedIds = new Set(judged.queries.map((item) => item.id));
    const judgedTexts = new Set(judged.queries.map((item) => item.q.toLowerCase()));
    expect(dev.queries.filter((item) => judgedIds.has(item.id) || judgedTexts.has(item.q.toLowerCase()))).to.deep.equal(
      [],
    );
    expect(dev.concierge.length).to.be.at.least(20);
    expect(new Set(dev.concierge.map((item) => item.lang))).to.deep.equal(new Set(['en', 'de']));
    const judgedQuestions = new Set(judged.concierge.flatMap((item) => [item.id, item.question.toLowerCase()]));
    const shared = dev.concierge.filter(
      (item) => judgedQuestions.has(item.id) || judgedQuestions.has(item.question.toLowerCase()),
    );
    expect(shared).to.deep.equal([]);
  });

  it('normalises a city and a title to lists', () => {
    expect(
      parseQuerySet(query({ grade: 2, category: 'real-estate', city: 'Berlin', title: 'flat' }), vocabulary).queries[0]
        ?.relevant,
    ).to.deep.equal([{ grade: 2, category: 'real-estate', city: ['Berlin'], title: ['flat'] }]);
  });

  it('refuses rules that could never match the demo data, naming each problem', () => {
    const bad = {
      queries: [
        {
          id: 'q1',
          q: 'Wohnung',
          lang: 'fr',
          kinds: ['fuzzy'],
          relevant: [
            { grade: 4, category: 'real-estate', facets: { propertyType: ['castle'], rooms: [2] }, city: 'Atlantis' },
            { grade: 1, category: 'products', facets: { services: ['plumbing'] }, colour: 'red' },
          ],
        },
        { id: 'q1', q: 'x', lang: 'en', kinds: ['keyword'], relevant: [] },
      ],
      concierge: [],
    };
    expect(() => parseQuerySet(bad, vocabulary))
      .to.throw(Error)
      .that.satisfies((error: Error) =>
        [
          'queries[0].relevant[0].grade: 1, 2 or 3',
          'queries[0].relevant[0].facets.propertyType: unknown values castle',
          'queries[0].relevant[0].facets.rooms: a list of values only for an enum or tag facet',
          'queries[0].relevant[0].city: Atlantis is not a city of the demo data',
          'queries[0].relevant[1]: unknown colour',
          'queries[0].relevant[1].facets.services: no such facet in products',
          'queries[0].lang: one of en, de, got "fr"',
          'queries[0].kinds: one of typo',
          'queries[1]: rules or noAnswer needed',
          'duplicate query ids: q1',
        ].every((problem) => error.message.includes(problem)),
      );
  });
});
