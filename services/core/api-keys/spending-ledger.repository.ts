import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';
import type { KeyTotal } from './types.ts';

/**
 * One entry of a key family's spending on one UTC day: a commitment (positive `amount`) or the withdrawal of one
 * (negative), entry `sequence` of that day, carrying the day's running totals. A family is a key a session created
 * and the keys created under it (lineage.ts): they share its ledger, so that what they commit together stays within
 * each one's daily limit. The `_id` derives from the committing key and the commitment's key, so committing or
 * withdrawing a key twice finds the first entry; the unique (ledger, day, sequence) index keeps two concurrent
 * entries from extending the day from the same totals.
 */
export interface SpendingCommitmentDocument {
  _id: string; // '<committing key>#<key>' or '<committing key>#<key>#withdrawn'
  /** The ledger: the family's root key. */
  credentialId: string;
  day: string; // YYYY-MM-DD, UTC
  sequence: number;
  key: string;
  amount: number;
  currency: CurrencyCode;
  /** The family's total of the day after this entry, which is its root key's. */
  dayTotal: number;
  /** The key that committed, and the keys whose totals the entry moves: it and the keys it was created under. */
  committedBy?: string;
  charged?: string[];
  /** Each key's total of the day after this entry (entries written before families carry `dayTotal` alone). */
  totals?: KeyTotal[];
  createdAt: Date;
}

export function commitmentId(credentialId: string, key: string): string {
  return `${credentialId}#${key}`;
}

export function withdrawalId(credentialId: string, key: string): string {
  return `${credentialId}#${key}#withdrawn`;
}

/** The append-only ledgers of what API keys committed; entries are inserted and read, never updated. */
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

  latestOfDay(ledgerId: string, day: string): Promise<SpendingCommitmentDocument | null> {
    return this.commitments.findOne({ credentialId: ledgerId, day }, { sort: { sequence: -1 } });
  }

  /** Appends the entry unless its `_id` or its day's sequence is taken; false when another writer was first. */
  async append(entry: SpendingCommitmentDocument): Promise<boolean> {
    return insertOnce(this.commitments, entry);
  }
}
