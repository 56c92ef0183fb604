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
 * Where webhooks may be sent. Checked whole when a subscription is written; at every delivery what needs no DNS
 * answer is checked again, and the connection itself resolves through `guardedLookup`, so a DNS answer that changed
 * since cannot slip through.
 */
export class TargetPolicy {
  private readonly allowed: Set<string>;

  constructor(private readonly options: TargetPolicyOptions) {
    this.allowed = new Set(options.allowedPrivateHosts.map(normalHost));
  }

  /** Resolves the URL's host and throws RefusedTargetError naming why it may not be a webhook target. */
  async check(url: string): Promise<void> {
    const host = this.nameToResolve(url);
    if (host === null) return;
    const addresses = (await resolveAll(host)).map((entry) => entry.address);
    if (addresses.some(isRefusedAddress)) throw new RefusedTargetError(notPublic(host));
  }

  /**
   * The checks of `check` that need no DNS answer (the URL's form and scheme, a literal address), for a URL about to
   * be dialled through `guardedLookup`, which checks a name's addresses itself as the connection is made: a delivery
   * over a kept-alive connection then asks DNS nothing, and a new connection once.
   */
  checkBeforeDialling(url: string): void {
    this.nameToResolve(url);
  }

  /** Throws RefusedTargetError for what is wrong without DNS; else the host whose addresses are still to be checked, if any. */
  private nameToResolve(url: string): string | null {
    if (!URL.canParse(url)) throw new RefusedTargetError('the URL is not an absolute URL');
    const target = new URL(url);
    if (target.hostname === '') throw new RefusedTargetError('the URL names no host');
    if (this.options.requireHttps && target.protocol !== 'https:')
      throw new RefusedTargetError('the URL must use https');
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      throw new RefusedTargetError('the URL must use http or https');
    const host = normalHost(target.hostname);
    if (this.allowed.has(host)) return null;
    if (!isIP(host)) return host;
    if (isRefusedAddress(host)) throw new RefusedTargetError(notPublic(host));
    return null;
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
