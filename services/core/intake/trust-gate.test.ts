import { expect } from 'chai';
import { reviewReasons } from './trust-gate.ts';

const page = (url: string) => ({ kind: 'url' as const, url, format: null });
const text = { kind: 'text' as const, url: null, format: null };

describe('the intake trust gate', () => {
  it('reviews the listings of an account with fewer than 3 published listings', () => {
    expect(reviewReasons({ publishedListings: 2, source: text, verifiedDomains: [] })).to.deep.equal(['new_account']);
    expect(reviewReasons({ publishedListings: 3, source: text, verifiedDomains: [] })).to.deep.equal([]);
  });

  it('reviews facts from a URL on a host the account has not verified, and trusts its verified domains and their subdomains', () => {
    expect(
      reviewReasons({
        publishedListings: 5,
        source: page('https://other.example/offer'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal(['foreign_source']);
    expect(
      reviewReasons({
        publishedListings: 5,
        source: page('https://shop.mine.example/offer'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal([]);
    expect(
      reviewReasons({
        publishedListings: 5,
        source: page('https://notmine.example/'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal(['foreign_source']);
    expect(
      reviewReasons({ publishedListings: 0, source: page('https://x.example/'), verifiedDomains: [] }),
    ).to.deep.equal(['foreign_source', 'new_account']);
  });
});
