import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';
import type { RevocationDocument } from './types.ts';

const grantKey = (grantId: string) => `grant:${grantId}`;
const clientKeyOf = (accountId: string, clientKey: string) => `client:${accountId}:${clientKey}`;
const accountKeyOf = (accountId: string) => `account:${accountId}`;

/** What a grant is: revoked itself, or made before its client, or every grant of its account, was revoked. */
export interface GrantRef {
  grantId: string;
  accountId: string;
  clientKey: string;
  grantedAt: Date;
}

export class RevocationsRepository {
  private readonly revocations: Collection<RevocationDocument>;

  constructor(db: Db) {
    this.revocations = db.collection<RevocationDocument>('oauth_revocations');
  }

  /** Revocations are read by `_id` only. */
  async ensureIndexes(): Promise<void> {}

  async revokeGrant(grantId: string, reason: RevocationDocument['reason'], now: Date): Promise<void> {
    await insertOnce(this.revocations, { _id: grantKey(grantId), revokedAt: now, reason });
  }

  /**
   * Ends every grant of the client for the account made up to `at`; later consents start afresh. The instant only
   * moves forward, so a revocation resumed after a later one cannot bring grants between the two back.
   */
  async revokeClient(accountId: string, clientKey: string, at: Date): Promise<void> {
    await this.revokeUpTo(clientKeyOf(accountId, clientKey), at, 'client_revoked');
  }

  /** Ends every grant of the account made up to `at`, whatever the client (the address's owner took the account over). */
  async revokeAccount(accountId: string, at: Date): Promise<void> {
    await this.revokeUpTo(accountKeyOf(accountId), at, 'account_taken_over');
  }

  private async revokeUpTo(id: string, at: Date, reason: RevocationDocument['reason']): Promise<void> {
    await this.revocations.updateOne({ _id: id }, { $max: { revokedAt: at }, $set: { reason } }, { upsert: true });
  }

  async isRevoked(grant: GrantRef): Promise<boolean> {
    return (await this.revokedAmong([grant])).has(grant.grantId);
  }

  /** The ids of the given grants that are revoked, in one query. */
  async revokedAmong(grants: readonly GrantRef[]): Promise<Set<string>> {
    if (grants.length === 0) return new Set();
    const keys = new Set(
      grants.flatMap((grant) => [
        grantKey(grant.grantId),
        clientKeyOf(grant.accountId, grant.clientKey),
        accountKeyOf(grant.accountId),
      ]),
    );
    const found = new Map(
      (await this.revocations.find({ _id: { $in: [...keys] } }).toArray()).map((entry) => [entry._id, entry]),
    );
    const revoked = new Set<string>();
    for (const grant of grants) {
      const since = [
        found.get(clientKeyOf(grant.accountId, grant.clientKey)),
        found.get(accountKeyOf(grant.accountId)),
      ];
      if (
        found.has(grantKey(grant.grantId)) ||
        since.some((revocation) => revocation && revocation.revokedAt >= grant.grantedAt)
      )
        revoked.add(grant.grantId);
    }
    return revoked;
  }
}
