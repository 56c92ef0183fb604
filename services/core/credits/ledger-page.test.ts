import { expect } from 'chai';
import { decodeLedgerCursor, encodeLedgerCursor, ledgerPageOf, ledgerPageRequest } from './ledger-page.ts';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('credits: ledger cursor', () => {
  it('encodes a sequence as base64url of {"s":sequence}', () => {
    expect(encodeLedgerCursor(42)).to.equal(base64url('{"s":42}'));
    expect(encodeLedgerCursor(42)).to.match(/^[A-Za-z0-9_-]+$/);
  });

  it('decodes its own cursor back to the same sequence', () => {
    for (const sequence of [1, 2, 999, Number.MAX_SAFE_INTEGER])
      expect(decodeLedgerCursor(encodeLedgerCursor(sequence))).to.equal(sequence);
  });

  const malformed: Array<[string, string]> = [
    ['not base64url', 'abc$%'],
    ['not JSON', base64url('hello')],
    ['a JSON array', base64url('[1]')],
    ['JSON null', base64url('null')],
    ['an object without s', base64url('{"t":1}')],
    ['a sequence of zero', base64url('{"s":0}')],
    ['a negative sequence', base64url('{"s":-3}')],
    ['a fractional sequence', base64url('{"s":1.5}')],
    ['a string sequence', base64url('{"s":"7"}')],
    ['an unsafe integer', base64url('{"s":9007199254740993}')],
    ['an object with another key', base64url('{"s":1,"x":2}')],
    ['a non-canonical spelling', base64url('{ "s": 1 }')],
    ['base64 padding', `${base64url('{"s":1}')}==`],
    ['a cursor of another list', base64url('[1741064767089,"req_a"]')],
  ];
  for (const [label, cursor] of malformed) {
    it(`refuses a cursor that is ${label}`, () => {
      expect(decodeLedgerCursor(cursor)).to.equal(null);
    });
  }
});

describe('credits: ledger page', () => {
  it('starts at the newest entry with the default page size when neither limit nor cursor is given', () => {
    expect(ledgerPageRequest({})).to.deep.equal({ limit: 20, beforeSequence: null });
  });

  it('continues below the sequence the cursor names', () => {
    expect(ledgerPageRequest({ limit: 5, cursor: encodeLedgerCursor(17) })).to.deep.equal({
      limit: 5,
      beforeSequence: 17,
    });
  });

  it('refuses a malformed cursor with validation_failed naming query.cursor', () => {
    expect(() => ledgerPageRequest({ cursor: 'nope$' }))
      .to.throw()
      .that.deep.includes({ slug: 'validation_failed', status: 400 })
      .and.has.nested.property('items[0].field', 'query.cursor');
  });

  it('cuts a page from limit + 1 entries and names the last one in the next cursor', () => {
    const found = [{ sequence: 9 }, { sequence: 8 }, { sequence: 7 }];
    expect(ledgerPageOf(found, 2)).to.deep.equal({
      items: [{ sequence: 9 }, { sequence: 8 }],
      limit: 2,
      nextCursor: encodeLedgerCursor(8),
    });
  });

  it('has no next cursor on the last page', () => {
    expect(ledgerPageOf([{ sequence: 2 }, { sequence: 1 }], 2)).to.deep.equal({
      items: [{ sequence: 2 }, { sequence: 1 }],
      limit: 2,
      nextCursor: null,
    });
    expect(ledgerPageOf([], 20)).to.deep.equal({ items: [], limit: 20, nextCursor: null });
  });
});
