import { expect } from 'chai';
import { FeedItemLimit } from './feed-item-limit.ts';

describe('the item limit of a feed', () => {
  it('admits the first items up to the limit and reports the rest as one entry', () => {
    const limit = new FeedItemLimit(2);
    expect([1, 2, 3, 4, 5].map(() => limit.admit())).to.deep.equal([true, true, false, false, false]);
    expect(limit.surplus).to.equal(3);
    expect(limit.report('synced')).to.deep.equal([
      {
        item: 'items 3 to 5',
        message:
          'not synced: at most 2 items per feed are synced (INTAKE_FEED_MAX_ITEMS); split the feed into feeds of at most 2 items',
      },
    ]);
  });

  it('reports nothing for a feed within the limit', () => {
    const limit = new FeedItemLimit(2);
    limit.admit();
    limit.admit();
    expect(limit.surplus).to.equal(0);
    expect(limit.report('imported')).to.deep.equal([]);
  });
});
