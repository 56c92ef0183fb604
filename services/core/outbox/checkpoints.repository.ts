import type { Collection, Db } from 'mongodb';
import { insertOnce } from '../../../shared/mongo.ts';

/**
 * Where a consumer of the outbox stands. Records up to `position` were read; those read and not yet done are `open`
 * (their consumer takes them up again after a restart); records after `sweptFrom` are read again once after a
 * restart, since one that became visible late (written with an id older than records already read) may be among them.
 */
export interface CheckpointState {
  position: string;
  sweptFrom: string;
  open: string[];
}

export interface CheckpointDocument extends CheckpointState {
  _id: string; // the consumer's name
  updatedAt: Date;
  /** The lease term of the last process that saved it, for consumers that run alone (see consumerLease). */
  term?: number;
}

export const CHECKPOINTS_COLLECTION = 'outbox_checkpoints';

/** A checkpoint no later term has stamped (a missing term is older than any). */
const notAfter = (term: number) => ({ $or: [{ term: { $exists: false } }, { term: { $lte: term } }] });

/** One small document per outbox consumer, read and written by `_id`. */
export class OutboxCheckpointsRepository {
  private readonly checkpoints: Collection<CheckpointDocument>;

  constructor(db: Db) {
    this.checkpoints = db.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
  }

  /** The consumer's checkpoint; a consumer that never ran starts before the first record. */
  async load(consumer: string): Promise<CheckpointState> {
    const found = await this.checkpoints.findOne({ _id: consumer });
    return found
      ? { position: found.position, sweptFrom: found.sweptFrom, open: found.open }
      : { position: '', sweptFrom: '', open: [] };
  }

  /**
   * Saves the checkpoint; with a lease `term`, only while no later term stamped it (false when refused: the filter
   * misses, and the checkpoint exists, so inserting it fails on its unique key).
   */
  async save(consumer: string, state: CheckpointState, now: Date, term?: number): Promise<boolean> {
    if (term === undefined) {
      await this.checkpoints.updateOne({ _id: consumer }, { $set: { ...state, updatedAt: now } }, { upsert: true });
      return true;
    }
    return this.setFenced(consumer, term, { ...state, updatedAt: now, term });
  }

  /** Marks the checkpoint as the lease `term`'s, so that saves of earlier terms are refused; false when a later term did. */
  stamp(consumer: string, term: number): Promise<boolean> {
    return this.setFenced(consumer, term, { term });
  }

  /** Every consumer's checkpoint (a handful of documents). */
  all(): Promise<CheckpointDocument[]> {
    return this.checkpoints.find({}).sort({ _id: 1 }).toArray();
  }

  /** Deletes a checkpoint that holds records without consuming them (a reindex's, once it is done). */
  async remove(name: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: name });
  }

  private async setFenced(consumer: string, term: number, set: Partial<CheckpointDocument>): Promise<boolean> {
    const updated = await this.checkpoints.updateOne({ _id: consumer, ...notAfter(term) }, { $set: set });
    if (updated.matchedCount === 1) return true;
    const fresh = { _id: consumer, position: '', sweptFrom: '', open: [], updatedAt: new Date(0) };
    return insertOnce(this.checkpoints, { ...fresh, ...set });
  }
}
