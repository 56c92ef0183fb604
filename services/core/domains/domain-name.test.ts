import { expect } from 'chai';
import { checkDomainName } from './domain-name.ts';

describe('domains: claimable names', () => {
  it('normalises case, a trailing dot and internationalised names', () => {
    expect(checkDomainName(' Shop.Example.COM. ')).to.deep.equal({ ok: true, name: 'shop.example.com' });
    expect(checkDomainName('bücher.de')).to.deep.equal({ ok: true, name: 'xn--bcher-kva.de' });
    expect(checkDomainName('example.co.uk')).to.deep.equal({ ok: true, name: 'example.co.uk' });
    expect(checkDomainName('alice.github.io')).to.deep.equal({ ok: true, name: 'alice.github.io' });
  });

  it('refuses public suffixes, IP addresses, URLs, unknown suffixes and malformed names', () => {
    for (const [input, words] of [
      ['co.uk', 'public suffix'],
      ['com', 'public suffix'],
      ['github.io', 'public suffix'],
      ['127.0.0.1', 'IP address'],
      ['::1', 'host name alone'],
      ['https://example.com/', 'host name alone'],
      ['example.com:8080', 'host name alone'],
      ['localhost', 'known public suffix'],
      ['shop.internal', 'known public suffix'],
      ['a..b.com', 'not a valid'],
      ['-x.com', 'not a valid'],
      ['', 'not a valid'],
    ] as const) {
      const check = checkDomainName(input);
      expect(check.ok, input).to.equal(false);
      if (!check.ok) expect(check.reason, input).to.include(words);
    }
  });
});
