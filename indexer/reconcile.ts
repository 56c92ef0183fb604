import type { Client, estypes } from '@elastic/elasticsearch';
import type { Collection, Db, Filter } from 'mongodb';
import { type ListingDocument, LISTINGS_COLLECTION } from '../services/core/for-roles.ts';
import type { Logger } from '../shared/logger.ts';
import { writeListingsRetrying, type BulkFailure, type ListingChanges } from './bulk-writer.ts';
import { IndexerOutbox } from './indexer-outbox.ts';
import { inspectListingIndex, type ListingIndexVerdict } from './index-verdict.ts';
import { indicesOf } from './listing-index.ts';
import { findListingsById } from './listings-by-id.ts';

export interface ReconcileDeps {
  db: Db;
  elasticsearch: Client;
  alias: string;
  logger: Logger;
  /** Write the fixes: index the missing and stale listings, delete the orphans. */
  repair?: boolean;
  /** Listings or documents compared per request. */
  chunkSize?: number;
  /** How many ids each part of the report lists. */
  sampleSize?: number;
}

/** A kind of difference: how many, and the first ids. */
export interface Difference {
  count: number;
  first: string[];
}

export interface FailedRecordSummary {
  id: string;
  listingId: string;
  attempts: number;
  failedAt: string | null;
  lastError: string | null;
}

export interface RepairOutcome {
  done: number;
  refused: number;
  failures: BulkFailure[];
}

export interface ReconcileReport {
  alias: string;
  index: string;
  /** Published listings in MongoDB, and documents in the index, compared. */
  listingsChecked: number;
  documentsChecked: number;
  /** Published in MongoDB, absent from the index. */
  missing: Difference;
  /** Published in MongoDB, indexed under a lower version. */
  stale: Difference;
  /**
   * Indexed under a higher version than MongoDB holds: newer than the database, which only a restore of MongoDB from
   * a backup (or an index built from another database) makes. Never repaired here: external versions refuse the
   * older version, so only a rebuild (`npm run migrate`) fixes them.
   */
  ahead: Difference;
  /** Whether the index belongs to this code and this database (see inspectListingIndex); `message` says what to do. */
  indexState: Pick<ListingIndexVerdict, 'problem' | 'message' | 'position'>;
  /** In the index, but archived or gone in MongoDB. */
  orphans: Difference;
  /** Differences left out above because the listing has a change the running indexer has yet to write. */
  inFlight: number;
  /** Outbox records the indexer set aside after repeated refusals. */
  failedRecords: { count: number; first: FailedRecordSummary[] };
  /** With `repair`: the fixes Elasticsearch took, and those it refused (the first of them listed). */
  repair: RepairOutcome | null;
  /** No difference remains: none found, or all of them repaired. */
  consistent: boolean;
}

/**
 * Compares MongoDB with the index behind the alias, a chunk at a time in both directions: published
 * listings against the index (missing, stale), then every indexed document against MongoDB (orphans).
 * A difference whose listing still has a pending outbox record is the indexer's to fix and counted apart.
 */
export async function reconcileListings(deps: ReconcileDeps): Promise<ReconcileReport> {
  const [index] = await indicesOf(deps.elasticsearch, deps.alias);
  if (!index) throw new Error(`no index behind the alias ${deps.alias}; start the service or run the reindex first`);
  const verdict = await inspectListingIndex(deps);
  const run = new ReconcileRun(deps);
  const listingsChecked = await run.compareListings();
  const documentsChecked = await run.compareDocuments();
  const outbox = new IndexerOutbox(deps.db);
  const [failedCount, failed] = await Promise.all([outbox.countFailed(), outbox.failed(run.sampleSize)]);
  const differences = run.missing.count + run.stale.count + run.orphans.count;
  return {
    alias: deps.alias,
    index,
    listingsChecked,
    documentsChecked,
    missing: run.missing,
    stale: run.stale,
    ahead: run.ahead,
    indexState: { problem: verdict.problem, message: verdict.message, position: verdict.position },
    orphans: run.orphans,
    inFlight: run.inFlight,
    failedRecords: { count: failedCount, first: failed.map(summarizeRecord) },
    repair: run.repair,
    consistent: run.ahead.count === 0 && (differences === 0 || (run.repair !== null && run.repair.refused === 0)),
  };
}

class ReconcileRun {
  readonly missing: Difference = { count: 0, first: [] };
  readonly stale: Difference = { count: 0, first: [] };
  readonly ahead: Difference = { count: 0, first: [] };
  readonly orphans: Difference = { count: 0, first: [] };
  inFlight = 0;
  readonly repair: RepairOutcome | null;
  readonly sampleSize: number;
  private readonly chunkSize: number;
  private readonly listings: Collection<ListingDocument>;
  private readonly outbox: IndexerOutbox;

  constructor(private readonly deps: ReconcileDeps) {
    this.listings = deps.db.collection<ListingDocument>(LISTINGS_COLLECTION);
    this.outbox = new IndexerOutbox(deps.db);
    this.chunkSize = deps.chunkSize ?? 1000;
    this.sampleSize = deps.sampleSize ?? 10;
    this.repair = deps.repair ? { done: 0, refused: 0, failures: [] } : null;
  }

