/** How a proof is published: a DNS TXT record, or a file under `/.well-known/` on the domain's web server. */
export type ProofMethod = 'dns' | 'http';

/**
 * `pending`: claimed, never proven; `verified`: the last check found a proof (re-checked on a schedule); `lost`: it
 * was verified and a later check found the proof gone (a new check can verify it again).
 */
export type DomainStatus = 'pending' | 'verified' | 'lost';

/** What one look for one proof found: `found`, or not, and then whether the answer was conclusive. */
export interface ProofLook {
  found: boolean;
  /** The lookup or fetch failed (timeout, server failure, connection refused): nothing is known about the proof. */
  inconclusive: boolean;
  detail: string;
}

/** One check of both proofs of a claim. */
export interface CheckOutcome {
  dns: ProofLook;
  http: ProofLook;
}

export interface DomainCheckRecord {
  id: string;
  at: Date;
  verified: boolean;
  dns: ProofLook;
  http: ProofLook;
}

/** One account's claim on a domain; several accounts may claim the same name, each with its own token. */
export interface DomainClaimDocument {
  _id: string; // 'dom_...'
  accountId: string;
  /** Lower-case ASCII (punycode), no trailing dot; unique per account. */
  name: string;
  /** Published by the claimant as proof; not a secret, since DNS and the web server show it to anyone. */
  token: string;
  status: DomainStatus;
  /** Since when it is verified without a break; null unless verified. */
  verifiedAt: Date | null;
  verifiedBy: ProofMethod | null;
  lastCheck: DomainCheckRecord | null;
  /** Inconclusive re-checks in a row while verified; the third one loses the domain. */
  inconclusiveChecks: number;
  /** When the re-check job looks at it again; null unless verified (pending and lost claims are checked on request). */
  nextCheckAt: Date | null;
  createdAt: Date;
}

export interface ProofInstructions {
  token: string;
  dns: { name: string; type: 'TXT'; value: string };
  http: { url: string; body: string };
}

export interface DomainCheckView {
  id: string;
  at: string;
  verified: boolean;
  dns: ProofLook;
  http: ProofLook;
}

export interface DomainView {
  id: string;
  domain: string;
  status: DomainStatus;
  verified: boolean;
  verifiedAt: string | null;
  verifiedBy: ProofMethod | null;
  proof: ProofInstructions;
  lastCheck: DomainCheckView | null;
  nextCheckAt: string | null;
  createdAt: string;
}
