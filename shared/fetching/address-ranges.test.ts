import { expect } from 'chai';
import { addressClass } from './address-ranges.ts';

const classes = (addresses: string[]) =>
  Object.fromEntries(addresses.map((address) => [address, addressClass(address)]));

describe('address ranges: what an outgoing request may reach', () => {
  it('classes IPv4 addresses by their special-purpose range', () => {
    expect(
      classes([
        '93.184.216.34',
        '0.0.0.0',
        '10.1.2.3',
        '100.64.0.1',
        '127.0.0.1',
        '169.254.169.254',
        '172.31.255.255',
        '172.32.0.1',
        '192.0.0.8',
        '192.0.2.1',
        '192.168.1.1',
        '198.18.0.1',
        '224.0.0.1',
        '255.255.255.255',
      ]),
    ).to.deep.equal({
      '93.184.216.34': { range: 'public' },
      '0.0.0.0': { range: 'unspecified' },
      '10.1.2.3': { range: 'private' },
      '100.64.0.1': { range: 'shared' },
      '127.0.0.1': { range: 'loopback' },
      '169.254.169.254': { range: 'link-local' },
      '172.31.255.255': { range: 'private' },
      '172.32.0.1': { range: 'public' },
      '192.0.0.8': { range: 'reserved' },
      '192.0.2.1': { range: 'documentation' },
      '192.168.1.1': { range: 'private' },
      '198.18.0.1': { range: 'benchmarking' },
      '224.0.0.1': { range: 'multicast' },
      '255.255.255.255': { range: 'reserved' },
    });
  });

  it('classes IPv6 addresses that carry an IPv4 one (mapped, compatible, 6to4, NAT64) by or beside it', () => {
    expect(
      classes([
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '::ffff:8.8.8.8',
        '::127.0.0.1',
        '::7f00:1',
        '::8.8.8.8',
        '::ffff:0:a00:1',
        '2002:7f00:1::',
        '2002:a9fe:a9fe::1',
        '2002:c0a8:101:1::1',
        '2002:808:808::1',
        '64:ff9b::a00:1',
        '64:ff9b::808:808',
        '64:ff9b:1::1',
      ]),
    ).to.deep.equal({
      '::ffff:127.0.0.1': { range: 'loopback', embeddedIpv4: '127.0.0.1' },
      '::ffff:7f00:1': { range: 'loopback', embeddedIpv4: '127.0.0.1' },
      '::ffff:8.8.8.8': { range: 'public', embeddedIpv4: '8.8.8.8' },
      '::127.0.0.1': { range: 'ipv4-compatible', embeddedIpv4: '127.0.0.1' },
      '::7f00:1': { range: 'ipv4-compatible', embeddedIpv4: '127.0.0.1' },
      '::8.8.8.8': { range: 'ipv4-compatible', embeddedIpv4: '8.8.8.8' },
      '::ffff:0:a00:1': { range: 'ipv4-translated', embeddedIpv4: '10.0.0.1' },
      '2002:7f00:1::': { range: 'loopback', embeddedIpv4: '127.0.0.1' },
      '2002:a9fe:a9fe::1': { range: 'link-local', embeddedIpv4: '169.254.169.254' },
      '2002:c0a8:101:1::1': { range: 'private', embeddedIpv4: '192.168.1.1' },
      '2002:808:808::1': { range: 'public', embeddedIpv4: '8.8.8.8' },
      '64:ff9b::a00:1': { range: 'nat64', embeddedIpv4: '10.0.0.1' },
      '64:ff9b::808:808': { range: 'nat64', embeddedIpv4: '8.8.8.8' },
      '64:ff9b:1::1': { range: 'nat64', embeddedIpv4: '0.0.0.1' },
    });
  });

  it('classes the other IPv6 ranges; outside 2000::/3 nothing is public', () => {
    expect(
      classes([
        '2606:4700:4700::1111',
        '::',
        '::1',
        'fe80::1%eth0',
        'fd00::1',
        'fec0::1',
        'ff02::1',
        '2001::1',
        '2001:db8::1',
        '100::1',
        '4000::1',
        'example.com',
        '',
      ]),
    ).to.deep.equal({
      '2606:4700:4700::1111': { range: 'public' },
      '::': { range: 'unspecified' },
      '::1': { range: 'loopback' },
      'fe80::1%eth0': { range: 'link-local' },
      'fd00::1': { range: 'unique-local' },
      'fec0::1': { range: 'site-local' },
      'ff02::1': { range: 'multicast' },
      '2001::1': { range: 'teredo' },
      '2001:db8::1': { range: 'documentation' },
      '100::1': { range: 'reserved' },
      '4000::1': { range: 'reserved' },
      'example.com': { range: 'invalid' },
      '': { range: 'invalid' },
    });
  });
});
