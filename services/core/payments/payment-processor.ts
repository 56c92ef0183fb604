/**
 * Where money moves. Two implementations: a sandbox that records every movement in MongoDB (the local default,
 * labelled `sandbox` in responses) and Stripe (separate charges and transfers). Callers pass an idempotency
 * key derived from the operation they perform, so a retried call can never move money twice.
 */
export type ProcessorName = 'sandbox' | 'stripe';

export type PaymentKind = 'hold' | 'release' | 'refund' | 'charge';

export interface PaymentRecord {
  processor: ProcessorName;
  kind: PaymentKind;
  /** The processor's own id: a PaymentIntent, Transfer or Refund id for Stripe, `sbx_...` for the sandbox. */
  reference: string;
  amount: number;
  currency: string;
  /**
   * `pending`: the processor is still working on it (Stripe `processing`, or a payment method still to be
   * attached); `requires_action`: the payer must act first (3-D Secure), see `nextAction`. Either ends in a
   * processor event (ProcessorEvent) that settles it; only `succeeded` money is moved money.
   */
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed';
  /** What the payer must do when the status is `requires_action`. */
  nextAction: NextAction | null;
  createdAt: Date;
}

/** The payer's next step of a payment that waits for them, e.g. a 3-D Secure page to open. */
export interface NextAction {
  type: string;
  redirectUrl: string | null;
}

export interface HoldInput {
  dealId: string;
  buyerId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  /** The processor's payment method (Stripe `pm_...`); Stripe's test card when absent, ignored by the sandbox. */
  paymentMethod?: string;
}

/** A movement out of a held payment: its release to the seller or its refund to the buyer, in whole or in part. */
interface SettlementInput {
  dealId: string;
  /** The hold's reference, so the movement is tied to the charge it pays out of. */
  holdReference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  /**
   * The key that claims the hold's one settlement, when it is not `idempotencyKey`: the release and the refund of
   * a split share it, so together they are the hold's settlement.
   */
  settlementKey?: string;
}

export interface ReleaseInput extends SettlementInput {
  sellerId: string;
}

export type RefundInput = SettlementInput;

/** What a processor's later events concern: the deal whose hold it is, or the credit top-up it charges. */
export type PaymentSubject = { kind: 'deal'; id: string } | { kind: 'top_up'; id: string };

export interface ChargeInput {
  /** What the charge pays for, e.g. a credit top-up id. */
  purpose: string;
  /** The resource whose processor events settle a charge that did not succeed at once (ProcessorEvent). */
  subject?: PaymentSubject;
  accountId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  /** As for a hold. */
  paymentMethod?: string;
}

/** A movement looked up by the idempotency key of the call that made it, for a call whose answer was lost. */
export type MovementQuery =
  | { kind: 'hold'; dealId: string; idempotencyKey: string }
  | { kind: 'charge'; idempotencyKey: string }
  | { kind: 'release' | 'refund'; dealId: string; holdReference: string; idempotencyKey: string };

export interface PaymentProcessor {
  readonly name: ProcessorName;
  /** Takes the buyer's money into escrow when a deal is funded. */
  hold(input: HoldInput): Promise<PaymentRecord>;
  /** Pays the held money out to the seller when the buyer confirms the release. */
  release(input: ReleaseInput): Promise<PaymentRecord>;
  /** Returns held money to the buyer when a funded deal is cancelled or a dispute ends in the buyer's favour. */
  refund(input: RefundInput): Promise<PaymentRecord>;
  /** Charges an account directly, for credit top-ups. */
  charge(input: ChargeInput): Promise<PaymentRecord>;
  /**
   * Asks the processor what a call with `query.idempotencyKey` moved: its record, or null when it moved nothing.
   * Throws (never a refusal) while the processor cannot be asked: the outcome is still unknown.
   */
  findMovement(query: MovementQuery): Promise<PaymentRecord | null>;
  /** Gives up the hold's settlement claim that `settlementKey` holds, for a settlement that moved no money. */
  forgoSettlement(holdReference: string, settlementKey: string): Promise<void>;
}
