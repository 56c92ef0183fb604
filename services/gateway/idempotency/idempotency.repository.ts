import { createHash } from 'node:crypto';
import { Binary, type Collection, type Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { Reply } from '../reply.ts';

interface IdempotencyRecord {
  _id: string;
  principalId: string;
  fingerprint: string;
  /** `failed`: its answer was no outcome (a 5xx, a Retry-After); the same request runs again, another is refused. */
  state: 'in_progress' | 'completed' | 'failed';
  createdAt: Date;
  expiresAt: Date;
  reply: { status: number; headers: Record<string, string>; body: Binary } | null;
}

export type IdempotencyClaim =
  | { kind: 'claimed'; recordId: string }
  | { kind: 'replay'; reply: Reply }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

export interface ClaimRequest {
  principalId: string;
  operationId: string;
  key: string;
  fingerprint: string;
  now: Date;
  ttlSeconds: number;
}

/** A request still "in progress" after this long was abandoned by a crashed process and may be taken over. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Idempotency records keyed by (principal, operation, key). The first request inserts the record under the _id's unique
 * index; every concurrent duplicate loses that insert and reads the record instead.
 */
export class IdempotencyRepository {
  private readonly records: Collection<IdempotencyRecord>;

  constructor(db: Db) {
    this.records = db.collection<IdempotencyRecord>('idempotency_records');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.records, { expiresAt: 1 }, { name: 'expires' });
  }

  async claim(request: ClaimRequest): Promise<IdempotencyClaim> {
    const recordId = createHash('sha256')
      .update(`${request.principalId}\0${request.operationId}\0${request.key}`)
      .digest('hex');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await this.insertOnce(recordId, request)) return { kind: 'claimed', recordId };
      const existing = await this.records.findOne({ _id: recordId });
      if (!existing) continue;
      if (existing.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
      if (existing.state === 'completed' && existing.reply)
        return { kind: 'replay', reply: storedReply(existing.reply) };
      const abandoned = request.now.getTime() - existing.createdAt.getTime() >= ABANDONED_AFTER_MS;
      if (existing.state === 'in_progress' && !abandoned) return { kind: 'in_progress' };
      // Of concurrent retries, the one whose insert follows the delete takes the record over; the others wait.
      await this.records.deleteOne({ _id: recordId, state: existing.state, createdAt: existing.createdAt });
    }
    return { kind: 'in_progress' };
  }

  async complete(recordId: string, reply: Reply): Promise<void> {
    const stored = { status: reply.status, headers: reply.headers, body: new Binary(reply.body) };
    await this.records.updateOne({ _id: recordId }, { $set: { state: 'completed', reply: stored } });
  }

  /**
   * Marks a claim whose request got no outcome (it failed unexpectedly, or was told to come back): a retry of the
   * same request runs again (and finds whatever the first attempt started, by the key), a different request under
   * the key is still refused as a reuse.
   */
  async fail(recordId: string): Promise<void> {
    await this.records.updateOne({ _id: recordId, state: 'in_progress' }, { $set: { state: 'failed' } });
  }

  async purgeExpired(now: Date): Promise<number> {
    const result = await this.records.deleteMany({ expiresAt: { $lt: now } });
    return result.deletedCount;
  }

  private async insertOnce(recordId: string, request: ClaimRequest): Promise<boolean> {
    return insertOnce(this.records, {
      _id: recordId,
      principalId: request.principalId,
      fingerprint: request.fingerprint,
      state: 'in_progress',
      createdAt: request.now,
      expiresAt: new Date(request.now.getTime() + request.ttlSeconds * 1000),
      reply: null,
    });
  }
}

function storedReply(stored: NonNullable<IdempotencyRecord['reply']>): Reply {
  return { status: stored.status, headers: stored.headers, body: Buffer.from(stored.body.buffer) };
}
