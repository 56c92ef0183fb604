import type { ImportSource, ReviewReason } from '../types.ts';

export interface TrustFacts {
  /** Past the trust gate's first listings (listings/provider-trust.ts, the rule POST /v1/listings applies too). */
  establishedProvider: boolean;
  source: ImportSource;
  /** Hosts the account has proven it controls. */
  verifiedDomains: readonly string[];
}

/**
 * Why a draft's listing must be reviewed by people before it goes live; empty when it may go live at once.
 * A source the account controls is its own text or inline feed, or a URL on one of its verified domains (or a
 * subdomain of one); any other URL is a foreign source.
 */
export function reviewReasons(facts: TrustFacts): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (facts.source.url !== null && !onVerifiedDomain(facts.source.url, facts.verifiedDomains))
    reasons.push('foreign_source');
  if (!facts.establishedProvider) reasons.push('new_account');
  return reasons;
}

function onVerifiedDomain(url: string, domains: readonly string[]): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return domains.some((domain) => host === domain.toLowerCase() || host.endsWith(`.${domain.toLowerCase()}`));
}
