import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/**
 * One entry of a credential's spending on one UTC day: a commitment (positive `amount`) or the withdrawal of
 * one (negative), entry `sequence` of that day, carrying the day's running total. The `_id` derives from the
 * commitment's key, so committing or withdrawing a key twice finds the first entry; the unique (credential,
 * day, sequence) index keeps two concurrent entries from extending the day from the same total.
 */
export interface SpendingCommitmentDocument {
  _id: string; // '<credentialId>#<key>' or '<credentialId>#<key>#withdrawn'
  credentialId: string;
  day: string; // YYYY-MM-DD, UTC
  sequence: number;
  key: string;
  amount: number;
  currency: CurrencyCode;
  dayTotal: number;
  createdAt: Date;
}

export function commitmentId(credentialId: string, key: string): string {
  return `${credentialId}#${key}`;
}

export function withdrawalId(credentialId: string, key: string): string {
  return `${credentialId}#${key}#withdrawn`;
}

/** The append-only ledger of what API keys committed; entries are inserted and read, never updated. */
export class SpendingLedgerRepository {
  private readonly commitments: Collection<SpendingCommitmentDocument>;

  constructor(db: Db) {
    this.commitments = db.collection<SpendingCommitmentDocument>('spending_commitments');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(
      this.commitments,
      { credentialId: 1, day: 1, sequence: -1 },
      { name: 'credential_day_sequence', unique: true },
    );
  }

  findById(id: string): Promise<SpendingCommitmentDocument | null> {
    return this.commitments.findOne({ _id: id });
  }

  latestOfDay(credentialId: string, day: string): Promise<SpendingCommitmentDocument | null> {
    return this.commitments.findOne({ credentialId, day }, { sort: { sequence: -1 } });
  }

  /** Appends the entry unless its `_id` or its day's sequence is taken; false when another writer was first. */
  async append(entry: SpendingCommitmentDocument): Promise<boolean> {
    return insertOnce(this.commitments, entry);
  }
}
