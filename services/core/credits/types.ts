import { processorInfoView, type ProcessorInfoView, type NextAction, type ProcessorName } from '../payments/index.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';
import type { AnnouncedEvents } from '../outbox/index.ts';

/** Credits come in by a grant or a paid top-up and go out by a spend (a boost, the concierge chat). */
export type LedgerEntryKind = 'grant' | 'top_up' | 'spend';

/** What kinds of entry add credits. */
export type CreditingKind = Exclude<LedgerEntryKind, 'spend'>;

/** What a spend pays for, e.g. `{ type: 'listing', id: 'lst_…' }` for a boost. */
export interface LedgerReference {
  type: string;
  id: string;
}

/**
 * One entry of an account's append-only ledger. `sequence` counts 1, 2, 3, ... per account under a unique
 * index, so two writers can never both extend the ledger from the same entry; `balanceAfter` is the running
 * balance, computed from the entry before, and never negative.
 */
export interface LedgerEntryDocument extends Partial<AnnouncedEvents> {
  _id: string; // 'cle_...'
  accountId: string;
  sequence: number;
  /** Signed: positive adds credits, negative spends them. */
  delta: number;
  balanceAfter: number;
  kind: LedgerEntryKind;
  reason: string;
  reference: LedgerReference | null;
  createdAt: Date;
}

/** A ledger entry as its account reads it (the OpenAPI `LedgerEntry`). */
export interface LedgerEntryView {
  id: string;
  accountId: string;
  kind: LedgerEntryKind;
  credits: number;
  balanceAfter: number;
  reason: string;
  reference: LedgerReference | null;
  createdAt: string;
}

/** The OpenAPI `CreditBalance`; `updatedAt` is the instant of the latest entry, absent while there is none. */
export interface CreditBalanceView {
  accountId: string;
  balance: number;
  updatedAt?: string;
}

/** What an admin sends to grant credits (the OpenAPI `GrantCreditsInput`). */
export interface GrantCreditsInput {
  accountId: string;
  credits: number;
  reason: string;
}

export function ledgerEntryView(entry: LedgerEntryDocument): LedgerEntryView {
  return {
    id: entry._id,
    accountId: entry.accountId,
    kind: entry.kind,
    credits: entry.delta,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    reference: entry.reference,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function creditBalanceView(accountId: string, latest: LedgerEntryDocument | null): CreditBalanceView {
  if (!latest) return { accountId, balance: 0 };
  return { accountId, balance: latest.balanceAfter, updatedAt: latest.createdAt.toISOString() };
}

/**
 * Where a top-up stands. `awaiting_approval`: asked for by an API key or OAuth token, nothing charged until a
 * human session approves `approvalId`; `rejected`: the human said no, nothing charged. `pending`: the
 * processor is still working on the charge; `requires_action`: the payer must act first (`nextAction`).
 * `succeeded`: charged and granted (`ledgerEntryId`); `failed`: not charged, nothing granted (`failureReason`).
 * `checking`: the processor's answer to the charge was lost and it could not be asked since; the service keeps
 * asking it, and the top-up ends `succeeded` or `failed` by its answer.
 */
export type CreditTopUpStatus =
  'awaiting_approval' | 'rejected' | 'pending' | 'requires_action' | 'checking' | 'succeeded' | 'failed';

/** A purchase of credits through the payment processor; its id names its workflows (`top-up:<id>`). */
export interface CreditTopUpDocument {
  _id: string; // 'ctu_...'
  accountId: string;
  credits: number;
  /** The price in minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  status: CreditTopUpStatus;
  processor: ProcessorName;
  /** The processor's reference of the charge, once there is one. */
  reference: string | null;
  nextAction: NextAction | null;
  ledgerEntryId: string | null;
  failureReason: string | null;
  /** The human approval a top-up asked for by an API key or OAuth token waits for; null for a session's. */
  approvalId: string | null;
  /** The credential that asked, whose spending commitment is withdrawn when the top-up ends without a charge. */
  requestedBy: Principal;
  paymentMethod: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CreditTopUpOutcome = Pick<
  CreditTopUpDocument,
  'status' | 'reference' | 'nextAction' | 'ledgerEntryId' | 'failureReason'
>;

/** What an account sends to buy credits (the OpenAPI `CreditTopUpInput`). */
export interface CreditTopUpInput {
  credits: number;
  paymentMethod?: string;
}

/** A top-up as its account reads it (the OpenAPI `CreditTopUp`). */
export interface CreditTopUpView {
  id: string;
  credits: number;
  amount: number;
  currency: CurrencyCode;
  status: CreditTopUpStatus;
  checkoutUrl: string | null;
  nextAction: NextAction | null;
  approvalId: string | null;
  processor: ProcessorInfoView;
  ledgerEntryId: string | null;
  failureReason: string | null;
  createdAt: string;
}

export function creditTopUpView(topUp: CreditTopUpDocument): CreditTopUpView {
  return {
    id: topUp._id,
    credits: topUp.credits,
    amount: topUp.amount,
    currency: topUp.currency,
    status: topUp.status,
    checkoutUrl: topUp.nextAction?.redirectUrl ?? null,
    nextAction: topUp.nextAction,
    approvalId: topUp.approvalId,
    processor: processorInfoView(topUp.processor, topUp.reference),
    ledgerEntryId: topUp.ledgerEntryId,
    failureReason: topUp.failureReason,
    createdAt: topUp.createdAt.toISOString(),
  };
}
