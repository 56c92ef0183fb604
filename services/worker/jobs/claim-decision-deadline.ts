import type { ClaimDeadlines } from '../../core/for-roles.ts';

export type ClaimDeadlineDeps = Pick<ClaimDeadlines, 'acceptAtDeadline'>;

/** Enforces a claim's decision deadline: an undecided claim is accepted (see ClaimDeadlines). */
export function enforceClaimDecisionDeadline(claimId: string, claims: ClaimDeadlineDeps) {
  return claims.acceptAtDeadline(claimId);
}
