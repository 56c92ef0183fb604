import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Principal } from '../../../../shared/auth/principal.ts';
import type { Clock } from '../../../../shared/clock.ts';
import { AppError } from '../../../../shared/errors/app-error.ts';
import { keyedId } from '../../../../shared/ids.ts';
import type { Logger } from '../../../../shared/logger.ts';
import type { ListingsRepository, ListingsService, ListingDocument, ListingPatch } from '../../listings/index.ts';
import type { DraftsRepository } from '../drafts/drafts.repository.ts';
import { found } from '../imports/extraction/facts.ts';
import { feedBackoff } from './feed-backoff.ts';
import { FeedItemLimit } from './feed-item-limit.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import type { FeedSourcesRepository } from './feed-sources.repository.ts';
import type { FeedItemDocument, FeedSourceDocument, SyncReport } from './types.ts';
import { syncId, type FeedSyncsRepository } from './feed-syncs.repository.ts';
import type { FeedReading } from './readers/feed-reading.ts';
import { FeedUnreadable } from './readers/feed-reading.ts';
import { FetchRefusal } from '../../../../shared/fetching/source-fetcher.ts';
import { gapReport } from '../imports/gap-report.ts';
import type { IntakeJobsRepository } from '../imports/intake-jobs.repository.ts';
import { draftState } from '../imports/mapping/draft-state.ts';
import type { DraftDocument, DraftFields, Facts } from '../types.ts';

/** Reads a source's feed into items; structured parsing is the imports' (import-sources.ts readFeed). */
export type FeedReader = (source: FeedSourceDocument) => Promise<FeedReading>;

export interface FeedSyncDeps {
  sources: FeedSourcesRepository;
  syncs: FeedSyncsRepository;
  items: FeedItemsRepository;
  drafts: DraftsRepository;
  jobs: IntakeJobsRepository;
  listings: Pick<ListingsService, 'update' | 'archive'>;
  /** Where a changed facet is merged into the listing's facets: an update replaces a listing's facets whole. */
  storedListings: Pick<ListingsRepository, 'findById'>;
  read: FeedReader;
  /** The most items of a feed that are synced (INTAKE_FEED_MAX_ITEMS). */
  maxItems: number;
  clock: Clock;
  logger: Logger;
}

/** A running sync shows it is alive at least this often (between items, so an item's writes are not interrupted). */
export const BEAT_EVERY_MS = 30_000;
/** A running sync not seen alive for this long is presumed dead (its process stopped), and the next sync takes its place. */
export const ABANDONED_AFTER_MS = 2 * 60_000;
/** Items are looked up, and new ones written, this many at a time. */
const SYNC_BATCH = 200;

/** Another sync of the source is running. */
export class SyncRunning extends Error {}

type Tally = Pick<Required<SyncReport>, 'created' | 'updated' | 'archived' | 'failed' | 'errors'>;

/** A readable item of the feed, waiting in the current batch. */
interface PendingItem {
  key: string;
  label: string;
  facts: Facts;
}

/** A draft this sync made: its id, and whether it lacks nothing (for the sync's intake job). */
interface CreatedDraft {
  id: string;
  complete: boolean;
}

/**
 * One sync of a feed source: new items become drafts (of one intake job per sync), changed items update their
 * listing in the fields the feed owns, vanished items archive theirs. Items past the item limit are counted as
 * failed and reported together, neither synced nor vanished. Each item is handled on its own, so one
 * failing item is counted and the rest go on. Items stream in and are handled in batches (one lookup of their
 * records, one insert of the new drafts, one write of the new records), so a sync's memory does not grow with the
 * feed. A sync is claimed by inserting `<sourceId>#<number>`, so two syncs of a source never run at once, and beats
 * its claim while it runs, so a claim whose process died stops blocking the source after ABANDONED_AFTER_MS. Every
 * write is keyed or compared with what it would change, and the item's record is written last, so a sync that stops
 * anywhere is completed by the next one: the same draft id, no second listing update, no second archive.
 */
export class FeedSync {
  constructor(private readonly deps: FeedSyncDeps) {}

