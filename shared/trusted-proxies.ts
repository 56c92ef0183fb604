import { isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: the addresses (`10.0.0.5`) and CIDR blocks (`10.0.0.0/8`, `fd00::/8`) of the proxies in front of
 * the gateway whose `X-Forwarded-For` is believed; anything malformed is a problem of the configuration.
 */
export function parseTrustedProxies(entries: string[], problems: string[]): string[] {
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0)
    problems.push(`TRUSTED_PROXIES must list IP addresses or CIDR blocks (10.0.0.0/8), got "${invalid.join('", "')}"`);
  return entries.filter((entry) => !invalid.includes(entry));
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}
