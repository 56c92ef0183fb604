import { expect } from 'chai';
import { assembleTierPage, type TierResult } from './tier-page.ts';

const hits = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ item: `${prefix}${index}`, sort: [index, `${prefix}${index}`] }));
const boosted = (count: number): TierResult<string> => ({ tier: 'boosted', after: null, hits: hits('b', count) });
const regular = (count: number, after: TierResult<string>['after'] = null): TierResult<string> => ({ tier: 'regular', after, hits: hits('r', count) });

describe('catalog search: assembleTierPage', () => {
  it('puts boosted hits first and fills the page from the regular tier', () => {
    const page = assembleTierPage([boosted(2), regular(4)], 3);
    expect(page.items).to.deep.equal([
      { item: 'b0', tier: 'boosted' },
      { item: 'b1', tier: 'boosted' },
      { item: 'r0', tier: 'regular' },
    ]);
    expect(page.next).to.deep.equal({ tier: 'regular', after: [0, 'r0'] });
  });

  it('continues in the boosted tier while it has more than fits', () => {
    const page = assembleTierPage([boosted(4), regular(4)], 3);
    expect(page.items.map((entry) => entry.item)).to.deep.equal(['b0', 'b1', 'b2']);
    expect(page.next).to.deep.equal({ tier: 'boosted', after: [2, 'b2'] });
  });

  it('starts the next page at the regular tier when the boosted tier exactly fills this one', () => {
    const page = assembleTierPage([boosted(3), regular(1)], 3);
    expect(page.items.map((entry) => entry.item)).to.deep.equal(['b0', 'b1', 'b2']);
    expect(page.next).to.deep.equal({ tier: 'regular', after: null });
  });

  it('ends when every tier is exhausted', () => {
    expect(assembleTierPage([boosted(1), regular(2)], 3)).to.deep.equal({
      items: [
        { item: 'b0', tier: 'boosted' },
        { item: 'r0', tier: 'regular' },
        { item: 'r1', tier: 'regular' },
      ],
      next: null,
    });
    expect(assembleTierPage([boosted(0), regular(3)], 3).next).to.equal(null);
  });

  it('puts demoted hits after every other, and continues in their tier', () => {
    const demoted: TierResult<string> = { tier: 'demoted', after: null, hits: hits('d', 3) };
    const page = assembleTierPage([boosted(1), regular(1), demoted], 3);
    expect(page.items.map((entry) => [entry.item, entry.tier])).to.deep.equal([
      ['b0', 'boosted'],
      ['r0', 'regular'],
      ['d0', 'demoted'],
    ]);
    expect(page.next).to.deep.equal({ tier: 'demoted', after: [0, 'd0'] });
  });

  it('continues a tier after the last hit taken from it, not where this page started', () => {
    expect(assembleTierPage([regular(4, [9, 'r9'])], 3).next).to.deep.equal({ tier: 'regular', after: [2, 'r2'] });
  });
});
