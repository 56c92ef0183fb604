import { errors, type Client } from '@elastic/elasticsearch';
import type { Collection, Db, Filter, FindCursor } from 'mongodb';
import { type ListingDocument, LISTINGS_COLLECTION } from '../services/core/for-roles.ts';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { writeListingsRetrying, type BulkFailure, type BulkOutcome } from './bulk-writer.ts';
import { IndexerOutbox } from './indexer-outbox.ts';
import { currentIndexDefinition, indicesOf, versionedIndexName } from './listing-index.ts';
import { listingIndexLayout } from '../shared/listings-index/layout.ts';
import { LISTINGS_REFRESH_INTERVAL, type ListingIndexDefinition } from '../shared/listings-index/mapping.ts';
import { findListingsById } from './listings-by-id.ts';
import { WritesInFlight } from './writes-in-flight.ts';

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
  /** Called once before the first chunk and after every chunk written, one call at a time; the build waits for it. */
  onProgress?: (progress: { done: number; total: number }) => void | Promise<void>;
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
  /** Published listings counted when the build started. */
  total: number;
  /** Listings the new index took during the build. */
  written: number;
  /** Listings whose changes during the build were replayed after the swap. */
  caughtUp: number;
  /** Listings Elasticsearch refused for good (or for longer than the retries), during build and catch-up. */
  refused: Refusals;
  buildMs: number;
  documentsPerSecond: number;
}

export class ReindexError extends Error {}

const SAMPLE_SIZE = 20;
const published: Filter<ListingDocument> = { status: 'published' };

/**
 * Rebuilds the listings index without search downtime: builds a fresh `<alias>-v<timestamp>` with the
 * current mapping from the published listings, streamed from MongoDB by one cursor while up to
 * `concurrentWrites` `_bulk` requests write them (refreshes and replicas off until it is built);
 * replays every listing change announced since the start; moves the alias onto it in one atomic
 * `_aliases` request; replays the changes since the start again (until the swap the running indexer
 * wrote through the alias into the old index), and finally deletes the old index. External versions make every write idempotent and order-proof.
 * Nothing is swapped when Elasticsearch kept failing, or refused every listing: the new index is dropped.
 */
export async function reindexListings(deps: ReindexDeps): Promise<ReindexResult> {
  const startedAt = deps.clock.now();
  // The changes it replays stay in the outbox while it runs, however long that takes.
  const outbox = new IndexerOutbox(deps.db);
  const hold = await outbox.holdChangesSince(catchUpFrom(deps, startedAt));
  try {
    return await rebuild(deps, startedAt);
  } finally {
    await outbox.releaseHold(hold);
  }
}

async function rebuild(deps: ReindexDeps, startedAt: Date): Promise<ReindexResult> {
  const definition = await currentIndexDefinition(deps.elasticsearch, deps.registry);
  const replicas = await liveReplicas(deps.elasticsearch, deps.alias);
  const index = await createBuildIndex(deps.elasticsearch, deps.alias, definition);
  const refused: Refusals = { count: 0, passing: 0, sample: [] };
  let previousIndices: string[];
  let build: { total: number; written: number; buildMs: number };
  try {
    build = await copyPublishedListings(deps, index, refused);
    assertSwappable(build, refused);
    // Replayed once before the swap so the new index goes live nearly current, and again after it (below),
    // because the running indexer writes to the old index until the swap.
    await replayChangesSince(deps, index, catchUpFrom(deps, startedAt), refused);
    await deps.elasticsearch.indices.putSettings({
      index,
      settings: { 'index.refresh_interval': LISTINGS_REFRESH_INTERVAL, 'index.number_of_replicas': replicas },
    });
    await deps.elasticsearch.indices.refresh({ index });
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
    documentsPerSecond: Math.round((build.written * 1000) / Math.max(build.buildMs, 1)),
  };
}

function catchUpFrom(deps: ReindexDeps, startedAt: Date): Date {
  return new Date(startedAt.getTime() - (deps.catchUpMarginMs ?? 60_000));
}

/**
 * The replicas of the index the alias points at, which the new index gets once it is built; null (Elasticsearch's
 * default) when there is none.
 */
async function liveReplicas(client: Client, alias: string): Promise<string | null> {
  const [live] = await indicesOf(client, alias);
  if (!live) return null;
  const settings = await client.indices.getSettings({
    index: live,
    name: 'index.number_of_replicas',
    flat_settings: true,
  });
  const replicas: unknown = settings[live]?.settings?.['index.number_of_replicas'];
  return typeof replicas === 'string' ? replicas : null;
}

/** A new concrete index, not yet behind the alias; refreshes and replicas are off while it is filled. */
async function createBuildIndex(client: Client, alias: string, definition: ListingIndexDefinition): Promise<string> {
  for (let now = Date.now(), tries = 0; ; now += 1, tries += 1) {
    const index = versionedIndexName(alias, now);
    try {
      await client.indices.create({
        index,
        settings: {
          ...definition.settings,
          refresh_interval: '-1',
          number_of_shards: listingIndexLayout().shards,
          number_of_replicas: 0,
        },
        mappings: definition.mappings,
      });
      return index;
    } catch (error) {
      const taken =
        error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception';
      if (!taken || tries >= 10) throw error;
    }
  }
}

async function copyPublishedListings(deps: ReindexDeps, index: string, refused: Refusals) {
  const listings = deps.db.collection<ListingDocument>(LISTINGS_COLLECTION);
  const total = await listings.countDocuments(published);
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
  return { total, written, buildMs: Math.round(performance.now() - began) };
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

function assertSwappable(build: { total: number; written: number }, refused: Refusals): void {
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

/**
 * Points the alias at the new index alone, as its write index, in one request: search sees the old index
 * or the new one, never neither. `must_exist` makes the request fail if a concurrent reindex moved the
 * alias since it was read, instead of leaving the alias over two indices.
 */
async function swapAlias(client: Client, alias: string, index: string): Promise<string[]> {
  const previous = await indicesOf(client, alias);
  try {
    await client.indices.updateAliases({
      actions: [
        ...previous.map((old) => ({ remove: { index: old, alias, must_exist: true } })),
        { add: { index, alias, is_write_index: true } },
      ],
    });
  } catch (error) {
    if (error instanceof errors.ResponseError && error.statusCode === 404) {
      throw new ReindexError(
        `the alias ${alias} moved while this reindex ran (another reindex?); ${index} was dropped`,
      );
    }
    throw error;
  }
  return previous;
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
