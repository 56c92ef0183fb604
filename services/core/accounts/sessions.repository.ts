import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { SessionDocument } from './types.ts';

export class SessionsRepository {
  private readonly sessions: Collection<SessionDocument>;

  constructor(db: Db) {
    this.sessions = db.collection<SessionDocument>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.sessions, { accountId: 1 }, { name: 'account' });
  }

  async insertSession(session: SessionDocument): Promise<void> {
    await this.sessions.insertOne(session);
  }

  async findActive(sessionId: string, accountId: string, now: Date): Promise<SessionDocument | null> {
    const session = await this.sessions.findOne({ _id: sessionId, accountId, revokedAt: null });
    return session && session.expiresAt > now ? session : null;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.sessions.updateOne({ _id: sessionId, revokedAt: null }, { $set: { revokedAt: now } });
  }

  /** Ends every live session of the account started up to `at`. */
  async revokeAllStartedBy(accountId: string, at: Date): Promise<void> {
    await this.sessions.updateMany(
      { accountId, revokedAt: null, createdAt: { $lte: at } },
      { $set: { revokedAt: at } },
    );
  }

  /** Ends every live session of the account except the one making the change; returns how many ended. */
  async revokeAllExcept(accountId: string, keptSessionId: string, now: Date): Promise<number> {
    const result = await this.sessions.updateMany(
      { accountId, revokedAt: null, _id: { $ne: keptSessionId } },
      { $set: { revokedAt: now } },
    );
    return result.modifiedCount;
  }
}
