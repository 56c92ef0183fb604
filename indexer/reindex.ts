import type { Client } from '@elastic/elasticsearch';
import type { Collection, Db, Filter, FindCursor } from 'mongodb';
import { type ListingDocument, LISTINGS_COLLECTION } from '../services/core/for-roles.ts';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { writeListingsRetrying, type BulkFailure, type BulkOutcome } from './bulk-writer.ts';
import { IndexerOutbox } from './indexer-outbox.ts';
import { currentIndexDefinition, indicesOf } from './listing-index.ts';
import { listingIndexLayout, type ListingIndexLayout } from '../shared/listings-index/layout.ts';
import type { ListingIndexDefinition } from '../shared/listings-index/mapping.ts';
import { createBuildIndex, readyBuiltIndex, swapAlias, type ReadiedIndex } from './build-index.ts';
import { ensureDatabaseEpoch } from './database-identity.ts';
import type { IndexHealth } from './index-health.ts';
import { updateIndexMeta } from './index-meta.ts';
import { isNamespaceNotFound } from '../shared/mongo.ts';
import { ReindexError } from './reindex-error.ts';
import { findListingsById } from './listings-by-id.ts';
import { WritesInFlight } from './writes-in-flight.ts';

export { ReindexError };

export interface ReindexDeps {
  db: Db;
  elasticsearch: Client;
  alias: string;
  clock: Clock;
  logger: Logger;
  registry?: FacetRegistry;
  /** Listings read from MongoDB and written in one `_bulk` request. */
  chunkSize?: number;
  /** `_bulk` requests in flight at once while the cursor reads on; reading waits when they all are and a chunk is ready. */
  concurrentWrites?: number;
  /** Keep the index the alias pointed at before, instead of deleting it after the swap. */
  keepOld?: boolean;
  /** Changes announced up to this long before the start are replayed too, against clock skew between writers. */
  catchUpMarginMs?: number;
  /**
   * Called once before the first chunk and after every chunk written, one call at a time; the build waits for it.
   * `total` is the collection's size from its statistics, drafts included: what the build will read at most, not a
   * count (counting the published listings first would read them all twice).
   */
  onProgress?: (progress: { done: number; total: number }) => void | Promise<void>;
  /** Shards and replicas of the new index; LISTINGS_SHARDS and LISTINGS_REPLICAS unless given. */
  layout?: ListingIndexLayout;
  /**
   * How long the new index may take to start its primaries once created, and to reach its health once built, before
   * the reindex gives up without swapping.
   */
  healthTimeoutMs?: number;
  /**
   * How long the new index's merge into one segment per shard is awaited before it goes live regardless (the merge
   * then goes on inside Elasticsearch; searches by meaning are slower until it ends).
   */
  mergeWaitMs?: number;
  /** Runs right before the alias moves; an error it throws drops the new index instead (RebuildTurn.confirmHeld). */
  beforeSwap?: () => Promise<void>;
}

export interface Refusals {
  count: number;
  /** Of those, refusals for a passing reason (429, 5xx) that outlasted the retries. */
  passing: number;
  /** The first refusals, for the report. */
  sample: BulkFailure[];
}

export interface ReindexResult {
  index: string;
  mappingVersion: string;
  /** What the alias pointed at before the swap. */
  previousIndices: string[];
  deletedIndices: string[];
  /** Published listings the build read (one changed during the build may be read twice). */
  read: number;
  /** Listings the new index took during the build. */
  written: number;
  /** Listings whose changes during the build were replayed after the swap. */
  caughtUp: number;
  /** Listings Elasticsearch refused for good (or for longer than the retries), during build and catch-up. */
  refused: Refusals;
  /** The health the new index reached before the swap, and the one it had to. */
  health: IndexHealth;
  /** Whether its merge into one segment per shard ended before it went live (see ReindexDeps.mergeWaitMs). */
  merged: boolean;
  buildMs: number;
  documentsPerSecond: number;
}

const SAMPLE_SIZE = 20;
/** Allocating the replicas of a large index copies it over the network: minutes, not seconds. */
const HEALTH_TIMEOUT_MS = 15 * 60_000;
/** A merge still running after this long is left to finish while the index serves, rather than hold up a deploy. */
const MERGE_WAIT_MS = 30 * 60_000;
const published: Filter<ListingDocument> = { status: 'published' };

/** How often a running reindex renews its hold, which also marks its index as being built (see orphaned-indices.ts). */
export const HOLD_RENEW_MS = 30_000;

/**
 * Rebuilds the listings index without search downtime: builds a fresh `<alias>-v<timestamp>` with the
 * current mapping and the configured shards from the published listings, streamed from MongoDB by one cursor while
 * up to `concurrentWrites` `_bulk` requests write them (refreshes and replicas off until it is built);
 * replays every listing change announced since the start; gives it the configured replicas and waits for its health
 * (see requiredHealth); moves the alias onto it in one atomic `_aliases` request; replays the changes since the start
 * again (until the swap the running indexer wrote through the alias into the old index), and finally deletes the old
 * index. External versions make every write idempotent and order-proof.
 * Nothing is swapped when Elasticsearch kept failing, refused every listing, or the index did not reach its health in
 * time: the new index is dropped.
 */
