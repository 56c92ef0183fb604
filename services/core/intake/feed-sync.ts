import { createHash } from 'node:crypto';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { keyedId } from '../../../shared/ids.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { ListingPatch } from '../listings/types.ts';
import type { DraftsRepository } from './drafts.repository.ts';
import { found } from './extraction/facts.ts';
import { feedBackoff } from './feed-backoff.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import type { FeedSourcesRepository } from './feed-sources.repository.ts';
import type { FeedItemDocument, FeedSourceDocument, SyncReport } from './feed-sources.types.ts';
import { syncId, type FeedSyncsRepository } from './feed-syncs.repository.ts';
import type { FeedReading } from './feeds/feed-reading.ts';
import { FeedUnreadable } from './feeds/feed-reading.ts';
import { FetchRefusal } from './fetching/source-fetcher.ts';
import { gapReport } from './gap-report.ts';
import type { IntakeJobsRepository } from './intake-jobs.repository.ts';
import { draftState } from './mapping/draft-state.ts';
import type { DraftDocument, DraftFields, Facts } from './types.ts';

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
  clock: Clock;
  logger: Logger;
}

/** A sync whose runner has not finished after this long is presumed dead, and the next sync takes its place. */
export const ABANDONED_AFTER_MS = 15 * 60_000;

/** Another sync of the source is running. */
export class SyncRunning extends Error {}

type Tally = Pick<Required<SyncReport>, 'created' | 'updated' | 'archived' | 'failed' | 'errors'>;

/**
 * One sync of a feed source: new items become drafts (of one intake job per sync), changed items update their
 * listing in the fields the feed owns, vanished items archive theirs. Each item is handled on its own, so one
 * failing item is counted and the rest go on. A sync is claimed by inserting `<sourceId>#<number>`, so two syncs
 * of a source never run at once; every write is keyed or repeatable, so a sync that stops halfway is completed by
 * the next one (it makes the same draft ids and compares against what was recorded).
 */
export class FeedSync {
  constructor(private readonly deps: FeedSyncDeps) {}

  /** Runs the next sync of the source and returns its report; SyncRunning when one is running. */
  async run(source: FeedSourceDocument): Promise<SyncReport> {
    const number = await this.claim(source);
    const startedAt = this.deps.clock.now();
    await this.deps.sources.showReport(source._id, { startedAt: startedAt.toISOString(), finishedAt: null, status: 'running' }, startedAt);
    let report: SyncReport;
    try {
      report = await this.apply(source, number, await this.deps.read(source), startedAt);
    } catch (error) {
      report = this.failed(source, error, startedAt);
    }
    await this.deps.syncs.finish(source._id, number, report);
    const failures = report.status === 'failed' ? source.consecutiveFailures + 1 : 0;
    const latest = await this.deps.sources.findById(source._id);
    const nextSyncAt = latest?.enabled ? feedBackoff(new Date(report.finishedAt!), latest.syncIntervalMinutes, failures) : null;
    if (failures > 1) report.errors = [...(report.errors ?? []), { message: `the feed failed ${failures} syncs in a row; the next try waits until ${nextSyncAt?.toISOString() ?? 'the source is enabled'}` }];
    await this.deps.sources.finishSync(source._id, { syncCount: number, consecutiveFailures: failures, lastSyncReport: report, nextSyncAt }, this.deps.clock.now());
    return report;
  }

  /** The number this sync runs under; an abandoned running sync is skipped once it is old enough. */
  private async claim(source: FeedSourceDocument): Promise<number> {
    const now = this.deps.clock.now();
    const running: SyncReport = { startedAt: now.toISOString(), finishedAt: null, status: 'running' };
    const next = source.syncCount + 1;
    if (await this.deps.syncs.claim(source._id, next, running, now)) return next;
    const holder = await this.deps.syncs.find(source._id, next);
    if (holder?.status !== 'running' || now.getTime() - holder.startedAt.getTime() < ABANDONED_AFTER_MS) throw new SyncRunning(syncId(source._id, next));
    this.deps.logger.warn({ sourceId: source._id, sync: next }, 'feed sync abandoned by its runner; skipping it');
    await this.deps.syncs.finish(source._id, next, { ...holder.report, status: 'failed', finishedAt: now.toISOString(), errors: [{ message: 'the sync stopped before it finished' }] });
    await this.deps.sources.skipSync(source._id, next, now);
    if (await this.deps.syncs.claim(source._id, next + 1, running, now)) return next + 1;
    throw new SyncRunning(syncId(source._id, next + 1));
  }

