import type { ClaimDeadlines } from '../../core/claims/claim-deadlines.ts';

export type ClaimDeadlineDeps = Pick<ClaimDeadlines, 'acceptAtDeadline'>;

/** Enforces a claim's decision deadline: an undecided claim is accepted (see ClaimDeadlines). */
export function enforceClaimDecisionDeadline(claimId: string, claims: ClaimDeadlineDeps) {
  return claims.acceptAtDeadline(claimId);
}