  /** Runs the next sync of the source and returns its report; SyncRunning when one is running. */
  async run(source: FeedSourceDocument): Promise<SyncReport> {
    const number = await this.claim(source);
    const startedAt = this.deps.clock.now();
    await this.deps.sources.showReport(
      source._id,
      { startedAt: startedAt.toISOString(), finishedAt: null, status: 'running' },
      startedAt,
    );
    let report: SyncReport;
    try {
      report = await this.apply(source, number, await this.deps.read(source), startedAt);
    } catch (error) {
      report = this.failed(source, error, startedAt);
    }
    await this.deps.syncs.finish(source._id, number, report);
    const failures = report.status === 'failed' ? source.consecutiveFailures + 1 : 0;
    const latest = await this.deps.sources.findById(source._id);
    const nextSyncAt = latest?.enabled
      ? feedBackoff(new Date(report.finishedAt!), latest.syncIntervalMinutes, failures)
      : null;
    if (failures > 1)
      report.errors = [
        ...(report.errors ?? []),
        {
          message: `the feed failed ${failures} syncs in a row; the next try waits until ${nextSyncAt?.toISOString() ?? 'the source is enabled'}`,
        },
      ];
    await this.deps.sources.finishSync(
      source._id,
      { syncCount: number, consecutiveFailures: failures, lastSyncReport: report, nextSyncAt },
      this.deps.clock.now(),
    );
    return report;
  }

  /** The number this sync runs under; an abandoned running sync is skipped once it is old enough. */
  private async claim(source: FeedSourceDocument): Promise<number> {
    const now = this.deps.clock.now();
    const running: SyncReport = { startedAt: now.toISOString(), finishedAt: null, status: 'running' };
    const next = source.syncCount + 1;
    if (await this.deps.syncs.claim(source._id, next, running, now)) return next;
    const holder = await this.deps.syncs.find(source._id, next);
    if (
      holder?.status !== 'running' ||
      now.getTime() - (holder.beatAt ?? holder.startedAt).getTime() < ABANDONED_AFTER_MS
    )
      throw new SyncRunning(syncId(source._id, next));
    this.deps.logger.warn({ sourceId: source._id, sync: next }, 'feed sync abandoned by its runner; skipping it');
    await this.deps.syncs.finish(source._id, next, {
      ...holder.report,
      status: 'failed',
      finishedAt: now.toISOString(),
      errors: [{ message: 'the sync stopped before it finished' }],
    });
    await this.deps.sources.skipSync(source._id, next, now);
    if (await this.deps.syncs.claim(source._id, next + 1, running, now)) return next + 1;
    throw new SyncRunning(syncId(source._id, next + 1));
  }

  private async apply(
    source: FeedSourceDocument,
    number: number,
    reading: FeedReading,
    startedAt: Date,
  ): Promise<SyncReport> {
    const tally: Tally = { created: 0, updated: 0, archived: 0, failed: 0, errors: [] };
    const jobId = keyedId('ijb', syncId(source._id, number), startedAt);
    const created: CreatedDraft[] = [];
    const seen = new Set<string>();
    const limit = new FeedItemLimit(this.deps.maxItems);
    const beat = this.beater(source._id, number, startedAt);
    let batch: PendingItem[] = [];
    const syncBatch = async () => {
      await this.syncBatch(source, batch, jobId, startedAt, tally, created);
      batch = [];
    };
    for await (const item of reading.items) {
      await beat();
      const key = itemKey(item.label);
      if (!limit.admit()) {
        seen.add(key);
        continue;
      }
      if ('error' in item) {
        seen.add(key);
        tally.failed += 1;
        tally.errors.push({ item: item.label, message: item.error });
        continue;
      }
      // A key the feed repeats is synced after the batch that holds its first occurrence, as a change of it.
      if (seen.has(key)) await syncBatch();
      seen.add(key);
      batch.push({ key, label: item.label, facts: withCategory(item.facts, source.category) });
      if (batch.length === SYNC_BATCH) await syncBatch();
    }
    await syncBatch();
    tally.created = created.length;
    tally.failed += limit.surplus;
    tally.errors.push(...limit.report('synced'));
    // Collected before they are archived: archiving changes the index the records are read through.
    const vanishedItems: FeedItemDocument[] = [];
    for await (const item of this.deps.items.active(source._id)) if (!seen.has(item.key)) vanishedItems.push(item);
    for (const vanished of vanishedItems) {
      await beat();
      try {
        await this.archive(source, vanished);
        tally.archived += 1;
      } catch (error) {
        tally.failed += 1;
        tally.errors.push({ item: vanished.key, message: this.messageOf(error, source) });
      }
    }
    if (created.length > 0) await this.recordJob(source, jobId, created, reading.warnings, startedAt);
    return {
      startedAt: startedAt.toISOString(),
      finishedAt: this.deps.clock.now().toISOString(),
      status: 'completed',
      jobId: created.length > 0 ? jobId : null,
      ...tally,
    };
  }

