import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Client } from '@elastic/elasticsearch';
import type { Collection, Db } from 'mongodb';
import {
  type AppendWakeup,
  type CategoryAliasChangedRecord,
  consumerLease,
  type ListingDocument,
  LISTINGS_COLLECTION,
  OUTBOX_CONSUMER_KINDS,
  OUTBOX_CONSUMERS,
  outboxAppends,
  type OutboxCursor,
  watchRemoteAppends,
} from '../services/core/for-roles.ts';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { TermLease } from '../shared/term-lease.ts';
import { Backoff } from './backoff.ts';
import { CategoryAliasIndexer } from './category-aliases.ts';
import { blamesTheListing, writeListings, type BulkFailure } from './bulk-writer.ts';
import { IndexerOutbox, MAX_INDEXING_ATTEMPTS, type IndexedRecord, type IndexerRecord } from './indexer-outbox.ts';
import { findListingsById } from './listings-by-id.ts';

/**
 * The safety-net poll of a drained outbox: appends in this process (and, on a replica set, in any process through a
 * change stream) wake the indexer at once, so the poll only bounds the delay of appends made by other processes
 * where there is no change stream (and costs the database one read after the checkpoint).
 */
const DRAINED_POLL_MS = 1_000;

export interface ListingIndexerDeps {
  /** Holds the listings and the outbox. */
  db: Db;
  elasticsearch: Client;
  /** The alias written to (see ensureListingIndex). */
  alias: string;
  clock: Clock;
  logger: Logger;
  /** Outbox records per pass, and so at most this many listings per `_bulk` request. */
  batchSize?: number;
  /** The wait between passes when the outbox is drained, unless an append in this process ends it sooner. */
  pollIntervalMs?: number;
  /** The wait after a failed pass, doubled on every consecutive failure. */
  backoff?: { initialMs: number; maxMs: number };
  /** See SETTLE_MS of the outbox cursor. */
  settleMs?: number;
  /** A standby indexer takes over this long after the active one stopped renewing its lease. */
  leaseMs?: number;
  /** Where the lease's expiry is judged: the database's time, but in tests (see consumerLease). */
  leaseNow?: () => Promise<Date>;
}

/** One indexer consumes at a time; a standby takes over this long after the holder stopped renewing. */
const LEASE_MS = 15_000;

export interface IndexingPass {
  /** Outbox records taken. */
  records: number;
  /** Distinct listings among them, each written once. */
  listings: number;
  /** Records done: those whose listing Elasticsearch took. */
  marked: number;
  /** Listings Elasticsearch refused; their records stay pending, and count an attempt when the document itself was refused. */
  failures: BulkFailure[];
  /** Records set aside in this pass: their listing was refused for good MAX_INDEXING_ATTEMPTS times. */
  setAside: number;
}

export interface IndexLag {
  /** Records still to index; those set aside after repeated refusals are not counted. */
  pending: number;
  /** Age of the oldest pending record; 0 when none is pending. */
  oldestPendingAgeMs: number;
  /** Records set aside after repeated refusals: not lag, but listings missing from search until repaired. */
  failed: number;
}

/**
 * Keeps the listings index in step with MongoDB by consuming the outbox from its checkpoint. Every pass re-reads the
 * current listings (records carry ids only) and writes them with external versions, so a retry, a late pass or a
 * restart that reads records again never regresses the index; a record is done only once its listing's write
 * succeeded, and stays open (retried by the next passes, saved in the checkpoint) until then.
 */
export class ListingIndexer {
  private readonly listings: Collection<ListingDocument>;
  private readonly outbox: IndexerOutbox;
  private cursor: OutboxCursor<IndexerRecord>;
  private readonly lease: TermLease;
  private readonly leaseMs: number;
  /** When the lease was last renewed, on this process's monotonic clock. */
  private renewedAt = -Infinity;
  /** Records read and not done yet, retried by every pass, once the checkpoint's open records were read back. */
  private held: Promise<Map<string, IndexerRecord>> | null = null;
  /** Category alias changes travel through the same outbox and are written in the same pass, before the listings. */
  private readonly aliases: CategoryAliasIndexer;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: { initialMs: number; maxMs: number };
  private running: { controller: AbortController; loop: Promise<void>; appends: AppendWakeup } | null = null;

