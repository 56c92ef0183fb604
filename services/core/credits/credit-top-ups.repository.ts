import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import type { CreditTopUpDocument, CreditTopUpOutcome, CreditTopUpStatus } from './types.ts';

/**
 * The statuses an outcome may replace. `succeeded` is final (the money moved and the credits are granted) and
 * replaces any other, since a charge the processor confirms late still paid; every other outcome replaces only
 * a top-up that has not ended, so a slower writer cannot undo what a processor event already recorded.
 */
function replaceable(status: CreditTopUpStatus): CreditTopUpStatus[] {
  if (status === 'succeeded') return ['awaiting_approval', 'pending', 'requires_action', 'checking', 'failed'];
  return ['awaiting_approval', 'pending', 'requires_action', 'checking'];
}

/** Top-ups are read and written by `_id` only. */
export class CreditTopUpsRepository {
  private readonly topUps: Collection<CreditTopUpDocument>;

  constructor(db: Db) {
    this.topUps = db.collection<CreditTopUpDocument>('credit_top_ups');
  }

  /** Nothing beyond `_id` to index. */
  async ensureIndexes(): Promise<void> {}

  /** Inserts the top-up unless it exists; a repeated insert of a workflow step answers the stored one. */
  async insertOnce(topUp: CreditTopUpDocument): Promise<CreditTopUpDocument> {
    if (await insertOnce(this.topUps, topUp)) return topUp;
    const stored = await this.findById(topUp._id);
    if (stored?.accountId !== topUp.accountId) throw new Error(`credit top-up ${topUp._id} exists for another account`);
    return stored;
  }

  findById(id: string): Promise<CreditTopUpDocument | null> {
    return this.topUps.findOne({ _id: id });
  }

  async recordApproval(id: string, approvalId: string, now: Date): Promise<void> {
    await this.topUps.updateOne({ _id: id }, { $set: { approvalId, updatedAt: now } });
  }

  /** Shows that the processor is being asked what came of the charge, unless the top-up ended or is shown waiting for the payer. */
  async markChecking(id: string, now: Date): Promise<void> {
    await this.topUps.updateOne(
      { _id: id, status: { $in: ['awaiting_approval', 'pending'] } },
      { $set: { status: 'checking', updatedAt: now } },
    );
  }

  /** Records where the payment stands, unless the top-up already ended in a way this outcome may not replace. */
  async recordOutcome(id: string, outcome: CreditTopUpOutcome, now: Date): Promise<void> {
    await this.topUps.updateOne(
      { _id: id, status: { $in: replaceable(outcome.status) } },
      { $set: { ...outcome, updatedAt: now } },
    );
  }

  /** Ends a top-up that never reached the processor (`rejected`, or `failed` when its request was undone). */
  async end(id: string, status: 'rejected' | 'failed', failureReason: string, now: Date): Promise<void> {
    await this.recordOutcome(
      id,
      { status, reference: null, nextAction: null, ledgerEntryId: null, failureReason },
      now,
    );
  }
}
