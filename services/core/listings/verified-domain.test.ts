import { expect } from 'chai';
import { onVerifiedDomain } from './verified-domain.ts';

describe('listings: the verified-domain badge', () => {
  it('is earned by a URL on a verified domain or one of its subdomains, never a look-alike', () => {
    expect(onVerifiedDomain('https://example.com/offer', ['example.com'])).to.equal(true);
    expect(onVerifiedDomain('https://Shop.Example.com./x', ['example.com'])).to.equal(true);
    expect(onVerifiedDomain('https://notexample.com/', ['example.com'])).to.equal(false);
    expect(onVerifiedDomain('https://example.com.evil.net/', ['example.com'])).to.equal(false);
    expect(
      onVerifiedDomain('https://example.com/', ['shop.example.com']),
      'a subdomain does not vouch for its parent',
    ).to.equal(false);
    expect(onVerifiedDomain(null, ['example.com'])).to.equal(false);
  });
});
