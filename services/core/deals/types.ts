import type { AnnouncedEvents } from '../outbox/index.ts';
import type { ApprovalSplit } from '../approvals/index.ts';
import type { NextAction, PaymentRecord, ProcessorName } from '../payments/index.ts';
import type { DealOperation, DealRole, DealStatus, MoneyMovement } from './deal-state-machine.ts';
import { allowedOperations } from './deal-state-machine.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

export interface DealSource {
  kind: 'direct' | 'bid' | 'answer';
  id: string | null;
}

/** One entry of a deal's append-only history, copied from the transition that won its sequence. */
export interface DealHistoryEntry {
  sequence: number;
  at: Date;
  from: DealStatus | null;
  to: DealStatus;
  by: string;
  /** The agent whose API key applied it (absent on entries written before agents existed: none). */
  byAgent?: string | null;
  operation: DealOperation | 'createDeal';
}

/** A movement of a deal's money that the processor failed after accepting it (a declined hold, a failed refund or payout). */
export interface DealPaymentFailure {
  movement: 'hold' | 'release' | 'refund';
  reason: string;
}

/** Where the money of a funded deal is: the processor and the reference of each movement. */
export interface DealPayment {
  processor: ProcessorName;
  sandbox: boolean;
  holdReference: string;
  releaseReference: string | null;
  refundReference: string | null;
  /** The processor's status of the latest movement; only `succeeded` money has moved (PaymentRecord). */
  status: PaymentRecord['status'];
  /** What the buyer must do while the hold is `requires_action` (e.g. a 3-D Secure page). */
  nextAction: NextAction | null;
  /** The latest failure the processor reported, null while none did. */
  failure: DealPaymentFailure | null;
  /** How a dispute resolved by a split divided the escrow (both references are then set), null otherwise. */
  split?: ApprovalSplit | null;
}

/**
 * Shown while the processor is asked what came of a movement of the deal's money whose answer was lost: the
 * transition that moved it neither goes on nor is undone until the processor answers.
 */
export interface DealPaymentCheck {
  movement: MoneyMovement;
  since: Date;
}

/**
 * A deal. `buyerId`, `sellerId` and `status` are a contract with the reviews domain (a released deal makes a
 * verified review). `version` is the sequence of the latest transition; only the caller whose insert of
 * `deal_transitions` `<id>#<version + 1>` succeeded writes the next state.
 */
export interface DealDocument extends Partial<AnnouncedEvents> {
  _id: string; // 'dea_...'
  buyerId: string;
  sellerId: string;
  listingId: string | null;
  source: DealSource;
  title: string;
  description: string | null;
  amount: number;
  currency: CurrencyCode;
  status: DealStatus;
  version: number;
  history: DealHistoryEntry[];
  payment: DealPayment | null;
  /** Absent or null unless a payment outcome is being checked. */
  paymentCheck?: DealPaymentCheck | null;
  /** The agent whose API key created the deal (absent on deals created before agents existed: none). */
  createdByAgent?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The claim of one transition: the unique `_id` decides which of concurrent workflows applies it. */
export interface DealTransitionDocument {
  _id: string; // '<dealId>#<sequence>'
  dealId: string;
  sequence: number;
  from: DealStatus;
  to: DealStatus;
  operation: DealOperation;
  /** The account that applied it, or `processor` for an outcome the payment processor reported. */
  by: string;
  at: Date;
  /** The `deal-transition` workflow that holds the claim, so a repeated claim step finds its own claim. */
  workflowId: string;
}

export interface DealView {
  id: string;
  buyerId: string;
  sellerId: string;
  listingId: string | null;
  source: DealSource;
  title: string;
  description: string | null;
  amount: number;
  currency: CurrencyCode;
  status: DealStatus;
  allowedOperations?: DealOperation[];
  pendingApprovalId: string | null;
  /** The view always names the split, null when there is none. */
  payment: (Omit<DealPayment, 'split'> & { split: ApprovalSplit | null }) | null;
  paymentCheck: { movement: MoneyMovement; since: string; message: string } | null;
  history: Array<Omit<DealHistoryEntry, 'at' | 'byAgent'> & { at: string; byAgent: string | null }>;
  createdByAgent: string | null;
  createdAt: string;
  updatedAt: string;
}

export function roleOf(deal: Pick<DealDocument, 'buyerId' | 'sellerId'>, accountId: string): DealRole | null {
  if (deal.buyerId === accountId) return 'buyer';
  if (deal.sellerId === accountId) return 'seller';
  return null;
}

/**
 * The deal as the API shows it; `viewer` adds the operations that party may apply now (events carry the view
 * without them, since they go to both parties).
 */
export function dealView(
  deal: DealDocument,
  viewer: DealRole | null,
  pendingApprovalId: string | null = null,
): DealView {
  return {
    id: deal._id,
    buyerId: deal.buyerId,
    sellerId: deal.sellerId,
    listingId: deal.listingId,
    source: deal.source,
    title: deal.title,
    description: deal.description,
    amount: deal.amount,
    currency: deal.currency,
    status: deal.status,
    ...(viewer ? { allowedOperations: allowedOperations(deal.status, viewer) } : {}),
    pendingApprovalId,
    payment: deal.payment ? { ...deal.payment, split: deal.payment.split ?? null } : null,
    paymentCheck: deal.paymentCheck ? paymentCheckView(deal.paymentCheck) : null,
    history: deal.history.map((entry) => ({ ...entry, at: entry.at.toISOString(), byAgent: entry.byAgent ?? null })),
    createdByAgent: deal.createdByAgent ?? null,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}

/** What createDeal receives (the OpenAPI `CreateDealInput`). */
export interface CreateDealInput {
  counterpartyId?: string;
  role?: DealRole;
  listingId?: string;
  title: string;
  description?: string;
  amount: number;
  currency: CurrencyCode;
}

const MOVEMENT_NAMES: Readonly<Record<MoneyMovement, string>> = {
  hold: "the hold of the buyer's money",
  release: 'the payout to the seller',
  refund: 'the refund to the buyer',
  split: 'the division of the escrow',
};

function paymentCheckView({ movement, since }: DealPaymentCheck): NonNullable<DealView['paymentCheck']> {
  return {
    movement,
    since: since.toISOString(),
    message: `Payment outcome being checked: the processor's answer about ${MOVEMENT_NAMES[movement]} was lost and it could not be asked since. The service keeps asking it; the deal moves on, or back, by its answer.`,
  };
}
