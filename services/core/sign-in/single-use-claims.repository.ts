import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';

/** What a claim spends: a magic-link token, a social sign-in state or an ID token's nonce. */
export type SingleUseKind = 'magic-link' | 'social-state' | 'id-token';

interface SingleUseClaimDocument {
  _id: string; // `<kind>:<sha256 of the spent secret>`
  kind: SingleUseKind;
  at: Date;
  /** When the secret stops being valid anyway; the claim is purged after it. */
  expiresAt: Date;
}

/** Secrets that work once: the first insert under the secret's hash wins, every later one (or parallel one) loses. */
export class SingleUseClaimsRepository {
  private readonly claims: Collection<SingleUseClaimDocument>;

  constructor(db: Db) {
    this.claims = db.collection<SingleUseClaimDocument>('sign_in_claims');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.claims, { expiresAt: 1 }, { name: 'expires' });
  }

  /** True for the one caller that spends the secret. */
  claim(kind: SingleUseKind, secretHash: string, at: Date, expiresAt: Date): Promise<boolean> {
    return insertOnce(this.claims, { _id: `${kind}:${secretHash}`, kind, at, expiresAt });
  }

  async purgeExpired(now: Date): Promise<number> {
    return (await this.claims.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
