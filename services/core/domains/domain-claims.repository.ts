import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ClaimAfterCheck } from './check-result.ts';
import type { DomainClaimDocument } from './types.ts';

/** The domain claims of accounts; the listings domain reads an account's verified names from it for the badge. */
export class DomainClaimsRepository {
  private readonly claims: Collection<DomainClaimDocument>;

  constructor(db: Db) {
    this.claims = db.collection<DomainClaimDocument>('domain_claims');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.claims, { accountId: 1, name: 1 }, { name: 'account_name', unique: true });
    await ensureIndex(this.claims, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    await ensureIndex(this.claims, { accountId: 1, status: 1 }, { name: 'account_status' });
    await ensureIndex(this.claims, { nextCheckAt: 1 }, { name: 'next_check' });
  }

  /** False when the account has claimed this name already (the unique account_name index decides). */
  insertClaim(claim: DomainClaimDocument): Promise<boolean> {
    return insertOnce(this.claims, claim);
  }

  /** The claim when it belongs to the account; null for another account's, so its existence does not leak. */
  findOwned(accountId: string, id: string): Promise<DomainClaimDocument | null> {
    return this.claims.findOne({ _id: id, accountId });
  }

  findByName(accountId: string, name: string): Promise<DomainClaimDocument | null> {
    return this.claims.findOne({ accountId, name });
  }

  findById(id: string): Promise<DomainClaimDocument | null> {
    return this.claims.findOne({ _id: id });
  }

  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<DomainClaimDocument[]> {
    return this.claims
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** The account's verified domain names, sorted. */
  async verifiedOf(accountId: string): Promise<string[]> {
    const verified = await this.claims.find({ accountId, status: 'verified' }, { projection: { name: 1 } }).toArray();
    return verified.map((claim) => claim.name).sort();
  }

  /** Verified claims whose re-check is due, the longest due first. */
  dueForRecheck(now: Date, limit: number): Promise<DomainClaimDocument[]> {
    return this.claims
      .find({ nextCheckAt: { $lte: now } })
      .sort({ nextCheckAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Moves a due re-check later, so that another worker's run does not take the same claim meanwhile. */
  async postponeRecheck(id: string, until: Date): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { nextCheckAt: until } });
  }

  async applyCheck(id: string, change: ClaimAfterCheck): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: change });
  }

  async delete(id: string): Promise<void> {
    await this.claims.deleteOne({ _id: id });
  }
}
