import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { AccountDocument } from './types.ts';

/** The accounts collection; the demo-data loader writes it in bulk. */
export const ACCOUNTS_COLLECTION = 'accounts';

export class AccountsRepository {
  private readonly accounts: Collection<AccountDocument>;

  constructor(db: Db) {
    this.accounts = db.collection<AccountDocument>(ACCOUNTS_COLLECTION);
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
  }

  async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: now } });
  }

  /** Records the first proof of the address; `removePassword` also drops a password nobody proved the address for. */
  async recordEmailProven(id: string, now: Date, removePassword: boolean): Promise<void> {
    const passwordChange = removePassword ? { passwordHash: null } : {};
    await this.accounts.updateOne(
      { _id: id, emailProvenAt: { $in: [null] } },
      { $set: { emailProvenAt: now, ...passwordChange, updatedAt: now } },
    );
  }

  /** Sessions begun before keep the power they began with: the account signs in again to act as an admin. */
  async grantAdmin(id: string, now: Date): Promise<void> {
    await this.accounts.updateOne({ _id: id }, { $set: { isAdmin: true, updatedAt: now } });
  }
}
