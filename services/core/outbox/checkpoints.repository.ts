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
  /** The process consuming, for consumers that must run alone (the webhook dispatcher). */
  leaseOwner: string | null;
  leaseUntil: Date;
}

export const CHECKPOINTS_COLLECTION = 'outbox_checkpoints';

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

  async save(consumer: string, state: CheckpointState, now: Date): Promise<void> {
    await this.checkpoints.updateOne(
      { _id: consumer },
      { $set: { ...state, updatedAt: now }, $setOnInsert: { leaseOwner: null, leaseUntil: new Date(0) } },
      { upsert: true },
    );
  }

  /** Every consumer's checkpoint (a handful of documents). */
  all(): Promise<CheckpointDocument[]> {
    return this.checkpoints.find({}).sort({ _id: 1 }).toArray();
  }

  /** Deletes a checkpoint that holds records without consuming them (a reindex's, once it is done). */
  async remove(name: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: name });
  }

  /**
   * Takes or renews the consumer's lease for `owner` until `until`; true when `owner` holds it. Where the conditional
   * update is not atomic (FerretDB), two processes may both believe they hold it until the next renewal, which the
   * read-back decides.
   */
  async lease(consumer: string, owner: string, now: Date, until: Date): Promise<boolean> {
    const take = () =>
      this.checkpoints.updateOne(
        { _id: consumer, $or: [{ leaseOwner: owner }, { leaseUntil: { $lt: now } }] },
        { $set: { leaseOwner: owner, leaseUntil: until } },
      );
    if ((await take()).matchedCount === 0) {
      const first = {
        _id: consumer,
        position: '',
        sweptFrom: '',
        open: [],
        updatedAt: now,
        leaseOwner: owner,
        leaseUntil: until,
      };
      if (!(await insertOnce(this.checkpoints, first))) return false;
    }
    return (await this.checkpoints.findOne({ _id: consumer }))?.leaseOwner === owner;
  }

  async releaseLease(consumer: string, owner: string): Promise<void> {
    await this.checkpoints.updateOne(
      { _id: consumer, leaseOwner: owner },
      { $set: { leaseOwner: null, leaseUntil: new Date(0) } },
    );
  }
}
