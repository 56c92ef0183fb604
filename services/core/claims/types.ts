import type { Money } from '../listings/index.ts';
import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/** A registered lead as stored: written once at registration and never updated except its `status` projection. */
export interface ClaimDocument {
  _id: string; // 'clm_...'
  mandateId: string;
  agentId: string;
  providerId: string;
  /** The AI agent whose API key registered it (absent on claims registered before agents existed: none). */
  createdByAgent?: string | null;
  buyer: { legalName: string; country: CountryCode };
  contact: { name: string; email: string };
  /** `<mandateId>#<country>#<normalised legal name>`; its unique index lets the first registrant win. */
  buyerKey: string;
  /** The mandate's title and reward when the claim was registered; later mandate changes do not touch them. */
  offerTitle: string;
  reward: Money;
  decisionDeadline: Date;
  /** Projection of the facts for list filters; reads always derive the status from the facts. */
  status: ClaimStatus;
  createdAt: Date;
}

export type ClaimStatus =
  'provisional' | 'accepted' | 'rejected' | 'sale_reported' | 'sale_confirmed' | 'sale_disputed';

/**
 * What happened to a claim, one document per fact under `_id` `<claimId>#<name>`: inserting a fact claims it,
 * so each happens once however many requests race (the decision, the buyer's answer, the sale, its review).
 */
export interface ClaimFacts {
  decision: { outcome: 'accepted' | 'rejected'; by: 'provider' | 'deadline'; reason: string | null; at: Date } | null;
  /** The latest invitation; earlier ones stay valid until they expire. */
  invitation: { sequence: number; invitedAt: Date; expiresAt: Date } | null;
  response: { confirmed: boolean; comment: string | null; at: Date } | null;
  sale: SaleReport | null;
  saleReview: { outcome: 'confirmed' | 'disputed'; reason: string | null; at: Date } | null;
  rewardRequest: { approvalId: string; at: Date } | null;
  rewardOutcome: { status: 'payable' | 'rejected'; approvalId: string; at: Date } | null;
}

export type SingleFactName = Exclude<keyof ClaimFacts, 'invitation'>;

export interface SaleReport {
  invoiceNumber: string;
  invoiceDate: string;
  amount: number;
  currency: CurrencyCode;
  documentUrl: string | null;
  reportedAt: Date;
}

export interface ClaimState {
  claim: ClaimDocument;
  facts: ClaimFacts;
}

export type ClaimRole = 'agent' | 'provider';

/** createClaim's body after the gateway's validation. */
export interface NewClaim {
  mandateId: string;
  buyer: { legalName: string; country: CountryCode };
  contact: { name: string; email: string };
}

export interface ClaimDecisionInput {
  decision: 'accept' | 'reject';
  reason?: string;
}

export interface ReportSaleInput {
  invoiceNumber: string;
  invoiceDate: string;
  amount: number;
  currency: CurrencyCode;
  documentUrl?: string;
}
