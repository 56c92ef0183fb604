import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress } from './address-ranges.ts';

export { isRefusedAddress } from './address-ranges.ts';

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
    if (addresses.some(isRefusedAddress)) throw new RefusedTargetError(notPublic(host));
  }

  /** A `lookup` for sockets that fails the connection when the name resolves to a refused address. */
  readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, entries: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused =
        !this.allowed.has(normalHost(hostname)) && entries.some((entry) => isRefusedAddress(entry.address));
      if (refused) return callback(new RefusedTargetError(notPublic(hostname)), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, entries);
      const first = entries[0];
      if (!first) return callback(new RefusedTargetError(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Why a host is refused, never naming what a name resolves to: that would tell outsiders about internal names. */
function notPublic(host: string): string {
  return isIP(normalHost(host))
    ? `${host} is not a public address (private, loopback or link-local)`
    : `${host} resolves to an address that is not public (private, loopback or link-local)`;
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
