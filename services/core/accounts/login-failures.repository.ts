import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import { newId } from '../../../shared/ids.ts';
import type { LoginFailureDocument } from './types.ts';

/** Failed sign-ins per email, for throttling; old entries are purged by a scheduled job. */
export class LoginFailuresRepository {
  private readonly failures: Collection<LoginFailureDocument>;

  constructor(db: Db) {
    this.failures = db.collection<LoginFailureDocument>('login_failures');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.failures, { emailNormalized: 1, at: 1 }, { name: 'email_at' });
    await ensureIndex(this.failures, { at: 1 }, { name: 'at' });
  }

  async record(emailNormalized: string, at: Date): Promise<void> {
    await this.failures.insertOne({ _id: newId('lfa'), emailNormalized, at });
  }

  /** The failures since a moment, oldest first, at most `limit` of them. */
  recentFailures(emailNormalized: string, since: Date, limit: number): Promise<LoginFailureDocument[]> {
    return this.failures
      .find({ emailNormalized, at: { $gt: since } })
      .sort({ at: 1 })
      .limit(limit)
      .toArray();
  }

  async clear(emailNormalized: string): Promise<void> {
    await this.failures.deleteMany({ emailNormalized });
  }

  async purgeOlderThan(cutoff: Date): Promise<number> {
    const result = await this.failures.deleteMany({ at: { $lt: cutoff } });
    return result.deletedCount;
  }
}