  /** Beats the sync's claim when the last beat is BEAT_EVERY_MS old. */
  private beater(sourceId: string, number: number, startedAt: Date): () => Promise<void> {
    let last = startedAt.getTime();
    return async () => {
      const now = this.deps.clock.now();
      if (now.getTime() - last < BEAT_EVERY_MS) return;
      last = now.getTime();
      await this.deps.syncs.beat(sourceId, number, now);
    };
  }

  /** New (or returning) items become drafts, written together and then recorded; changed items are synced one by one. */
  private async syncBatch(
    source: FeedSourceDocument,
    batch: PendingItem[],
    jobId: string,
    at: Date,
    tally: Tally,
    created: CreatedDraft[],
  ): Promise<void> {
    if (batch.length === 0) return;
    const records = new Map(
      (
        await this.deps.items.findMany(
          source._id,
          batch.map((item) => item.key),
        )
      ).map((record) => [record.key, record]),
    );
    const fresh: Array<{ item: PendingItem; draft: DraftDocument; record: Omit<FeedItemDocument, '_id'> }> = [];
    for (const item of batch) {
      const known = records.get(item.key);
      if (!known || known.status === 'archived') {
        const generation = known ? known.generation + 1 : 0;
        const draft = newDraft(source, item.key, generation, item.label, item.facts, jobId, at);
        fresh.push({
          item,
          draft,
          record: {
            sourceId: source._id,
            key: item.key,
            hash: factsHash(item.facts),
            draftId: draft._id,
            generation,
            status: 'active',
            updatedAt: at,
          },
        });
        continue;
      }
      try {
        if (await this.syncChanged(source, known, item.facts, at)) tally.updated += 1;
      } catch (error) {
        tally.failed += 1;
        tally.errors.push({ item: item.label, message: this.messageOf(error, source) });
      }
    }
    try {
      await this.deps.drafts.insertManyOnce(fresh.map((entry) => entry.draft));
      await this.deps.items.recordMany(fresh.map((entry) => entry.record));
    } catch (error) {
      const message = this.messageOf(error, source);
      for (const { item } of fresh) {
        tally.failed += 1;
        tally.errors.push({ item: item.label, message });
      }
      return;
    }
    for (const { draft } of fresh)
      created.push({ id: draft._id, complete: gapReport(draftState(draft.facts, draft.confirmed)).complete });
  }

  /**
   * A changed item: its listing, once published, gets the changes of the fields the feed owns that it does not hold
   * yet, then the draft the new facts (unless it has them), then the record the new hash. True when it changed.
   */
  private async syncChanged(
    source: FeedSourceDocument,
    known: FeedItemDocument,
    facts: Facts,
    at: Date,
  ): Promise<boolean> {
    const hash = factsHash(facts);
    if (known.hash === hash) return false;
    const draft = await this.deps.drafts.findById(known.draftId);
    if (draft) {
      const listingId = draft.publication?.listingId;
      if (listingId) await this.updateListing(source, listingId, draft, facts);
      if (factsHash(draft.facts) !== hash) await this.deps.drafts.writeFacts(draft._id, facts, draft.version + 1, at);
    }
    await this.deps.items.record({ ...withoutId(known), hash, updatedAt: at });
    return true;
  }

  private async updateListing(
    source: FeedSourceDocument,
    listingId: string,
    draft: DraftDocument,
    facts: Facts,
  ): Promise<void> {
    const patch = feedOwnedChanges(
      draftState(draft.facts, draft.confirmed).fields,
      draftState(facts, draft.confirmed).fields,
    );
    if (Object.keys(patch).length === 0) return;
    const listing = await this.deps.storedListings.findById(listingId);
    if (patch.facets) patch.facets = { ...listing?.facets, ...patch.facets };
    const pending = listing ? notHeldBy(listing, patch) : patch;
    if (Object.keys(pending).length > 0) await this.deps.listings.update(ownerOf(source), listingId, pending);
  }

  /** Archives the listing of a vanished item (one already archived or taken down stays as it is). */
  private async archive(source: FeedSourceDocument, item: FeedItemDocument): Promise<void> {
    const listingId = (await this.deps.drafts.findById(item.draftId))?.publication?.listingId;
    if (listingId) {
      try {
        await this.deps.listings.archive(ownerOf(source), listingId);
      } catch (error) {
        if (!(error instanceof AppError && error.slug === 'invalid_transition')) throw error;
      }
    }
    await this.deps.items.record({ ...withoutId(item), status: 'archived', updatedAt: this.deps.clock.now() });
  }

