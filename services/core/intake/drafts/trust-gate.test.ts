import { expect } from 'chai';
import { reviewReasons } from './trust-gate.ts';

const page = (url: string) => ({ kind: 'url' as const, url, format: null });
const text = { kind: 'text' as const, url: null, format: null };

describe('the intake trust gate', () => {
  it('reviews the listings of an account not yet past its first listings', () => {
    expect(reviewReasons({ establishedProvider: false, source: text, verifiedDomains: [] })).to.deep.equal([
      'new_account',
    ]);
    expect(reviewReasons({ establishedProvider: true, source: text, verifiedDomains: [] })).to.deep.equal([]);
  });

  it('reviews facts from a URL on a host the account has not verified, and trusts its verified domains and their subdomains', () => {
    expect(
      reviewReasons({
        establishedProvider: true,
        source: page('https://other.example/offer'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal(['foreign_source']);
    expect(
      reviewReasons({
        establishedProvider: true,
        source: page('https://shop.mine.example/offer'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal([]);
    expect(
      reviewReasons({
        establishedProvider: true,
        source: page('https://notmine.example/'),
        verifiedDomains: ['mine.example'],
      }),
    ).to.deep.equal(['foreign_source']);
    expect(
      reviewReasons({ establishedProvider: false, source: page('https://x.example/'), verifiedDomains: [] }),
    ).to.deep.equal(['foreign_source', 'new_account']);
  });
});
