import { BlockList, isIP } from 'node:net';

/** The special-purpose range an address falls in (IANA's registries), or `public`. */
export type AddressRange =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'site-local'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'ipv4-compatible'
  | 'ipv4-translated'
  | 'nat64'
  | 'teredo'
  | 'invalid';

export interface AddressClass {
  range: AddressRange;
  /**
   * The IPv4 address an IPv6 one carries: an IPv4-mapped or a 6to4 address is classed by it (a host reaches that
   * IPv4 address through it), IPv4-compatible, IPv4-translated and NAT64 ones are refused whatever it is.
   */
  embeddedIpv4?: string;
}

const IPV4_RULES: Array<[network: string, prefix: number, range: AddressRange]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** In order: the first rule that holds the address decides. Outside 2000::/3 nothing is globally routed. */
const IPV6_RULES: Array<[network: string, prefix: number, range: AddressRange | 'embedded']> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'embedded'],
  ['::', 96, 'ipv4-compatible'],
  ['::ffff:0:0:0', 96, 'ipv4-translated'],
  ['64:ff9b::', 96, 'nat64'],
  ['64:ff9b:1::', 48, 'nat64'],
  ['2001::', 32, 'teredo'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, 'embedded'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
  ['2000::', 3, 'public'],
  ['::', 0, 'reserved'],
];

function compiled<R extends string>(rules: Array<[string, number, R]>, family: 'ipv4' | 'ipv6') {
  return rules.map(([network, prefix, range]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, range };
  });
}
const IPV4 = compiled(IPV4_RULES, 'ipv4');
const IPV6 = compiled(IPV6_RULES, 'ipv6');

/** IPv6 ranges whose last 32 bits are an IPv4 address, refused whatever that address is. */
const CARRY_IPV4: ReadonlySet<AddressRange | 'embedded'> = new Set(['ipv4-compatible', 'ipv4-translated', 'nat64']);

/** The range of an IP address in either family (a zone index, `%eth0`, is ignored); `invalid` for anything else. */
export function addressClass(address: string): AddressClass {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { range: ipv4Range(bare) };
  if (family !== 6) return { range: 'invalid' };
  const { range } = IPV6.find((rule) => rule.list.check(bare, 'ipv6'))!;
  const words = ipv6Words(bare);
  if (range === 'embedded') {
    // 6to4 carries it in bits 16-47, an IPv4-mapped address in the last 32.
    const embeddedIpv4 = words[0] === 0x2002 ? dotted(words[1]!, words[2]!) : dotted(words[6]!, words[7]!);
    return { range: ipv4Range(embeddedIpv4), embeddedIpv4 };
  }
  return CARRY_IPV4.has(range) ? { range, embeddedIpv4: dotted(words[6]!, words[7]!) } : { range };
}

/** Whatever is not `public`: no outgoing request of the service may reach it. */
export function isRefusedAddress(address: string): boolean {
  return addressClass(address).range !== 'public';
}

function ipv4Range(address: string): AddressRange {
  return IPV4.find((rule) => rule.list.check(address, 'ipv4'))?.range ?? 'public';
}

function dotted(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit words of a valid IPv6 address (`::` expanded, a trailing dotted quad as two words). */
function ipv6Words(address: string): number[] {
  const words = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