export async function reindexListings(deps: ReindexDeps): Promise<ReindexResult> {
  const startedAt = deps.clock.now();
  const layout = deps.layout ?? listingIndexLayout();
  const definition = await currentIndexDefinition(deps.elasticsearch, deps.registry);
  const epoch = await ensureDatabaseEpoch(deps.db, startedAt);
  const healthTimeoutMs = deps.healthTimeoutMs ?? HEALTH_TIMEOUT_MS;
  const index = await createBuildIndex(deps.elasticsearch, deps.alias, definition, layout, epoch, healthTimeoutMs);
  // The changes it replays stay in the outbox while it runs, however long that takes; the hold, renewed while it
  // runs, also tells a concurrent prepare that this index is being built.
  const outbox = new IndexerOutbox(deps.db);
  const since = catchUpFrom(deps, startedAt);
  const hold = await outbox.holdChangesSince(since, index, deps.clock.now()).catch(async (error: unknown) => {
    await deps.elasticsearch.indices.delete({ index }, { ignore: [404] });
    throw error;
  });
  let renewing = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = outbox.renewHold(hold, since, deps.clock.now()).catch((error: unknown) => {
      deps.logger.warn({ err: error, hold }, 'cannot renew the reindex hold');
    });
  }, HOLD_RENEW_MS);
  try {
    return await rebuild(deps, { startedAt, index, definition, layout, healthTimeoutMs });
  } finally {
    clearInterval(renewal);
    // A renewal still in flight would save the hold again after its release.
    await renewing;
    await outbox.releaseHold(hold);
  }
}

interface Build {
  startedAt: Date;
  index: string;
  definition: ListingIndexDefinition;
  layout: ListingIndexLayout;
  healthTimeoutMs: number;
}

async function rebuild(
  deps: ReindexDeps,
  { startedAt, index, definition, layout, healthTimeoutMs }: Build,
): Promise<ReindexResult> {
  const refused: Refusals = { count: 0, passing: 0, sample: [] };
  let previousIndices: string[];
  let build: { read: number; written: number; buildMs: number };
  let readied: ReadiedIndex;
  try {
    build = await copyPublishedListings(deps, index, refused);
    assertSwappable(build, refused);
    // Replayed once before the swap so the new index goes live nearly current, and again after it (below),
    // because the running indexer writes to the old index until the swap.
    await replayChangesSince(deps, index, catchUpFrom(deps, startedAt), refused);
    const mergeWaitMs = deps.mergeWaitMs ?? MERGE_WAIT_MS;
    readied = await readyBuiltIndex(deps.elasticsearch, index, layout, { healthTimeoutMs, mergeWaitMs });
    if (!readied.merged)
      deps.logger.warn(
        { index, mergeWaitMs },
        'the merge into one segment per shard still runs; going live while Elasticsearch finishes it',
      );
    if (readied.health.status !== 'green')
      deps.logger.warn(
        { index, health: readied.health, layout },
        'the replicas cannot be allocated on this cluster; going live yellow',
      );
    if (deps.keepOld) await markKept(deps.elasticsearch, deps.alias);
    await deps.beforeSwap?.();
    previousIndices = await swapAlias(deps.elasticsearch, deps.alias, index);
  } catch (error) {
    await deps.elasticsearch.indices.delete({ index }, { ignore: [404] });
    throw error;
  }
  deps.logger.info({ alias: deps.alias, index, previousIndices }, 'alias moved to the new listings index');
  const caughtUp = await replayChangesSince(deps, index, catchUpFrom(deps, startedAt), refused);
  const deletedIndices = deps.keepOld || previousIndices.length === 0 ? [] : previousIndices;
  if (deletedIndices.length > 0) await deps.elasticsearch.indices.delete({ index: deletedIndices });
  return {
    index,
    mappingVersion: definition.mappingVersion,
    previousIndices,
    deletedIndices,
    ...build,
    caughtUp,
    refused,
    ...readied,
    documentsPerSecond: Math.round((build.written * 1000) / Math.max(build.buildMs, 1)),
  };
}

/** Marks the indices behind the alias as kept on purpose, before the swap, so no prepare takes them for orphans. */
async function markKept(client: Client, alias: string): Promise<void> {
  for (const index of await indicesOf(client, alias)) await updateIndexMeta(client, index, { kept: true });
}

function catchUpFrom(deps: ReindexDeps, startedAt: Date): Date {
  return new Date(startedAt.getTime() - (deps.catchUpMarginMs ?? 60_000));
}

