import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';

/** An account past the trust gate: its first listings went live, so its later ones go live at once. */
export interface ProviderTrustDocument {
  _id: string; // the account id
  establishedAt: Date;
}

/** The accounts past the trust gate, one document each, inserted once and never removed. */
export class ProviderTrustRepository {
  private readonly trust: Collection<ProviderTrustDocument>;

  constructor(db: Db) {
    this.trust = db.collection<ProviderTrustDocument>('provider_trust');
  }

  /** Read by _id (the account) only. */
  async ensureIndexes(): Promise<void> {}

  findByAccount(accountId: string): Promise<ProviderTrustDocument | null> {
    return this.trust.findOne({ _id: accountId });
  }

  /** Records the account as established; a second record of it changes nothing. */
  async establish(accountId: string, at: Date): Promise<void> {
    await insertOnce(this.trust, { _id: accountId, establishedAt: at });
  }
}
