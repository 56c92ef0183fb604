import { createHash, randomBytes } from 'node:crypto';
import type { Collection, Db } from 'mongodb';

/** A buyer confirmation link; only the SHA-256 of its token is stored, as `_id`, so a lookup is by _id. */
export interface ClaimLinkDocument {
  _id: string;
  claimId: string;
  expiresAt: Date;
  createdAt: Date;
}

/** 32 random bytes, base64url: 43 characters, the credential of the link. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class ClaimLinksRepository {
  private readonly links: Collection<ClaimLinkDocument>;

  constructor(db: Db) {
    this.links = db.collection<ClaimLinkDocument>('claim_links');
  }

  async ensureIndexes(): Promise<void> {
    // Found by _id (the token hash) only.
  }

  async insert(token: string, claimId: string, expiresAt: Date, now: Date): Promise<void> {
    await this.links.insertOne({ _id: hashLinkToken(token), claimId, expiresAt, createdAt: now });
  }

  findByToken(token: string): Promise<ClaimLinkDocument | null> {
    return this.links.findOne({ _id: hashLinkToken(token) });
  }
}
