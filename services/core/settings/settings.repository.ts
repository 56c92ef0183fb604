import type { Collection, Db } from 'mongodb';
import type { SettingsDocument } from './types.ts';

/** One document per account that changed a setting, keyed by the account id (collection `account_settings`). */
export class AccountSettingsRepository {
  private readonly settings: Collection<SettingsDocument>;

  constructor(db: Db) {
    this.settings = db.collection<SettingsDocument>('account_settings');
  }

  /** Read by `_id` only. */
  async ensureIndexes(): Promise<void> {}

  find(accountId: string): Promise<SettingsDocument | null> {
    return this.settings.findOne({ _id: accountId });
  }

  async save(document: SettingsDocument): Promise<void> {
    const { _id, ...fields } = document;
    await this.settings.updateOne({ _id }, { $set: fields }, { upsert: true });
  }
}
