import type { Collection, Db } from 'mongodb';
import { insertManyOnce, insertOnce } from '../../../../shared/mongo.ts';
import type { ConfirmedFields, DraftDocument, DraftPublication, Facts } from '../types.ts';

/** Listing drafts made by intake jobs; each is inserted whole, once, and changed by its owner's patches and publication. */
export class DraftsRepository {
  private readonly drafts: Collection<DraftDocument>;

  constructor(db: Db) {
    this.drafts = db.collection<DraftDocument>('intake_drafts');
  }

  /** Drafts are read by _id only (a job lists its drafts' ids), so the primary key serves every query. */
  async ensureIndexes(): Promise<void> {}

  /** False when a draft with this id exists already (a repeated insert). */
  insertOnce(draft: DraftDocument): Promise<boolean> {
    return insertOnce(this.drafts, draft);
  }

  /** insertOnce for a batch in one round trip; drafts that exist already stay as they are. */
  async insertManyOnce(drafts: DraftDocument[]): Promise<void> {
    await insertManyOnce(this.drafts, drafts);
  }

  findById(id: string): Promise<DraftDocument | null> {
    return this.drafts.findOne({ _id: id });
  }

  /** The drafts of `ids` that exist, in one round trip (a job's thousand at most), in no particular order. */
  findByIds(ids: readonly string[]): Promise<DraftDocument[]> {
    return this.drafts
      .find({ _id: { $in: [...ids] } })
      .batchSize(ids.length)
      .toArray();
  }

  async writeConfirmed(id: string, confirmed: ConfirmedFields, version: number, now: Date): Promise<void> {
    await this.drafts.updateOne({ _id: id }, { $set: { confirmed, version, updatedAt: now } });
  }

  /** A synced feed's new reading of the draft's item. */
  async writeFacts(id: string, facts: Facts, version: number, now: Date): Promise<void> {
    await this.drafts.updateOne({ _id: id }, { $set: { facts, version, updatedAt: now } });
  }

  async recordPublication(id: string, publication: DraftPublication): Promise<void> {
    await this.drafts.updateOne(
      { _id: id },
      { $set: { status: publication.status, publication, updatedAt: publication.at } },
    );
  }
}
