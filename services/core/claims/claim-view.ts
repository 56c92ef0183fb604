import type { ClaimFacts, ClaimRole, ClaimState, ClaimStatus } from './types.ts';
import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

export type RewardStatus = 'not_due' | 'awaiting_approval' | 'payable' | 'rejected';
export type IntroductionStatus = 'not_invited' | 'invited' | 'confirmed' | 'declined' | 'expired';

/** The most buyer invitations one claim may send; each sends a new link. */
export const MAX_INVITATIONS = 5;

/** A claim as the API answers it (the OpenAPI `Claim`), for one of its two parties. */
export interface ClaimView {
  id: string;
  mandateId: string;
  agentId: string;
  providerId: string;
  createdByAgent: string | null;
  offerTitle: string;
  buyer: { legalName: string; country: CountryCode };
  /** Null for the provider until the claim is accepted or the buyer confirmed the introduction. */
  contact: { name: string; email: string } | null;
  status: ClaimStatus;
  decisionDeadline: string;
  decision: { outcome: 'accepted' | 'rejected'; by: 'provider' | 'deadline'; reason: string | null; at: string } | null;
  decidedAt: string | null;
  decisionReason: string | null;
  reward: { amount: number; currency: CurrencyCode };
  rewardStatus: RewardStatus;
  rewardApprovalId: string | null;
  introduction: {
    status: IntroductionStatus;
    invitedAt: string | null;
    confirmedAt: string | null;
    expiresAt: string | null;
  };
  sale: {
    invoiceNumber: string;
    invoiceDate: string;
    amount: number;
    currency: CurrencyCode;
    documentUrl: string | null;
    reportedAt: string;
    status: 'reported' | 'confirmed' | 'disputed';
    disputeReason: string | null;
  } | null;
  allowedOperations: string[];
  createdAt: string;
}

export function claimStatus(facts: ClaimFacts): ClaimStatus {
  if (facts.saleReview) return facts.saleReview.outcome === 'confirmed' ? 'sale_confirmed' : 'sale_disputed';
  if (facts.sale) return 'sale_reported';
  return facts.decision?.outcome ?? 'provisional';
}

/** The provider sees the buyer's contact once the claim is accepted or the buyer confirmed the introduction. */
export function contactRevealed(facts: ClaimFacts): boolean {
  return facts.decision?.outcome === 'accepted' || facts.response?.confirmed === true;
}

export function introductionStatus(facts: ClaimFacts, now: Date): IntroductionStatus {
  if (facts.response) return facts.response.confirmed ? 'confirmed' : 'declined';
  if (!facts.invitation) return 'not_invited';
  return facts.invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'invited';
}

export function rewardStatus(facts: ClaimFacts): RewardStatus {
  if (facts.rewardOutcome) return facts.rewardOutcome.status;
  return facts.rewardRequest ? 'awaiting_approval' : 'not_due';
}

/** Why the buyer may not be invited now, if not: only while the introduction is open and invitations are left. */
export function invitationRefusal(facts: ClaimFacts): 'closed' | 'exhausted' | null {
  const status = claimStatus(facts);
  if (facts.response || (status !== 'provisional' && status !== 'accepted')) return 'closed';
  return (facts.invitation?.sequence ?? 0) >= MAX_INVITATIONS ? 'exhausted' : null;
}

/** What the caller in this role may do next, by operationId. */
export function allowedOperations({ claim, facts }: ClaimState, role: ClaimRole, now: Date): string[] {
  const status = claimStatus(facts);
  const operations = ['getClaim'];
  if (role === 'agent') {
    if (invitationRefusal(facts) === null) operations.push('inviteBuyer');
    if (status === 'accepted') operations.push('reportSale');
  } else {
    if (status === 'provisional' && now.getTime() < claim.decisionDeadline.getTime()) operations.push('decideClaim');
    if (status === 'sale_reported') operations.push('confirmSale', 'disputeSale');
  }
  return operations;
}

export function claimView(state: ClaimState, role: ClaimRole, now: Date): ClaimView {
  const { claim, facts } = state;
  const { decision, invitation, response, sale, saleReview } = facts;
  return {
    id: claim._id,
    mandateId: claim.mandateId,
    agentId: claim.agentId,
    providerId: claim.providerId,
    createdByAgent: claim.createdByAgent ?? null,
    offerTitle: claim.offerTitle,
    buyer: { legalName: claim.buyer.legalName, country: claim.buyer.country },
    contact:
      role === 'agent' || contactRevealed(facts) ? { name: claim.contact.name, email: claim.contact.email } : null,
    status: claimStatus(facts),
    decisionDeadline: claim.decisionDeadline.toISOString(),
    decision: decision ? { ...decision, at: decision.at.toISOString() } : null,
    decidedAt: decision?.at.toISOString() ?? null,
    decisionReason: decision?.reason ?? null,
    reward: { amount: claim.reward.amount, currency: claim.reward.currency },
    rewardStatus: rewardStatus(facts),
    rewardApprovalId: facts.rewardOutcome?.approvalId ?? facts.rewardRequest?.approvalId ?? null,
    introduction: {
      status: introductionStatus(facts, now),
      invitedAt: invitation?.invitedAt.toISOString() ?? null,
      confirmedAt: response?.confirmed ? response.at.toISOString() : null,
      expiresAt: invitation?.expiresAt.toISOString() ?? null,
    },
    sale: sale
      ? {
          invoiceNumber: sale.invoiceNumber,
          invoiceDate: sale.invoiceDate,
          amount: sale.amount,
          currency: sale.currency,
          documentUrl: sale.documentUrl,
          reportedAt: sale.reportedAt.toISOString(),
          status: saleReview?.outcome ?? 'reported',
          disputeReason: saleReview?.outcome === 'disputed' ? saleReview.reason : null,
        }
      : null,
    allowedOperations: allowedOperations(state, role, now),
    createdAt: claim.createdAt.toISOString(),
  };
}
