import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { ListingDocument } from './types.ts';

/** The listing revisions collection; the demo-data loader writes it in bulk. */
export const LISTING_REVISIONS_COLLECTION = 'listing_revisions';

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
    this.revisions = db.collection<ListingRevision>(LISTING_REVISIONS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.revisions, { listingId: 1, version: -1 }, { name: 'listing_version' });
  }

  /** True when this writer now owns `snapshot.version` of the listing; false when another writer took it first. */
  async claim(snapshot: ListingDocument, actorId: string, now: Date): Promise<boolean> {
    const { _id: listingId, version } = snapshot;
    return insertOnce(this.revisions, {
      _id: `${listingId}#${version}`,
      listingId,
      version,
      actorId,
      snapshot,
      createdAt: now,
    });
  }

  /**
   * The latest revision after a known version, or null when there is none. The listing document of that version
   * is its snapshot, so only later versions are looked for, by _id probes (`#v+1`, `#v+2`, ...): on FerretDB's
   * SQLite backend only _id lookups avoid a collection scan, and a listing is rarely a revision ahead of its document.
   */
  async latestAfter(listingId: string, knownVersion: number): Promise<ListingDocument | null> {
    let latest: ListingDocument | null = null;
    for (let version = knownVersion + 1; ; version += 1) {
      const revision = await this.revisions.findOne({ _id: `${listingId}#${version}` });
      if (!revision) return latest;
      latest = revision.snapshot;
    }
  }

  /**
   * Each stored listing as of its latest revision after its version (what `latestAfter` finds), or as it is, in one
   * round trip however many: one `listingId` and `version` range each, served by `listing_version`.
   */
  async latestOfEach(stored: readonly ListingDocument[]): Promise<ListingDocument[]> {
    if (stored.length === 0) return [];
    const from = stored.map((listing) => ({ listingId: listing._id, version: { $gt: listing.version } }));
    const revisions = await this.revisions.find(from.length === 1 ? from[0]! : { $or: from }).toArray();
    return stored.map((listing) => {
      const snapshots = new Map(
        revisions
          .filter((revision) => revision.listingId === listing._id)
          .map((revision) => [revision.version, revision.snapshot]),
      );
      let latest = listing;
      for (let version = listing.version + 1; snapshots.has(version); version += 1) latest = snapshots.get(version)!;
      return latest;
    });
  }
}
