import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '../../../shared/mongo.ts';
import type { ListingDocument } from './types.ts';

interface ListingRevision {
  /** `<listing id>#<version>`: the unique _id is what makes two writers unable to claim one version. */
  _id: string;
  listingId: string;
  version: number;
  actorId: string;
  /** The whole listing as of this version: the source of truth the listing document is settled to. */
  snapshot: ListingDocument;
  createdAt: Date;
}

/**
 * The append-only history of every listing. Inserting a revision claims its version; the listing document
 * is a projection of the latest revision (FerretDB updates are read-then-write, so two writers' updates
 * can land out of order, and the latest snapshot repairs that).
 */
export class ListingRevisionsRepository {
  private readonly revisions: Collection<ListingRevision>;

  constructor(db: Db) {
    this.revisions = db.collection<ListingRevision>('listing_revisions');
  }

  async ensureIndexes(): Promise<void> {
    await this.revisions.createIndex({ listingId: 1, version: -1 }, { name: 'listing_version' });
  }

  /** True when this writer now owns `snapshot.version` of the listing; false when another writer took it first. */
  async claim(snapshot: ListingDocument, actorId: string, now: Date): Promise<boolean> {
    const { _id: listingId, version } = snapshot;
    try {
      await this.revisions.insertOne({ _id: `${listingId}#${version}`, listingId, version, actorId, snapshot, createdAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async latest(listingId: string): Promise<ListingDocument | null> {
    const revision = await this.revisions.find({ listingId }).sort({ version: -1 }).limit(1).next();
    return revision?.snapshot ?? null;
  }
}
