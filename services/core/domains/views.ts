import { dnsProofName, httpProofUrl, proofValue, type WellKnownLocation } from './proof.ts';
import type { DomainCheckRecord, DomainCheckView, DomainClaimDocument, DomainView } from './types.ts';

function checkView(check: DomainCheckRecord): DomainCheckView {
  return { id: check.id, at: check.at.toISOString(), verified: check.verified, dns: check.dns, http: check.http };
}

/** The claim as its owner reads it, with the two ways to prove it. */
export function domainView(claim: DomainClaimDocument, where: WellKnownLocation): DomainView {
  const value = proofValue(claim.token);
  return {
    id: claim._id,
    domain: claim.name,
    status: claim.status,
    verified: claim.status === 'verified',
    verifiedAt: claim.verifiedAt?.toISOString() ?? null,
    verifiedBy: claim.verifiedBy,
    proof: {
      token: claim.token,
      dns: { name: dnsProofName(claim.name), type: 'TXT', value },
      http: { url: httpProofUrl(claim.name, where), body: value },
    },
    lastCheck: claim.lastCheck ? checkView(claim.lastCheck) : null,
    nextCheckAt: claim.nextCheckAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
  };
}