  private async recordJob(
    source: FeedSourceDocument,
    jobId: string,
    drafts: CreatedDraft[],
    warnings: string[],
    at: Date,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.jobs.insert({
      _id: jobId,
      accountId: source.accountId,
      kind: 'sync',
      sourceId: source._id,
      source: { kind: 'feed', url: source.url, format: source.kind },
      status: drafts.every((draft) => draft.complete) ? 'ready' : 'needs_input',
      draftIds: drafts.map((draft) => draft.id),
      itemErrors: [],
      warnings,
      error: null,
      proposalId: null,
      createdAt: at,
      updatedAt: now,
      finishedAt: now,
    });
  }

  private failed(source: FeedSourceDocument, error: unknown, startedAt: Date): SyncReport {
    return {
      startedAt: startedAt.toISOString(),
      finishedAt: this.deps.clock.now().toISOString(),
      status: 'failed',
      jobId: null,
      created: 0,
      updated: 0,
      archived: 0,
      failed: 0,
      errors: [{ message: this.messageOf(error, source) }],
    };
  }

  private messageOf(error: unknown, source: FeedSourceDocument): string {
    if (error instanceof AppError && error.items.length > 0)
      return error.items.map((item) => `${item.field ?? 'item'}: ${item.message}`).join('; ');
    if (error instanceof FetchRefusal || error instanceof FeedUnreadable || error instanceof AppError)
      return error.message;
    this.deps.logger.error({ err: error, sourceId: source._id }, 'feed sync step failed unexpectedly');
    return 'failed unexpectedly; the error is logged';
  }
}

/** A feed item's own id where its reader names one (`item 3 (A-17)` → `A-17`), else its label. */
export function itemKey(label: string): string {
  return /\(([^()]+)\)$/.exec(label)?.[1] ?? label;
}

function factsHash(facts: Facts): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}

function withCategory(facts: Facts, category: string | null): Facts {
  return category
    ? {
        ...facts,
        categories: [found(category, 'source category', { source: 'input', confidence: 1 }), ...facts.categories],
      }
    : facts;
}

/** The draft of an item's generation has one id whichever sync makes it, so a sync that repeats the insert finds it. */
function newDraft(
  source: FeedSourceDocument,
  key: string,
  generation: number,
  label: string,
  facts: Facts,
  jobId: string,
  at: Date,
): DraftDocument {
  return {
    _id: keyedId('drf', `${source._id}#${key}#${generation}`, source.createdAt),
    jobId,
    accountId: source.accountId,
    source: { kind: 'feed', url: source.url, format: source.kind },
    item: label,
    facts,
    confirmed: { facets: {} },
    status: 'draft',
    publication: null,
    version: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The fields the feed owns that changed: those the feed states, unless the owner confirmed them on the draft
 * (the draft state of both readings already prefers confirmed values, so these compare equal and are left alone).
 */
export function feedOwnedChanges(before: DraftFields, after: DraftFields): ListingPatch {
  const patch: ListingPatch = {};
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  if (after.title !== undefined && differs(before.title, after.title)) patch.title = after.title;
  if (differs(before.description, after.description)) patch.description = after.description ?? null;
  if (differs(before.url, after.url)) patch.url = after.url ?? null;
  if (differs(before.price, after.price)) patch.price = after.price ?? null;
  if (after.media !== undefined && differs(before.media, after.media)) patch.media = after.media;
  const facets = Object.fromEntries(
    Object.entries(after.facets).filter(([key, value]) => differs(before.facets[key], value)),
  );
  if (Object.keys(facets).length > 0) patch.facets = facets;
  return patch;
}

/** The fields of the patch whose value the listing does not hold already (a repeated sync changes nothing twice). */
function notHeldBy(listing: ListingDocument, patch: ListingPatch): ListingPatch {
  const held = (value: unknown, current: unknown) => isDeepStrictEqual(normalised(value), normalised(current));
  return Object.fromEntries(
    Object.entries(patch).filter(([field, value]) => !held(value, listing[field as keyof ListingPatch])),
  ) as ListingPatch;
}

/** A value as stored: no description is the empty one, and no value is null. */
function normalised(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/** The sync acts for the source's owner, who alone may change the listings it made. */
function ownerOf(source: FeedSourceDocument): Principal {
  return {
    accountId: source.accountId,
    kind: 'api_key',
    scopes: [],
    isAdmin: false,
    credentialId: `feed-source:${source._id}`,
  };
}

function withoutId({ _id, ...item }: FeedItemDocument): Omit<FeedItemDocument, '_id'> {
  return item;
}