  constructor(private readonly deps: ListingIndexerDeps) {
    this.listings = deps.db.collection<ListingDocument>(LISTINGS_COLLECTION);
    this.outbox = new IndexerOutbox(deps.db);
    this.cursor = this.outbox.cursor(deps.settleMs);
    this.leaseMs = deps.leaseMs ?? LEASE_MS;
    this.lease = consumerLease({
      db: deps.db,
      consumer: OUTBOX_CONSUMERS.indexer,
      owner: randomUUID(),
      leaseMs: this.leaseMs,
      now: deps.leaseNow,
    });
    this.aliases = new CategoryAliasIndexer(deps);
    this.batchSize = deps.batchSize ?? 500;
    this.pollIntervalMs = deps.pollIntervalMs ?? DRAINED_POLL_MS;
    this.backoff = deps.backoff ?? { initialMs: 250, maxMs: 30_000 };
  }

  /**
   * One pass over the open records and the next after the checkpoint, then saves the checkpoint (under the lease
   * `term` when given); throws when Elasticsearch or MongoDB cannot be reached (the records stay open), or when a
   * later term refused the save (this indexer then reads the checkpoint again once it holds the lease again).
   */
  async runOnce(signal?: AbortSignal, term?: number): Promise<IndexingPass> {
    const held = await this.heldRecords();
    for (const record of [...(await this.cursor.late()), ...(await this.cursor.next(this.batchSize - held.size))])
      held.set(record._id, record);
    const taken = [...held.values()];
    const aliasChanges = taken.filter(
      (record): record is CategoryAliasChangedRecord => record.kind === 'category.alias_changed',
    );
    await this.aliases.apply(aliasChanges, signal);
    await this.finish(aliasChanges);
    const records = taken.filter((record): record is IndexedRecord => record.kind === 'listing.changed');
    const pass = await this.indexListings(records, signal);
    if (!(await this.cursor.save(this.deps.clock.now(), term))) {
      this.forgetCheckpoint();
      throw new Error(`the indexer lease term ${term} was taken over`);
    }
    return pass;
  }

  /** 'active' while this indexer holds the lease and consumes, 'standby' while another one does. */
  role(): 'active' | 'standby' {
    return this.lease.term === null ? 'standby' : 'active';
  }

  /**
   * Holds the lease, renewed every third of its length; a term newly taken starts from the checkpoint as saved. Null
   * while another indexer holds it.
   */
  private async holdLease(): Promise<number | null> {
    const before = this.lease.term;
    if (before !== null && performance.now() - this.renewedAt < this.leaseMs / 3) return before;
    const renewing = performance.now();
    const term = await this.lease.hold();
    if (term === null) return null;
    this.renewedAt = renewing;
    if (term !== before) this.forgetCheckpoint();
    return term;
  }

  /** After a refused save or with a new term: read the checkpoint again, and renew the lease before the next pass. */
  private forgetCheckpoint(): void {
    this.cursor = this.outbox.cursor(this.deps.settleMs);
    this.held = null;
    this.renewedAt = -Infinity;
  }

  private async indexListings(records: IndexedRecord[], signal?: AbortSignal): Promise<IndexingPass> {
    const ids = [...new Set(records.map((record) => record.listingId))];
    if (ids.length === 0) return { records: 0, listings: 0, marked: 0, failures: [], setAside: 0 };
    const listings = await findListingsById(this.listings, ids);
    const found = new Set(listings.map((listing) => listing._id));
    const vanishedIds = ids.filter((id) => !found.has(id));
    const outcome = await writeListings(
      this.deps.elasticsearch,
      this.deps.alias,
      { listings, vanishedIds },
      { signal },
    );
    const written = new Set(outcome.done);
    const indexed = records.filter((record) => written.has(record.listingId));
    await this.finish(indexed);
    const setAside = await this.countRefusals(records, outcome.failures);
    await this.finish(setAside);
    return {
      records: records.length,
      listings: ids.length,
      marked: indexed.length,
      failures: outcome.failures,
      setAside: setAside.length,
    };
  }

  /** The records held open, with those the last saved checkpoint left open when this indexer had not read them yet. */
  private heldRecords(): Promise<Map<string, IndexerRecord>> {
    this.held ??= this.cursor.resume().then(
      (records) => new Map(records.map((record) => [record._id, record])),
      (error: unknown) => {
        this.held = null;
        throw error;
      },
    );
    return this.held;
  }

