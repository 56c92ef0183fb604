import type { Collection, Db } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import type { SettingsChange, SettingsDocument } from './types.ts';

/** One changed setting of one account: `setting` is `locale`, `timeZone`, `defaultCurrency` or `notificationMail.<kind>`. */
interface SettingRecord {
  _id: string;
  accountId: string;
  setting: string;
  value: unknown;
  updatedAt: Date;
}

/**
 * The settings accounts changed, one document per account and setting (collection `account_settings`), so that
 * two changes of different settings at once both stand, on any MongoDB server; what an account never changed
 * has no document and reads as the default.
 */
export class AccountSettingsRepository {
  private readonly settings: Collection<SettingRecord>;

  constructor(db: Db) {
    this.settings = db.collection<SettingRecord>('account_settings');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.settings, { accountId: 1 }, { name: 'account' });
  }

  async find(accountId: string): Promise<SettingsDocument | null> {
    const records = await this.settings.find({ accountId }).toArray();
    if (records.length === 0) return null;
    const document: SettingsDocument = {
      _id: accountId,
      updatedAt: new Date(Math.max(...records.map((record) => record.updatedAt.getTime()))),
    };
    for (const { setting, value } of records) {
      const [name, kind] = setting.split('.');
      if (name === 'notificationMail')
        document.notificationMail = { ...document.notificationMail, [kind!]: value as boolean };
      else Object.assign(document, { [name!]: value });
    }
    return document;
  }

  /** Writes the changed settings in one round trip and answers the account's settings after it. */
  async apply(accountId: string, change: SettingsChange, at: Date): Promise<SettingsDocument> {
    const { notificationMail, ...fields } = change;
    const changed = [
      ...Object.entries(fields).filter(([, value]) => value !== undefined),
      ...Object.entries(notificationMail ?? {}).map(([kind, on]) => [`notificationMail.${kind}`, on] as const),
    ];
    if (changed.length > 0) {
      await this.settings.bulkWrite(
        changed.map(([setting, value]) => ({
          updateOne: {
            filter: { _id: `${accountId}/${setting}` },
            update: { $set: { accountId, setting, value, updatedAt: at } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    }
    return (await this.find(accountId)) ?? { _id: accountId, updatedAt: at };
  }
}
