import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import type { PaymentRecord } from './payment-processor.ts';

/** One movement of the sandbox, stored under the caller's idempotency key: a replay finds it instead of moving twice. */
export interface PaymentMovementDocument extends PaymentRecord {
  _id: string;
  dealId: string | null;
  accountId: string | null;
  holdReference: string | null;
}

/** The facts of a hold that its settlement checks, stored under `<reference>#hold`. */
export interface HoldDocument {
  _id: string;
  idempotencyKey: string;
  dealId: string;
  amount: number;
  currency: string;
}

/** The one settlement (release or refund) of a hold, claimed by inserting `<reference>#settled`. */
export interface SettlementClaimDocument {
  _id: string;
  kind: 'release' | 'refund';
  idempotencyKey: string;
  createdAt: Date;
}

type PaymentsDocument = PaymentMovementDocument | HoldDocument | SettlementClaimDocument;

export const holdId = (reference: string) => `${reference}#hold`;
export const settlementId = (reference: string) => `${reference}#settled`;

/**
 * The `payments` collection of the sandbox processor. Every invariant is an insert under a composed `_id`
 * (the only unique index FerretDB checks without a scan): one movement per idempotency key, one settlement per hold.
 */
export class PaymentsRepository {
  private readonly documents: Collection<PaymentsDocument>;

  constructor(db: Db) {
    this.documents = db.collection<PaymentsDocument>('payments');
  }

  /** Lookups are by _id only. */
  async ensureIndexes(): Promise<void> {}

  /** Inserts the document unless its `_id` is taken; false when another writer was first. */
  async insertOnce(document: PaymentsDocument): Promise<boolean> {
    return insertOnce(this.documents, document);
  }

  findMovement(idempotencyKey: string): Promise<PaymentMovementDocument | null> {
    return this.documents.findOne({ _id: idempotencyKey }) as Promise<PaymentMovementDocument | null>;
  }

  findHold(reference: string): Promise<HoldDocument | null> {
    return this.documents.findOne({ _id: holdId(reference) }) as Promise<HoldDocument | null>;
  }

  /** Gives up the settlement claim of `idempotencyKey`, when the settlement it claimed moved no money. */
  async releaseSettlement(reference: string, idempotencyKey: string): Promise<void> {
    await this.documents.deleteOne({ _id: settlementId(reference), idempotencyKey });
  }

  findSettlement(reference: string): Promise<SettlementClaimDocument | null> {
    return this.documents.findOne({ _id: settlementId(reference) }) as Promise<SettlementClaimDocument | null>;
  }
}
