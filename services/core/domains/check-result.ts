import type { CheckOutcome, DomainCheckRecord, DomainClaimDocument, ProofMethod } from './types.ts';

/** A verified domain whose checks stay inconclusive this many times in a row is lost: nobody can see its proof. */
export const MAX_INCONCLUSIVE_CHECKS = 3;

/** After an inconclusive re-check the next one comes sooner than the regular interval. */
export const INCONCLUSIVE_RETRY_SECONDS = 3600;

export type ClaimAfterCheck = Pick<
  DomainClaimDocument,
  'status' | 'verifiedAt' | 'verifiedBy' | 'lastCheck' | 'inconclusiveChecks' | 'nextCheckAt'
>;

export function provenBy(outcome: CheckOutcome): ProofMethod | null {
  if (outcome.dns.found) return 'dns';
  if (outcome.http.found) return 'http';
  return null;
}

/**
 * The claim after a check. A proof found verifies it (and schedules the re-check); no proof where both answers were
 * conclusive, or inconclusive answers MAX_INCONCLUSIVE_CHECKS times in a row, loses a verified domain; a pending or
 * lost claim stays as it was until a check finds a proof.
 */
export function claimAfterCheck(
  claim: DomainClaimDocument,
  check: { id: string; at: Date; outcome: CheckOutcome },
  recheckIntervalSeconds: number,
): ClaimAfterCheck {
  const method = provenBy(check.outcome);
  const lastCheck: DomainCheckRecord = { id: check.id, at: check.at, verified: method !== null, ...check.outcome };
  const after = (seconds: number) => new Date(check.at.getTime() + seconds * 1000);
  if (method) {
    const verifiedAt = claim.status === 'verified' && claim.verifiedAt ? claim.verifiedAt : check.at;
    return {
      status: 'verified',
      verifiedAt,
      verifiedBy: method,
      lastCheck,
      inconclusiveChecks: 0,
      nextCheckAt: after(recheckIntervalSeconds),
    };
  }
  const unsettled = check.outcome.dns.inconclusive || check.outcome.http.inconclusive;
  if (claim.status === 'verified' && unsettled && claim.inconclusiveChecks + 1 < MAX_INCONCLUSIVE_CHECKS) {
    return {
      ...kept(claim),
      lastCheck,
      inconclusiveChecks: claim.inconclusiveChecks + 1,
      nextCheckAt: after(INCONCLUSIVE_RETRY_SECONDS),
    };
  }
  const status = claim.status === 'verified' ? 'lost' : claim.status;
  return { status, verifiedAt: null, verifiedBy: null, lastCheck, inconclusiveChecks: 0, nextCheckAt: null };
}

function kept(claim: DomainClaimDocument): Pick<DomainClaimDocument, 'status' | 'verifiedAt' | 'verifiedBy'> {
  return { status: claim.status, verifiedAt: claim.verifiedAt, verifiedBy: claim.verifiedBy };
}
