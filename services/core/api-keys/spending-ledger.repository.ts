import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';

/**
 * One commitment of money by a credential: entry `sequence` of the credential's UTC day, carrying the running
 * total of that day. `_id` is `<credentialId>#<day>#<sequence>`, so two concurrent commitments can never both
 * extend the day from the same entry.
 */
export interface SpendingCommitmentDocument {
  _id: string;
  credentialId: string;
  day: string; // YYYY-MM-DD, UTC
  sequence: number;
  amount: number;
  currency: string;
  dayTotal: number;
  dealId: string;
  createdAt: Date;
}

/** The append-only ledger of what API keys committed; entries are inserted and read, never updated. */
export class SpendingLedgerRepository {
  private readonly commitments: Collection<SpendingCommitmentDocument>;

  constructor(db: Db) {
    this.commitments = db.collection<SpendingCommitmentDocument>('spending_commitments');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.commitments, { credentialId: 1, day: 1, sequence: -1 }, { name: 'credential_day_sequence' });
  }

  latestOfDay(credentialId: string, day: string): Promise<SpendingCommitmentDocument | null> {
    return this.commitments.findOne({ credentialId, day }, { sort: { sequence: -1 } });
  }

  /** Appends the commitment unless another writer already took its sequence. */
  async appendCommitment(commitment: SpendingCommitmentDocument): Promise<boolean> {
    return insertOnce(this.commitments, commitment);
  }
}
