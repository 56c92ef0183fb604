/** Where the verified-domain badge comes from: the domains an account has proven it controls (services/core/domains). */
export interface ProviderDomains {
  /** The account's verified domain names, lower case. */
  verifiedOf(accountId: string): Promise<string[]>;
}

/** The badge of a listing: its URL's host is one of the provider's verified domains or a subdomain of one. */
export function onVerifiedDomain(url: string | null, verifiedDomains: readonly string[]): boolean {
  if (!url || !URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return verifiedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