  private async finish(records: IndexerRecord[]): Promise<void> {
    const held = await this.heldRecords();
    for (const record of records) held.delete(record._id);
    this.cursor.done(records.map((record) => record._id));
  }

  /** Logs the refusals; a permanent refusal costs each of the listing's records an attempt, the last one sets them aside. */
  private async countRefusals(records: IndexedRecord[], failures: BulkFailure[]): Promise<IndexedRecord[]> {
    if (failures.length === 0) return [];
    this.deps.logger.warn({ failures }, 'Elasticsearch refused listings; their outbox records stay pending');
    const permanent = failures.filter(blamesTheListing);
    const setAside = await this.outbox.recordRefusals(records, permanent, this.deps.clock.now());
    if (setAside.length > 0) {
      const listingIds = [...new Set(setAside.map((record) => record.listingId))];
      this.deps.logger.error(
        {
          listingIds,
          records: setAside.map((record) => record._id),
          reasons: setAside.map((record) => record.lastError),
        },
        `outbox records set aside after ${MAX_INDEXING_ATTEMPTS} refused attempts; npm run reconcile lists them`,
      );
    }
    return setAside;
  }

  /** Runs passes until stop(): at once while a full batch succeeds, on the poll interval when drained. */
  start(): void {
    if (this.running) return;
    const controller = new AbortController();
    const appends = outboxAppends.listen(OUTBOX_CONSUMER_KINDS[OUTBOX_CONSUMERS.indexer]);
    this.running = { controller, loop: this.loop(controller.signal, appends), appends };
  }

  /** Aborts the pass in flight and any wait, and resolves once the loop has ended. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running.controller.abort();
    await this.running.loop;
    outboxAppends.unlisten(this.running.appends);
    this.running = null;
    await this.lease.release();
  }

  /** What this indexer holds open and what lies after its position: three queries once its checkpoint is loaded. */
  async lag(): Promise<IndexLag> {
    const held = [...(await this.heldRecords()).values()].filter(
      (record): record is IndexedRecord => record.kind === 'listing.changed',
    );
    const [after, failed] = await Promise.all([
      this.outbox.after(await this.cursor.position()),
      this.outbox.countFailed(),
    ]);
    const oldest =
      held.reduce<IndexedRecord | null>((first, record) => (first && first._id < record._id ? first : record), null) ??
      after.oldest;
    const oldestPendingAgeMs = oldest ? Math.max(0, this.deps.clock.now().getTime() - oldest.createdAt.getTime()) : 0;
    return { pending: held.length + after.count, oldestPendingAgeMs, failed };
  }

  private async loop(signal: AbortSignal, appends: AppendWakeup): Promise<void> {
    const backoff = new Backoff(this.backoff.initialMs, this.backoff.maxMs);
    const remote = await watchRemoteAppends(this.deps.db, appends, this.deps.logger).catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, "cannot watch the outbox; the poll alone finds other processes' appends");
      return null;
    });
    try {
      while (!signal.aborted) {
        const wait = await this.passThenWait(signal, backoff);
        if (wait === 'drained') await appends.wait(this.pollIntervalMs, signal);
        else if (wait > 0) await sleep(wait, signal);
      }
    } finally {
      await remote?.close();
    }
  }

  /** Runs one pass and answers how long to wait before the next: 'drained' waits for an append or the poll interval. */
  private async passThenWait(signal: AbortSignal, backoff: Backoff): Promise<number | 'drained'> {
    try {
      const term = await this.holdLease();
      if (term === null) return this.pollIntervalMs;
      const pass = await this.runOnce(signal, term);
      if (pass.failures.some((failure) => failure.retryable)) return backoff.next();
      backoff.reset();
      return pass.records === this.batchSize && pass.marked + pass.setAside > 0 ? 0 : 'drained';
    } catch (error) {
      if (signal.aborted) return 0;
      const waitMs = backoff.next();
      this.deps.logger.warn({ err: error, retryInMs: waitMs }, 'indexing pass failed; its records stay pending');
      return waitMs;
    }
  }
}

async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch((error: unknown) => {
    if (!signal.aborted) throw error;
  });
}
