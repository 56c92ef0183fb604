import { randomBytes } from 'node:crypto';

/** The TXT record is published at this label under the claimed domain. */
export const DNS_PROOF_LABEL = '_marketplace-verification';
/** The file is served at this path of the claimed domain's web server. */
export const HTTP_PROOF_PATH = '/.well-known/marketplace-verification.txt';

/** A fresh claim token: 24 random bytes, base64url. */
export function newClaimToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The proof's text, the TXT record's value and a line of the well-known file alike. */
export function proofValue(token: string): string {
  return `marketplace-verification=${token}`;
}

export function dnsProofName(domain: string): string {
  return `${DNS_PROOF_LABEL}.${domain}`;
}

/** Where the well-known file is fetched: the configured scheme, and port when one is configured. */
export interface WellKnownLocation {
  scheme: 'https' | 'http';
  port: number | null;
}

export function httpProofUrl(domain: string, where: WellKnownLocation): string {
  return `${where.scheme}://${domain}${where.port === null ? '' : `:${where.port}`}${HTTP_PROOF_PATH}`;
}