async function copyPublishedListings(deps: ReindexDeps, index: string, refused: Refusals) {
  const listings = deps.db.collection<ListingDocument>(LISTINGS_COLLECTION);
  const total = await collectionSize(listings);
  const began = performance.now();
  let written = 0;
  await deps.onProgress?.({ done: 0, total });
  // One call at a time, in the order the writes ended.
  let progressed = Promise.resolve();
  const reportProgress = (progress: { done: number; total: number }) =>
    (progressed = progressed.then(() => deps.onProgress?.(progress)));
  const writes = new WritesInFlight(deps.concurrentWrites ?? 3);
  try {
    for await (const chunk of publishedChunks(listings, deps.chunkSize ?? 1000)) {
      await writes.start(async () => {
        const outcome = await writeListingsRetrying(
          deps.elasticsearch,
          index,
          { listings: chunk, vanishedIds: [] },
          { requireAlias: false },
        );
        written += outcome.done.length;
        addRefusals(refused, outcome, deps.logger);
        await reportProgress({ done: written + refused.count, total: Math.max(total, written + refused.count) });
      });
    }
    await writes.finish();
  } finally {
    // A write still in flight when the build failed would create the index again after the caller dropped it.
    await writes.settle();
  }
  return { read: written + refused.count, written, buildMs: Math.round(performance.now() - began) };
}

/** The documents in the collection, from its statistics (no document read; one answer per shard); 0 before its first. */
async function collectionSize(collection: Collection<ListingDocument>): Promise<number> {
  try {
    const shards = await collection.aggregate<{ count?: number }>([{ $collStats: { count: {} } }]).toArray();
    return shards.reduce((sum, shard) => sum + (shard.count ?? 0), 0);
  } catch (error) {
    if (isNamespaceNotFound(error)) return 0;
    throw error;
  }
}

/**
 * The published listings in the batches the database answers (`size` each), read by one cursor that asks for the
 * next batch as soon as one arrives, so the database works on while the caller writes. One cursor, not a query per
 * chunk: FerretDB's SQLite backend scans the whole collection for every query not on `_id` alone (80 s per chunk at
 * 100,000 listings). In no order: external versions and the replay make the order of the writes, and a listing met
 * twice, harmless; a sort made FerretDB read and sort the whole collection before it answered the first batch.
 */
async function* publishedChunks(
  listings: Collection<ListingDocument>,
  size: number,
): AsyncGenerator<ListingDocument[]> {
  const cursor = findPublishedListings(listings, size);
  let more = cursor.hasNext();
  try {
    while (await more) {
      const chunk = cursor.readBufferedDocuments();
      more = cursor.hasNext();
      // Its failure is thrown by the await above once the caller asks for the next chunk.
      more.catch(() => undefined);
      yield chunk;
    }
  } finally {
    await more.catch(() => undefined);
    await cursor.close();
  }
}

/** The query a reindex reads the listings with (MongoDB answers it from the status index); exported for bench:reindex. */
export function findPublishedListings(
  listings: Collection<ListingDocument>,
  batchSize: number,
): FindCursor<ListingDocument> {
  return listings.find(published).batchSize(batchSize);
}

function addRefusals(refused: Refusals, outcome: BulkOutcome, logger: Logger): void {
  if (outcome.failures.length === 0) return;
  logger.warn(
    { failures: outcome.failures.slice(0, SAMPLE_SIZE), count: outcome.failures.length },
    'Elasticsearch refused listings during the reindex',
  );
  refused.count += outcome.failures.length;
  refused.passing += outcome.failures.filter((failure) => failure.retryable).length;
  refused.sample.push(...outcome.failures.slice(0, SAMPLE_SIZE - refused.sample.length));
}

function assertSwappable(build: { written: number }, refused: Refusals): void {
  if (refused.passing > 0) {
    const example = refused.sample.find((failure) => failure.retryable);
    const why = example ? ` (${example.status} ${example.type}: ${example.reason})` : '';
    throw new ReindexError(
      `Elasticsearch kept failing on ${refused.passing} listings${why}; the alias was left as it was`,
    );
  }
  if (refused.count > 0 && build.written === 0) {
    const [first] = refused.sample;
    throw new ReindexError(
      `Elasticsearch refused all ${refused.count} listings (${first?.type}: ${first?.reason}); the alias was left as it was`,
    );
  }
}

/** Re-applies, into the new index, the current state of every listing announced as changed since `since`. */
async function replayChangesSince(deps: ReindexDeps, index: string, since: Date, refused: Refusals): Promise<number> {
  const outbox = new IndexerOutbox(deps.db);
  const listings = deps.db.collection<ListingDocument>(LISTINGS_COLLECTION);
  let afterRecordId: string | null = null;
  let replayed = 0;
  for (;;) {
    const changed = await outbox.changedSince(since, afterRecordId, deps.chunkSize ?? 1000);
    if (!changed) return replayed;
    afterRecordId = changed.lastRecordId;
    const current = await findListingsById(listings, changed.listingIds);
    const found = new Set(current.map((listing) => listing._id));
    const vanishedIds = changed.listingIds.filter((id) => !found.has(id));
    const outcome = await writeListingsRetrying(
      deps.elasticsearch,
      index,
      { listings: current, vanishedIds },
      { requireAlias: false },
    );
    addRefusals(refused, outcome, deps.logger);
    replayed += outcome.done.length;
  }
}
