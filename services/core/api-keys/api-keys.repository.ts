import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertManyOnce, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ApiKeyDocument, ApiKeyRevocationDocument } from './types.ts';

/** Writes to lastUsedAt are coalesced to this granularity so that every request does not write. */
const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * API keys, and their revocations recorded apart (api_key_revocations, by key id). A server without atomic document
 * updates rewrites the whole key on every update, so a write racing a revocation (the key's lastUsedAt, its agent)
 * can put `revokedAt` back to null. A revocation is therefore inserted first, then set on the key; every other write
 * to a key reads it afterwards and sets it again (restoreRevocation), and a new key's creator is checked against it.
 */
export class ApiKeysRepository {
  private readonly keys: Collection<ApiKeyDocument>;
  private readonly revocations: Collection<ApiKeyRevocationDocument>;

  constructor(db: Db) {
    this.keys = db.collection<ApiKeyDocument>('api_keys');
    this.revocations = db.collection<ApiKeyRevocationDocument>('api_key_revocations');
  }

  /** Revocations are read by `_id` only. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.keys, { accountId: 1, createdAt: -1, _id: -1 }, { name: 'account_created' });
    await ensureIndex(this.keys, { accountId: 1, agentId: 1 }, { name: 'account_agent' });
    await ensureIndex(this.keys, { lineage: 1 }, { name: 'lineage' });
  }

  async insertKey(key: ApiKeyDocument): Promise<void> {
    await this.keys.insertOne(key);
  }

  /** Up to `limit` keys of the account, newest first, strictly after `after` when given. */
  listPage(accountId: string, after: CursorPosition | null, limit: number): Promise<ApiKeyDocument[]> {
    return this.keys
      .find({ accountId, ...afterCursor(after) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  async findActive(keyId: string, now: Date): Promise<ApiKeyDocument | null> {
    const key = await this.keys.findOne({ _id: keyId, revokedAt: null });
    return key && isLive(key, now) ? key : null;
  }

  /** Of these keys, the unrevoked, unexpired ones, in one round trip. */
  async findActiveAmong(keyIds: readonly string[], now: Date): Promise<ApiKeyDocument[]> {
    const keys = await this.keys.find({ _id: oneOf(keyIds), revokedAt: null }).toArray();
    return keys.filter((key) => isLive(key, now));
  }

  findOwned(accountId: string, keyId: string): Promise<ApiKeyDocument | null> {
    return this.keys.findOne({ _id: keyId, accountId });
  }

  /** The account's unrevoked, unexpired keys bound to the agent. */
  activeBoundTo(accountId: string, agentId: string, now: Date): Promise<ApiKeyDocument[]> {
    return this.activeBoundToAny(accountId, [agentId], now);
  }

  /** The account's unrevoked, unexpired keys bound to any of the agents, in one round trip. */
  async activeBoundToAny(accountId: string, agentIds: string[], now: Date): Promise<ApiKeyDocument[]> {
    if (agentIds.length === 0) return [];
    const keys = await this.keys.find({ accountId, agentId: oneOf(agentIds) }).toArray();
    return keys.filter((key) => isLive(key, now));
  }

  /** Binds the account's key to an agent (null unbinds); the key as it is now, or null when the account has none such. */
  async setAgent(accountId: string, keyId: string, agentId: string | null): Promise<ApiKeyDocument | null> {
    const result = await this.keys.updateOne({ _id: keyId, accountId }, { $set: { agentId } });
    if (result.matchedCount !== 1) return null;
    await this.restoreRevocation(keyId);
    return this.keys.findOne({ _id: keyId, accountId });
  }

  async touch(key: ApiKeyDocument, now: Date): Promise<void> {
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS) return;
    await this.keys.updateOne({ _id: key._id }, { $set: { lastUsedAt: now } });
    await this.restoreRevocation(key._id);
  }

  /** Whether a revocation of the key has begun: true from before its `revokedAt` is set. */
  async isRevoked(keyId: string): Promise<boolean> {
    return (await this.revocations.findOne({ _id: keyId })) !== null;
  }

  /** Revokes every live key of the account created up to `at`. */
  async revokeAllCreatedBy(accountId: string, at: Date): Promise<void> {
    await this.revokeMatching({ accountId, revokedAt: null, createdAt: { $lte: at } }, at);
  }

  /** Revokes the key unless it is revoked already. */
  async revoke(keyId: string, now: Date): Promise<void> {
    await this.revokeKeys([keyId], now);
  }

  /** Revokes the live keys whose lineage names `ref` (created up to `until`, when given); answers how many. */
  revokeUnder(ref: string, until: Date | null, now: Date): Promise<number> {
    const created = until ? { createdAt: { $lte: until } } : {};
    return this.revokeMatching({ lineage: ref, revokedAt: null, ...created }, now);
  }

  private async revokeMatching(filter: Filter<ApiKeyDocument>, now: Date): Promise<number> {
    const keys = await this.keys.find(filter, { projection: { _id: 1 } }).toArray();
    return this.revokeKeys(
      keys.map((key) => key._id),
      now,
    );
  }

  private async revokeKeys(keyIds: string[], now: Date): Promise<number> {
    if (keyIds.length === 0) return 0;
    await insertManyOnce(
      this.revocations,
      keyIds.map((keyId) => ({ _id: keyId, revokedAt: now })),
    );
    const result = await this.keys.updateMany({ _id: oneOf(keyIds), revokedAt: null }, { $set: { revokedAt: now } });
    return result.modifiedCount;
  }

  /** Sets the key's revocation again after a write that may have overwritten it (see the class). */
  private async restoreRevocation(keyId: string): Promise<void> {
    const revocation = await this.revocations.findOne({ _id: keyId });
    if (revocation)
      await this.keys.updateOne({ _id: keyId, revokedAt: null }, { $set: { revokedAt: revocation.revokedAt } });
  }
}

function isLive(key: ApiKeyDocument, now: Date): boolean {
  return key.revokedAt === null && !(key.expiresAt && key.expiresAt <= now);
}