  private async apply(source: FeedSourceDocument, number: number, reading: FeedReading, startedAt: Date): Promise<SyncReport> {
    const tally: Tally = { created: 0, updated: 0, archived: 0, failed: 0, errors: [] };
    const jobId = keyedId('ijb', syncId(source._id, number), startedAt);
    const createdDrafts: DraftDocument[] = [];
    const seen = new Set<string>();
    for (const item of reading.items) {
      const key = itemKey(item.label);
      seen.add(key);
      if ('error' in item) {
        tally.failed += 1;
        tally.errors.push({ item: item.label, message: item.error });
        continue;
      }
      try {
        const facts = withCategory(item.facts, source.category);
        const created = await this.syncItem(source, key, item.label, facts, jobId, startedAt);
        if (created) createdDrafts.push(created);
        else if (created === null) tally.updated += 1;
      } catch (error) {
        tally.failed += 1;
        tally.errors.push({ item: item.label, message: this.messageOf(error, source) });
      }
    }
    tally.created = createdDrafts.length;
    for (const vanished of (await this.deps.items.active(source._id)).filter((item) => !seen.has(item.key))) {
      try {
        await this.archive(source, vanished);
        tally.archived += 1;
      } catch (error) {
        tally.failed += 1;
        tally.errors.push({ item: vanished.key, message: this.messageOf(error, source) });
      }
    }
    if (createdDrafts.length > 0) await this.recordJob(source, jobId, createdDrafts, reading.warnings, startedAt);
    return { startedAt: startedAt.toISOString(), finishedAt: this.deps.clock.now().toISOString(), status: 'completed', jobId: createdDrafts.length > 0 ? jobId : null, ...tally };
  }

  /** The new draft of a new (or returning) item, null for a changed item, undefined for an unchanged one. */
  private async syncItem(source: FeedSourceDocument, key: string, label: string, facts: Facts, jobId: string, at: Date): Promise<DraftDocument | null | undefined> {
    const hash = factsHash(facts);
    const known = await this.deps.items.find(source._id, key);
    if (!known || known.status === 'archived') {
      const generation = known ? known.generation + 1 : 0;
      const draft = newDraft(source, key, generation, label, facts, jobId, at);
      await this.deps.drafts.insertOnce(draft);
      await this.deps.items.record({ sourceId: source._id, key, hash, draftId: draft._id, generation, status: 'active', updatedAt: at });
      return draft;
    }
    if (known.hash === hash) return undefined;
    const draft = await this.deps.drafts.findById(known.draftId);
    if (draft) {
      const listingId = draft.publication?.listingId;
      if (listingId) {
        const patch = feedOwnedChanges(draftState(draft.facts, draft.confirmed).fields, draftState(facts, draft.confirmed).fields);
        if (patch.facets) patch.facets = { ...(await this.deps.storedListings.findById(listingId))?.facets, ...patch.facets };
        if (Object.keys(patch).length > 0) await this.deps.listings.update(ownerOf(source), listingId, patch);
      }
      await this.deps.drafts.writeFacts(draft._id, facts, draft.version + 1, at);
    }
    await this.deps.items.record({ ...withoutId(known), hash, updatedAt: at });
    return null;
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

  private async recordJob(source: FeedSourceDocument, jobId: string, drafts: DraftDocument[], warnings: string[], at: Date): Promise<void> {
    const complete = drafts.every((draft) => gapReport(draftState(draft.facts, draft.confirmed)).complete);
    const now = this.deps.clock.now();
    await this.deps.jobs.insert({
      _id: jobId, accountId: source.accountId, kind: 'import_structured', source: { kind: 'feed', url: source.url, format: source.kind },
      status: complete ? 'ready' : 'needs_input', draftIds: drafts.map((draft) => draft._id), itemErrors: [], warnings, error: null,
      proposalId: null, createdAt: at, updatedAt: now, finishedAt: now,
    });
  }

  private failed(source: FeedSourceDocument, error: unknown, startedAt: Date): SyncReport {
    return { startedAt: startedAt.toISOString(), finishedAt: this.deps.clock.now().toISOString(), status: 'failed', jobId: null, created: 0, updated: 0, archived: 0, failed: 0, errors: [{ message: this.messageOf(error, source) }] };
  }

  private messageOf(error: unknown, source: FeedSourceDocument): string {
    if (error instanceof AppError && error.items.length > 0) return error.items.map((item) => `${item.field ?? 'item'}: ${item.message}`).join('; ');
    if (error instanceof FetchRefusal || error instanceof FeedUnreadable || error instanceof AppError) return error.message;
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
  return category ? { ...facts, categories: [found(category, 'source category', { source: 'input', confidence: 1 }), ...facts.categories] } : facts;
}

function newDraft(source: FeedSourceDocument, key: string, generation: number, label: string, facts: Facts, jobId: string, at: Date): DraftDocument {
  return {
    _id: keyedId('drf', `${source._id}#${key}#${generation}`, at),
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
  const facets = Object.fromEntries(Object.entries(after.facets).filter(([key, value]) => differs(before.facets[key], value)));
  if (Object.keys(facets).length > 0) patch.facets = facets;
  return patch;
}

/** The sync acts for the source's owner, who alone may change the listings it made. */
function ownerOf(source: FeedSourceDocument): Principal {
  return { accountId: source.accountId, kind: 'api_key', scopes: [], isAdmin: false, credentialId: `feed-source:${source._id}` };
}

function withoutId({ _id, ...item }: FeedItemDocument): Omit<FeedItemDocument, '_id'> {
  return item;
}
