import { expect } from 'chai';
import { DEFAULT_LISTING_INDEX_LAYOUT, listingIndexLayout } from './layout.ts';

describe('listings index layout', () => {
  it('is one shard and no replicas when LISTINGS_SHARDS and LISTINGS_REPLICAS are unset', () => {
    expect(listingIndexLayout({})).to.deep.equal({ shards: 1, replicas: 0 });
    expect(DEFAULT_LISTING_INDEX_LAYOUT).to.deep.equal({ shards: 1, replicas: 0 });
  });

  it('reads the shards and replicas from the environment', () => {
    expect(listingIndexLayout({ LISTINGS_SHARDS: '4', LISTINGS_REPLICAS: ' 2 ' })).to.deep.equal({
      shards: 4,
      replicas: 2,
    });
  });

  it('refuses a value that is not a whole number in range, naming the variable', () => {
    expect(() => listingIndexLayout({ LISTINGS_SHARDS: '0' })).to.throw(/LISTINGS_SHARDS must be a whole number/);
    expect(() => listingIndexLayout({ LISTINGS_REPLICAS: '-1' })).to.throw(/LISTINGS_REPLICAS/);
    expect(() => listingIndexLayout({ LISTINGS_SHARDS: '2.5' })).to.throw(/LISTINGS_SHARDS/);
  });
});
