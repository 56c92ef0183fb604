import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import { ensureAnnouncedIndex } from '../outbox/index.ts';
import type { LedgerEntryDocument } from './types.ts';

/** The append-only credit ledger; entries are inserted and read, never updated or deleted. */
export class CreditLedgerRepository {
  private readonly entries: Collection<LedgerEntryDocument>;

  constructor(db: Db) {
    this.entries = db.collection<LedgerEntryDocument>('credit_ledger');
  }

  /** One entry per sequence of an account: the index that makes concurrent appends unable to fork the ledger. */
  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.entries, { accountId: 1, sequence: 1 }, { unique: true, name: 'account_sequence_unique' });
    await ensureAnnouncedIndex(this.entries);
  }

  /** The entry with the highest sequence of the account: it carries the current balance. */
  latestEntry(accountId: string): Promise<LedgerEntryDocument | null> {
    return this.entries.findOne({ accountId }, { sort: { sequence: -1 } });
  }

  /** The entry of this id; a keyed append looks its entry up by the id derived from its key. */
  findById(id: string): Promise<LedgerEntryDocument | null> {
    return this.entries.findOne({ _id: id });
  }

  /** Appends the entry unless another writer already took its sequence or its id; the unique indexes decide races. */
  async appendLedgerEntry(entry: LedgerEntryDocument): Promise<boolean> {
    return insertOnce(this.entries, entry);
  }

  /** Up to `limit` entries of the account, newest first, with a sequence below `beforeSequence` when given. */
  listPage(accountId: string, beforeSequence: number | null, limit: number): Promise<LedgerEntryDocument[]> {
    const below = beforeSequence === null ? {} : { sequence: { $lt: beforeSequence } };
    return this.entries
      .find({ accountId, ...below })
      .sort({ sequence: -1 })
      .limit(limit)
      .toArray();
  }
}
