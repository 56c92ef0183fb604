import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { AuthorizationDocument } from './types.ts';

/** How many approvals of one account the authorized-clients listing reads at most. */
const LISTED_APPROVALS = 500;

export class AuthorizationsRepository {
  private readonly authorizations: Collection<AuthorizationDocument>;

  constructor(db: Db) {
    this.authorizations = db.collection<AuthorizationDocument>('oauth_authorizations');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.authorizations, { accountId: 1, decidedAt: -1 }, { name: 'account_decided' });
  }

  /** Records the decision on a consent request; false when the request was already decided. */
  insertDecisionOnce(authorization: AuthorizationDocument): Promise<boolean> {
    return insertOnce(this.authorizations, authorization);
  }

  findById(grantId: string): Promise<AuthorizationDocument | null> {
    return this.authorizations.findOne({ _id: grantId });
  }

  /** The account's approvals, newest first. */
  listApproved(accountId: string): Promise<AuthorizationDocument[]> {
    return this.authorizations
      .find({ accountId, decision: 'approved' })
      .sort({ decidedAt: -1 })
      .limit(LISTED_APPROVALS)
      .toArray();
  }

  async hasApprovedClient(accountId: string, clientKey: string): Promise<boolean> {
    return (
      (await this.authorizations.findOne(
        { accountId, clientKey, decision: 'approved' },
        { projection: { _id: 1 } },
      )) !== null
    );
  }
}
