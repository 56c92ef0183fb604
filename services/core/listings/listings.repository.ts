import type { Collection, Db, Filter } from 'mongodb';
import { ensureIndex, insertOnce, listIndexes, oneOf } from '../../../shared/mongo.ts';
import type { CursorPosition } from '../../../shared/pagination/cursor.ts';
import { afterCursor } from '../../../shared/pagination/page.ts';
import type { ListingDocument, ListingStatus } from './types.ts';

/** The listings collection; the indexer reads it to project listings into search, the demo-data loader writes it in bulk. */
export const LISTINGS_COLLECTION = 'listings';

export interface ListingFilters {
  providerId?: string;
  category?: string;
  statuses?: readonly ListingStatus[];
}

/** Due since any date: a range of the `embedding_due_since` index (the local FerretDB hands SQLite date bounds). */
const EMBEDDING_DUE = { embeddingDueSince: { $gte: new Date(0) } } as Filter<ListingDocument>;
/**
 * The most due listings a count reads. A bulk load or a long outage of the embedding server makes millions due; an
 * uncapped count read them all at every probe and scrape (FerretDB holds every match in memory: 4 GB at 200,000).
 */
export const EMBEDDING_DUE_COUNT_CAP = 10_000;

/** The index of an earlier release, in which `embeddingDue` marked due listings (true, or absent before vectors). */
const RETIRED_DUE_INDEX = 'embedding_due';

export type ListingChanges = Partial<Omit<ListingDocument, '_id' | 'providerId' | 'createdAt' | 'version'>>;

export class ListingsRepository {
  private readonly listings: Collection<ListingDocument>;

  constructor(db: Db) {
    this.listings = db.collection<ListingDocument>(LISTINGS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.listings, { providerId: 1, createdAt: -1, _id: -1 }, { name: 'provider_created' });
    await ensureIndex(this.listings, { status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
    await ensureIndex(this.listings, { embeddingDueSince: 1 }, { name: 'embedding_due_since' });
    await this.dateDueListingsOfEarlierReleases();
  }

  /**
   * Due listings of an earlier release become due since the epoch, and its marks go. Runs while that release's
   * index stands, which it drops last; each step may run again after a crash (a not-due listing has a vector).
   */
  private async dateDueListingsOfEarlierReleases(): Promise<void> {
    if (!(await listIndexes(this.listings)).some((index) => index.name === RETIRED_DUE_INDEX)) return;
    const dueSinceEarlierRelease = { $set: { embeddingDueSince: new Date(0) }, $unset: { embeddingDue: 1 as const } };
    await this.listings.updateMany({ embeddingDue: true } as Filter<ListingDocument>, dueSinceEarlierRelease);
    await this.listings.updateMany(
      { embeddingDue: { $exists: false }, embedding: { $exists: false }, embeddingDueSince: { $exists: false } },
      dueSinceEarlierRelease,
    );
    await this.listings.updateMany({ embeddingDue: false } as Filter<ListingDocument>, {
      $unset: { embeddingDue: '' },
    });
    await this.listings.dropIndex(RETIRED_DUE_INDEX);
  }

  async insertListing(listing: ListingDocument): Promise<void> {
    await this.listings.insertOne(listing);
  }

  /** False when a listing with this id exists already (a repeated insert). */
  insertListingOnce(listing: ListingDocument): Promise<boolean> {
    return insertOnce(this.listings, listing);
  }

  findById(id: string): Promise<ListingDocument | null> {
    return this.listings.findOne({ _id: id });
  }

  /** The listings of `ids` that exist, in one round trip, in no particular order. */
  findByIds(ids: readonly string[]): Promise<ListingDocument[]> {
    return this.listings.find({ _id: oneOf(ids) }).toArray();
  }

  /** Up to `limit` listings, newest first, strictly after `after` when given. */
  listPage(filters: ListingFilters, after: CursorPosition | null, limit: number): Promise<ListingDocument[]> {
    const query: Filter<ListingDocument> = { ...afterCursor(after) };
    if (filters.providerId) query.providerId = filters.providerId;
    if (filters.category) query.category = filters.category;
    if (filters.statuses) query.status = { $in: [...filters.statuses] };
    return this.listings.find(query).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
  }

  /** Listings whose vector is due (marked so, or written before vectors existed), at most `limit`. */
  findEmbeddingDue(limit: number): Promise<ListingDocument[]> {
    return this.listings.find(EMBEDDING_DUE).limit(limit).toArray();
  }

  /**
   * How many listings wait for their vector (search finds them by their words only meanwhile), counted up to
   * EMBEDDING_DUE_COUNT_CAP: past it, at least that many.
   */
  countEmbeddingDue(): Promise<number> {
    return this.listings.countDocuments(EMBEDDING_DUE, { limit: EMBEDDING_DUE_COUNT_CAP });
  }

  countPublished(providerId: string): Promise<number> {
    return this.listings.countDocuments({ providerId, status: 'published' });
  }

  /**
   * Replaces the listing with a claimed revision's snapshot. The filter is the _id alone (anything more makes
   * FerretDB scan the collection); ListingRevisions.settle re-checks the version after every write.
   */
  async writeSnapshot(snapshot: ListingDocument): Promise<void> {
    const { _id, ...fields } = snapshot;
    await this.listings.replaceOne({ _id }, fields);
  }
}
