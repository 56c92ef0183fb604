import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import type { CreditTopUpDocument, CreditTopUpOutcome } from './types.ts';

/** The claim that a top-up's credits were granted; its `_id` is the top-up id, so at most one grant exists. */
interface TopUpGrantClaimDocument {
  _id: string;
  claimedAt: Date;
}

export class CreditTopUpsRepository {
  private readonly topUps: Collection<CreditTopUpDocument>;
  private readonly grantClaims: Collection<TopUpGrantClaimDocument>;

  constructor(db: Db) {
    this.topUps = db.collection<CreditTopUpDocument>('credit_top_ups');
    this.grantClaims = db.collection<TopUpGrantClaimDocument>('credit_top_up_grants');
  }

  async insert(topUp: CreditTopUpDocument): Promise<void> {
    await this.topUps.insertOne(topUp);
  }

  findById(id: string): Promise<CreditTopUpDocument | null> {
    return this.topUps.findOne({ _id: id });
  }

  /** Records how the payment ended; only the writer that charged (and, on success, claimed the grant) calls it. */
  async recordOutcome(id: string, outcome: CreditTopUpOutcome, now: Date): Promise<void> {
    await this.topUps.updateOne({ _id: id }, { $set: { ...outcome, updatedAt: now } });
  }

  /** True for the one caller that may grant the top-up's credits; every later caller gets false. */
  async claimGrant(topUpId: string, now: Date): Promise<boolean> {
    return insertOnce(this.grantClaims, { _id: topUpId, claimedAt: now });
  }
}
