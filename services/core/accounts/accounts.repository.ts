import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { AccountDocument, EmailProofDocument } from './types.ts';

/** The accounts collection; the demo-data loader writes it in bulk. */
export const ACCOUNTS_COLLECTION = 'accounts';

/**
 * Accounts, and the first proof of each address (account_email_proofs, by account id). A server without atomic
 * document updates rewrites the whole account on every update, so a write racing a takeover (a profile change by
 * the registrant's session) can bring back the password the takeover removed. A proof is therefore inserted first,
 * and every other write to an account looks for a takeover afterwards and removes a password set before it again.
 * Proofs are read by `_id` only.
 */
export class AccountsRepository {
  private readonly accounts: Collection<AccountDocument>;
  private readonly proofs: Collection<EmailProofDocument>;

  constructor(db: Db) {
    this.accounts = db.collection<AccountDocument>(ACCOUNTS_COLLECTION);
    this.proofs = db.collection<EmailProofDocument>('account_email_proofs');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.accounts, { emailNormalized: 1 }, { unique: true, name: 'email_unique' });
  }

  /** Inserts the account unless its email is taken; the unique index decides races. */
  async insertAccountOnce(account: AccountDocument): Promise<boolean> {
    return insertOnce(this.accounts, account);
  }

  findById(id: string): Promise<AccountDocument | null> {
    return this.accounts.findOne({ _id: id });
  }

  findByEmail(emailNormalized: string): Promise<AccountDocument | null> {
    return this.accounts.findOne({ emailNormalized });
  }

  async updateProfile(
    id: string,
    profile: Partial<Pick<AccountDocument, 'displayName' | 'bio' | 'payoutAccount'>>,
    now: Date,
  ): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { ...profile, updatedAt: now } });
    await this.keepTakeover(id);
  }

  async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { passwordHash, passwordSetAt: now, updatedAt: now } });
  }

  /** Removes the password if it is still this one. */
  async removePassword(id: string, passwordHash: string): Promise<void> {
    await this.accounts.updateOne({ _id: id, passwordHash }, { $set: { passwordHash: null } });
  }

  /**
   * Records the first proof of the address; `removePassword` also drops a password nobody proved the address for
   * (a takeover). The proof goes first, so that a write racing this one finds it (see the class).
   */
  async recordEmailProven(id: string, now: Date, removePassword: boolean): Promise<void> {
    await insertOnce(this.proofs, { _id: id, provenAt: now, passwordRemoved: removePassword });
    const passwordChange = removePassword ? { passwordHash: null } : {};
    await this.accounts.updateOne(
      { _id: id, emailProvenAt: { $in: [null] } },
      { $set: { emailProvenAt: now, ...passwordChange, updatedAt: now } },
    );
  }

  /** When the address's owner took the account over from an unproven registrant; null when nobody did. */
  async takenOverAt(id: string): Promise<Date | null> {
    return (await this.proofs.findOne({ _id: id, passwordRemoved: true }))?.provenAt ?? null;
  }

  /** Sessions begun before keep the power they began with: the account signs in again to act as an admin. */
  async grantAdmin(id: string, now: Date): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { isAdmin: true, updatedAt: now } });
    await this.keepTakeover(id);
  }

  /** After a write that may have raced a takeover: a password set before it goes again (see the class). */
  private async keepTakeover(id: string): Promise<void> {
    const takenOverAt = await this.takenOverAt(id);
    if (!takenOverAt) return;
    const account = await this.accounts.findOne({ _id: id });
    const setAt = account?.passwordSetAt ?? account?.createdAt;
    if (account?.passwordHash && setAt && setAt <= takenOverAt) await this.removePassword(id, account.passwordHash);
  }
}
