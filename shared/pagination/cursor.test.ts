import { expect } from 'chai';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('requests: list cursor', () => {
  const position = { createdAt: new Date('2025-03-04T05:06:07.089Z'), id: 'req_01jnq2x4y5z6a7b8c9d0e1f2g3' };

  it('encodes a position as base64url of [epoch milliseconds, id]', () => {
    const cursor = encodeCursor(position);
    expect(cursor).to.equal(Buffer.from('[1741064767089,"req_01jnq2x4y5z6a7b8c9d0e1f2g3"]').toString('base64url'));
    expect(cursor).to.match(/^[A-Za-z0-9_-]+$/);
  });

  it('decodes its own cursor back to the same position', () => {
    expect(decodeCursor(encodeCursor(position))).to.deep.equal(position);
  });

  it('keeps millisecond precision, the resolution of stored instants', () => {
    const sameSecond = { createdAt: new Date('2025-03-04T05:06:07.001Z'), id: 'req_a' };
    expect(decodeCursor(encodeCursor(sameSecond))).to.deep.equal(sameSecond);
  });

  const malformed: Array<[string, string]> = [
    ['not base64url', 'abc$%'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['a JSON object instead of a pair', Buffer.from('{"t":1,"id":"req_a"}').toString('base64url')],
    ['a pair with a non-integer instant', Buffer.from('[1.5,"req_a"]').toString('base64url')],
    ['a pair with a string instant', Buffer.from('["2025-01-01","req_a"]').toString('base64url')],
    ['an id that is no resource id', Buffer.from('[1,"req a"]').toString('base64url')],
    ['an instant outside the Date range', Buffer.from('[9007199254740991,"req_a"]').toString('base64url')],
    ['a triple', Buffer.from('[1,"req_a",2]').toString('base64url')],
    ['a non-canonical spelling', Buffer.from('[1, "req_a"]').toString('base64url')],
    ['base64 padding', `${Buffer.from('[1,"req_a"]').toString('base64url')}==`],
  ];
  for (const [label, cursor] of malformed) {
    it(`refuses a cursor that is ${label}`, () => {
      expect(decodeCursor(cursor)).to.equal(null);
    });
  }
});