  /** Published listings, by `_id`, against the versions the index holds. Answers how many were compared. */
  async compareListings(): Promise<number> {
    let checked = 0;
    let afterId: string | null = null;
    for (;;) {
      const filter: Filter<ListingDocument> =
        afterId === null ? { status: 'published' } : { status: 'published', _id: { $gt: afterId } };
      const chunk: ListingDocument[] = await this.listings
        .find(filter)
        .sort({ _id: 1 })
        .limit(this.chunkSize)
        .toArray();
      if (chunk.length === 0) return checked;
      afterId = chunk.at(-1)!._id;
      checked += chunk.length;
      const versions = await this.indexedVersions(chunk.map((listing) => listing._id));
      const missing = chunk.filter((listing) => !versions.has(listing._id));
      const stale = chunk.filter((listing) => (versions.get(listing._id) ?? Infinity) < listing.version);
      this.note(
        this.ahead,
        chunk
          .filter((listing) => (versions.get(listing._id) ?? -Infinity) > listing.version)
          .map((listing) => listing._id),
      );
      const settled = await this.withoutInFlight([...missing, ...stale].map((listing) => listing._id));
      this.note(
        this.missing,
        missing.map((listing) => listing._id).filter((id) => settled.has(id)),
      );
      this.note(
        this.stale,
        stale.map((listing) => listing._id).filter((id) => settled.has(id)),
      );
      await this.fix({
        listings: [...missing, ...stale].filter((listing) => settled.has(listing._id)),
        vanishedIds: [],
      });
    }
  }

  /** Every document of the index, through a point in time, against MongoDB. Answers how many were compared. */
  async compareDocuments(): Promise<number> {
    const client = this.deps.elasticsearch;
    // A point in time sees what was refreshed; make every write so far part of it.
    await client.indices.refresh({ index: this.deps.alias });
    const pit = await client.openPointInTime({ index: this.deps.alias, keep_alive: '2m' });
    let pitId = pit.id;
    let checked = 0;
    try {
      let after: estypes.SortResults | undefined;
      for (;;) {
        const page = await client.search({
          pit: { id: pitId, keep_alive: '2m' },
          size: this.chunkSize,
          sort: [{ _shard_doc: 'asc' }],
          _source: false,
          track_total_hits: false,
          ...(after ? { search_after: after } : {}),
        });
        pitId = page.pit_id ?? pitId;
        const hits = page.hits.hits;
        if (hits.length === 0) return checked;
        after = hits.at(-1)!.sort;
        checked += hits.length;
        await this.compareDocumentPage(hits.map((hit) => hit._id!));
      }
    } finally {
      await client.closePointInTime({ id: pitId }).catch(() => undefined);
    }
  }

  private async compareDocumentPage(ids: string[]): Promise<void> {
    const current = await findListingsById(this.listings, ids);
    const byId = new Map(current.map((listing) => [listing._id, listing]));
    const orphans = ids.filter((id) => byId.get(id)?.status !== 'published');
    const settled = await this.withoutInFlight(orphans);
    const confirmed = orphans.filter((id) => settled.has(id));
    this.note(this.orphans, confirmed);
    const archived = confirmed.flatMap((id) => byId.get(id) ?? []);
    await this.fix({ listings: archived, vanishedIds: confirmed.filter((id) => !byId.has(id)) });
  }

  /** The `_version` of each id the index holds. */
  private async indexedVersions(ids: string[]): Promise<Map<string, number>> {
    const response = await this.deps.elasticsearch.mget({ index: this.deps.alias, ids, _source: false });
    const versions = new Map<string, number>();
    for (const doc of response.docs) {
      if ('error' in doc) throw new Error(`mget failed for ${doc._id}: ${doc.error.type}: ${doc.error.reason}`);
      if (doc.found) versions.set(doc._id, doc._version ?? 0);
    }
    return versions;
  }

  /** The ids among these whose listing has no pending outbox record; counts the others as in flight. */
  private async withoutInFlight(ids: string[]): Promise<Set<string>> {
    const inFlight = await this.outbox.listingsWithPendingChanges(ids);
    this.inFlight += inFlight.size;
    return new Set(ids.filter((id) => !inFlight.has(id)));
  }

  private note(difference: Difference, ids: string[]): void {
    difference.count += ids.length;
    difference.first.push(...ids.slice(0, this.sampleSize - difference.first.length));
  }

  private async fix(changes: ListingChanges): Promise<void> {
    if (!this.repair || changes.listings.length + changes.vanishedIds.length === 0) return;
    const outcome = await writeListingsRetrying(this.deps.elasticsearch, this.deps.alias, changes);
    this.repair.done += outcome.done.length;
    this.repair.refused += outcome.failures.length;
    this.repair.failures.push(...outcome.failures.slice(0, this.sampleSize - this.repair.failures.length));
    if (outcome.failures.length > 0)
      this.deps.logger.warn({ failures: outcome.failures }, 'Elasticsearch refused repairs');
  }
}

function summarizeRecord(record: {
  _id: string;
  listingId: string;
  attempts?: number;
  failedAt?: Date | null;
  lastError?: string;
}): FailedRecordSummary {
  return {
    id: record._id,
    listingId: record.listingId,
    attempts: record.attempts ?? 0,
    failedAt: record.failedAt?.toISOString() ?? null,
    lastError: record.lastError ?? null,
  };
}
