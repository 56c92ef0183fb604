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
  semantic: true,
};
const state: CursorState = {
  fingerprint: queryFingerprint(query),
  after: [1025.25, 1717243200000, 'lst_01'],
  at: 1717243200123,
  pitId: null,
  byMeaning: true,
};
const snapshot: CursorState = { ...state, pitId: 'iM-bBAEIc29y+/dA==' };

describe('catalog search: cursor', () => {
  it('encodes base64url of [version, fingerprint, after, at, byMeaning]', () => {
    const head = JSON.stringify([3, state.fingerprint, state.after, state.at, true]);
    expect(encodeCursor(state)).to.equal(Buffer.from(head).toString('base64url'));
  });

  it("adds a dot and the point-in-time id of a snapshot's cursor", () => {
    expect(encodeCursor(snapshot)).to.equal(`${encodeCursor(state)}.${snapshot.pitId}`);
  });

  it('decodes its own cursors back to the same state', () => {
    expect(decodeCursor(encodeCursor(state))).to.deep.equal(state);
    expect(decodeCursor(encodeCursor(snapshot))).to.deep.equal(snapshot);
  });

  it('fingerprints a query independently of the order of its filters and values', () => {
    const reordered: SearchQuery = {
      ...query,
      filters: [
        { key: 'services', kind: 'values', match: 'any', values: ['lawn-care', 'tree-care'] },
        { key: 'size', kind: 'values', match: 'any', values: ['small'] },
      ],
    };
    expect(queryFingerprint(reordered))
      .to.equal(queryFingerprint(query))
      .and.match(/^[0-9a-f]{16}$/);
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
    ['with an empty head', `.${snapshot.pitId}`],
    ['not base64url', `abc$.${snapshot.pitId}`],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['of the former tiered version', `${encodedHead([1, state.fingerprint, 1, state.after, 1])}.pit`],
    ['of the version before matching by meaning', encodedHead([2, state.fingerprint, state.after, 1])],
    ['without whether it matched by meaning', encodedHead([3, state.fingerprint, state.after, 1])],
    ['without sort values', encodedHead([3, state.fingerprint, null, 1, true])],
    ['with a malformed fingerprint', encodedHead([3, 'xyz', state.after, 1, true])],
    ['with sort values that are objects', encodedHead([3, state.fingerprint, [{}], 1, true])],
    ['with an empty sort', encodedHead([3, state.fingerprint, [], 1, true])],
    ['with a fractional instant', encodedHead([3, state.fingerprint, state.after, 1.5, true])],
    [
      'with a point-in-time id of foreign characters',
      `${encodedHead([3, state.fingerprint, state.after, 1, true])}.pit id`,
    ],
    ['with an empty point-in-time id', `${encodedHead([3, state.fingerprint, state.after, 1, true])}.`],
  ];
  for (const [label, cursor] of malformed) {
    it(`refuses a cursor ${label}`, () => {
      expect(decodeCursor(cursor)).to.equal(null);
    });
  }
});
