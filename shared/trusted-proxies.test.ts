import { expect } from 'chai';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR blocks of both families', () => {
    const problems: string[] = [];
    const entries = ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', '0.0.0.0/0'];
    expect(parseTrustedProxies(entries, problems)).to.deep.equal(entries);
    expect(problems).to.deep.equal([]);
  });

  it('names every entry that is not an address or a CIDR block', () => {
    const problems: string[] = [];
    const parsed = parseTrustedProxies(
      ['10.0.0.0/8', 'proxy.local', '10.0.0.0/33', '::/129', '1.2.3.4/8/1', '1.2.3.4/'],
      problems,
    );
    expect(parsed).to.deep.equal(['10.0.0.0/8']);
    expect(problems).to.deep.equal([
      'TRUSTED_PROXIES must list IP addresses or CIDR blocks (10.0.0.0/8), got "proxy.local", "10.0.0.0/33", "::/129", "1.2.3.4/8/1", "1.2.3.4/"',
    ]);
  });
});
