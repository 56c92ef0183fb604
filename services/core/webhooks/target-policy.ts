import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook must never reach: private, loopback, link-local, unique-local, CGNAT, multicast and
 * unspecified. IPv4-mapped IPv6 addresses are matched against the IPv4 rules by BlockList itself.
 */
const refusedAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refusedAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refusedAddresses.addSubnet(network, prefix, 'ipv6');
}

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return refusedAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class RefusedTargetError extends Error {}

export interface TargetPolicyOptions {
  /** Hosts (names or literal addresses, as written in URLs) allowed to resolve to refused addresses. */
  allowedPrivateHosts: readonly string[];
  requireHttps: boolean;
}

/**
 * Where webhooks may be sent. Checked when a subscription is written and again at every delivery, where the
 * connection itself resolves through `guardedLookup`, so a DNS answer that changed since cannot slip through.
 */
export class TargetPolicy {
  private readonly allowed: Set<string>;

  constructor(private readonly options: TargetPolicyOptions) {
    this.allowed = new Set(options.allowedPrivateHosts.map(normalHost));
  }

  /** Resolves the URL's host and throws RefusedTargetError naming why it may not be a webhook target. */
  async check(url: string): Promise<void> {
    if (!URL.canParse(url)) throw new RefusedTargetError('the URL is not an absolute URL');
    const target = new URL(url);
    if (target.hostname === '') throw new RefusedTargetError('the URL names no host');
    if (this.options.requireHttps && target.protocol !== 'https:')
      throw new RefusedTargetError('the URL must use https');
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      throw new RefusedTargetError('the URL must use http or https');
    const host = normalHost(target.hostname);
    if (this.allowed.has(host)) return;
    const addresses = isIP(host) ? [host] : (await resolveAll(host)).map((entry) => entry.address);
    const refused = addresses.find(isRefusedAddress);
    if (refused !== undefined)
      throw new RefusedTargetError(`${host} resolves to ${refused}, a private, loopback or link-local address`);
  }

  /** A `lookup` for sockets that fails the connection when the name resolves to a refused address. */
  readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, entries: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = this.allowed.has(normalHost(hostname))
        ? undefined
        : entries.find((entry) => isRefusedAddress(entry.address));
      if (refused) return callback(new RefusedTargetError(`${hostname} resolves to ${refused.address}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, entries);
      const first = entries[0];
      if (!first) return callback(new RefusedTargetError(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

function normalHost(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, entries) =>
      error ? reject(new RefusedTargetError(`${host} does not resolve`)) : resolve(entries),
    );
  });
}

/** The policy of the configuration: https required in production, private hosts only when allow-listed. */
export function webhookTargetPolicy(config: {
  env: string;
  webhooks: { allowedPrivateHosts: string[] };
}): TargetPolicy {
  return new TargetPolicy({
    allowedPrivateHosts: config.webhooks.allowedPrivateHosts,
    requireHttps: config.env === 'production',
  });
}
