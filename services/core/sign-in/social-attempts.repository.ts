import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';

/** A browser sign-in started at a provider; only the SHA-256 of its `state` is stored, as `_id`. */
export interface SocialAttemptDocument {
  _id: string;
  provider: string;
  /** Exactly as given: the provider compares it character for character, and so does the code redemption. */
  redirectUri: string;
  createdAt: Date;
  expiresAt: Date;
}

export class SocialAttemptsRepository {
  private readonly attempts: Collection<SocialAttemptDocument>;

  constructor(db: Db) {
    this.attempts = db.collection<SocialAttemptDocument>('social_sign_in_attempts');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.attempts, { expiresAt: 1 }, { name: 'expires' });
  }

  async insert(attempt: SocialAttemptDocument): Promise<void> {
    await this.attempts.insertOne(attempt);
  }

  findByStateHash(stateHash: string): Promise<SocialAttemptDocument | null> {
    return this.attempts.findOne({ _id: stateHash });
  }

  async purgeExpired(now: Date): Promise<number> {
    return (await this.attempts.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
