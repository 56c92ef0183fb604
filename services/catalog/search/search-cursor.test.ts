import { expect } from 'chai';
import { decodeCursor, encodeCursor, queryFingerprint, type CursorState } from './search-cursor.ts';
import type { SearchQuery } from './types.ts';

const query: SearchQuery = {
  category: 'gardens',
  q: 'hedge',
  filters: [
    { key: 'size', kind: 'values', match: 'any', values: ['small'] },
    { key: 'services', kind: 'values', match: 'any', values: ['tree-care', 'lawn-care'] },
  ],
  geo: null,
  sort: 'relevance',
};
const state: CursorState = { fingerprint: queryFingerprint(query), tier: 'regular', after: [1.25, 1717243200000, 'lst_01'], at: 1717243200123, pitId: 'iM-bBAEIc29y+/dA==' };

describe('catalog search: cursor', () => {
  it('encodes base64url of [version, fingerprint, tier, after, at], a dot and the point-in-time id', () => {
    const head = JSON.stringify([1, state.fingerprint, 1, state.after, state.at]);
    expect(encodeCursor(state)).to.equal(`${Buffer.from(head).toString('base64url')}.${state.pitId}`);
  });

  it('decodes its own cursor back to the same state, also at the start of a tier', () => {
    expect(decodeCursor(encodeCursor(state))).to.deep.equal(state);
    const tierStart: CursorState = { ...state, tier: 'boosted', after: null };
    expect(decodeCursor(encodeCursor(tierStart))).to.deep.equal(tierStart);
  });

  it('fingerprints a query independently of the order of its filters and values', () => {
    const reordered: SearchQuery = {
      ...query,
      filters: [
        { key: 'services', kind: 'values', match: 'any', values: ['lawn-care', 'tree-care'] },
        { key: 'size', kind: 'values', match: 'any', values: ['small'] },
      ],
    };
    expect(queryFingerprint(reordered)).to.equal(queryFingerprint(query)).and.match(/^[0-9a-f]{16}$/);
  });

  it('fingerprints queries that differ in any field differently', () => {
    const variants: SearchQuery[] = [
      { ...query, category: null },
      { ...query, q: 'hedges' },
      { ...query, filters: [] },
      { ...query, geo: { lat: 1, lon: 2, radiusKm: 3 } },
      { ...query, verifiedDomain: true },
      { ...query, sort: 'newest' },
    ];
    const prints = new Set([query, ...variants].map(queryFingerprint));
    expect(prints.size).to.equal(variants.length + 1);
  });

  const encodedHead = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const malformed: Array<[string, string]> = [
    ['without a point-in-time id', encodedHead([1, state.fingerprint, 0, null, 1])],
    ['with an empty head', `.${state.pitId}`],
    ['not base64url', `abc$.${state.pitId}`],
    ['not JSON', `${Buffer.from('hello').toString('base64url')}.pit`],
    ['of another version', `${encodedHead([2, state.fingerprint, 0, null, 1])}.pit`],
    ['with an unknown tier', `${encodedHead([1, state.fingerprint, 3, null, 1])}.pit`],
    ['with a malformed fingerprint', `${encodedHead([1, 'xyz', 0, null, 1])}.pit`],
    ['with sort values that are objects', `${encodedHead([1, state.fingerprint, 0, [{}], 1])}.pit`],
    ['with an empty sort', `${encodedHead([1, state.fingerprint, 0, [], 1])}.pit`],
    ['with a fractional instant', `${encodedHead([1, state.fingerprint, 0, null, 1.5])}.pit`],
    ['with a point-in-time id of foreign characters', `${encodedHead([1, state.fingerprint, 0, null, 1])}.pit id`],
  ];
  for (const [label, cursor] of malformed) {
    it(`refuses a cursor ${label}`, () => {
      expect(decodeCursor(cursor)).to.equal(null);
    });
  }
});
