import type { Clock } from '../../../../shared/clock.ts';
import { AppError } from '../../../../shared/errors/app-error.ts';
import { newId } from '../../../../shared/ids.ts';
import type { Logger } from '../../../../shared/logger.ts';
import type { RequestBody, Schema } from '../../../../shared/openapi/operation-types.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../../shared/pagination/page.ts';
import type { FeedItemsRepository } from './feed-items.repository.ts';
import type { FeedSourcesRepository, FeedSourceSettings } from './feed-sources.repository.ts';
import type { FeedSourceDocument } from './types.ts';
import type { SourceFetcher } from '../../../../shared/fetching/source-fetcher.ts';
import { SyncRunning, type FeedSync } from './feed-sync.ts';

export type NewFeedSource = NonNullable<RequestBody<'createIntakeSource'>>;
export type FeedSourceChange = NonNullable<RequestBody<'updateIntakeSource'>>;
export type FeedSourceView = Schema<'FeedSource'>;

export interface FeedSourcesDeps {
  sources: FeedSourcesRepository;
  items: FeedItemsRepository;
  sync: FeedSync;
  fetcher: Pick<SourceFetcher, 'assertFetchable'>;
  clock: Clock;
  logger: Logger;
}

const DEFAULT_INTERVAL_MINUTES = 1440;
/** Due sources one scheduler run syncs, one after another; the rest wait for the next run. */
const DUE_PER_RUN = 20;

/** Feeds registered as synced channels: only their owner sees them (anyone else gets 404). */
export class FeedSources {
  constructor(private readonly deps: FeedSourcesDeps) {}

  /** Registers the feed and runs its first sync before answering; a URL that may never be fetched is refused first. */
  async create(accountId: string, input: NewFeedSource): Promise<FeedSourceView> {
    await this.deps.fetcher.assertFetchable(input.url, 'body.url');
    const now = this.deps.clock.now();
    const source: FeedSourceDocument = {
      _id: newId('fsr'),
      accountId,
      kind: input.kind,
      url: input.url,
      name: input.name ?? null,
      category: input.category ?? null,
      currency: input.currency ?? null,
      enabled: input.enabled ?? true,
      syncIntervalMinutes: input.syncIntervalMinutes ?? DEFAULT_INTERVAL_MINUTES,
      // Due at once, so that a first sync that does not finish here is run by the scheduler.
      nextSyncAt: (input.enabled ?? true) ? now : null,
      syncCount: 0,
      consecutiveFailures: 0,
      lastSyncReport: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.sources.insert(source);
    await this.deps.sync.run(source);
    return this.view(await this.owned(accountId, source._id));
  }

  async list(accountId: string, query: PageQuery): Promise<Page<FeedSourceView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.sources.listPage(accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map((source) => this.view(source)) };
  }

  async get(accountId: string, id: string): Promise<FeedSourceView> {
    return this.view(await this.owned(accountId, id));
  }

  /** Enabling schedules the next sync an interval from now (or from the last sync, if that is later); disabling unschedules it. */
  async update(accountId: string, id: string, change: FeedSourceChange): Promise<FeedSourceView> {
    const source = await this.owned(accountId, id);
    const now = this.deps.clock.now();
    const settings: FeedSourceSettings = { ...change };
    const enabled = change.enabled ?? source.enabled;
    const interval = change.syncIntervalMinutes ?? source.syncIntervalMinutes;
    if (!enabled) settings.nextSyncAt = null;
    else if (change.enabled !== undefined || change.syncIntervalMinutes !== undefined)
      settings.nextSyncAt = this.nextAfter(source, interval, now);
    await this.deps.sources.change(id, settings, now);
    return this.view(await this.owned(accountId, id));
  }

  /** Removes the channel and what it remembered of its items; its drafts and listings remain. */
  async delete(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
    await this.owned(accountId, id);
    await this.deps.sources.delete(id);
    await this.deps.items.deleteOfSource(id);
    return { id, deleted: true };
  }

  async syncNow(accountId: string, id: string): Promise<FeedSourceView> {
    try {
      await this.deps.sync.run(await this.owned(accountId, id));
    } catch (error) {
      if (error instanceof SyncRunning) throw syncAlreadyRunning();
      throw error;
    }
    return this.view(await this.owned(accountId, id));
  }

  /** The scheduler's run: syncs the due enabled sources, the longest overdue first; a running sync is left alone. */
  async syncDue(): Promise<{ synced: number; running: number }> {
    const outcome = { synced: 0, running: 0 };
    for (const source of await this.deps.sources.due(this.deps.clock.now(), DUE_PER_RUN)) {
      try {
        await this.deps.sync.run(source);
        outcome.synced += 1;
      } catch (error) {
        if (!(error instanceof SyncRunning)) throw error;
        outcome.running += 1;
      }
    }
    return outcome;
  }

  private nextAfter(source: FeedSourceDocument, intervalMinutes: number, now: Date): Date {
    const last = source.lastSyncReport?.finishedAt ? new Date(source.lastSyncReport.finishedAt) : now;
    return new Date(Math.max(now.getTime(), last.getTime() + intervalMinutes * 60_000));
  }

  private async owned(accountId: string, id: string): Promise<FeedSourceDocument> {
    const source = await this.deps.sources.findById(id);
    if (!source || source.accountId !== accountId) throw feedSourceNotFound();
    return source;
  }

  private view(source: FeedSourceDocument): FeedSourceView {
    return {
      id: source._id,
      name: source.name,
      kind: source.kind,
      url: source.url,
      category: source.category,
      ...(source.currency ? { currency: source.currency as NonNullable<FeedSourceView['currency']> } : {}),
      enabled: source.enabled,
      syncIntervalMinutes: source.syncIntervalMinutes,
      nextSyncAt: source.nextSyncAt?.toISOString() ?? null,
      consecutiveFailures: source.consecutiveFailures,
      lastSyncReport: source.lastSyncReport,
      createdAt: source.createdAt.toISOString(),
    };
  }
}

function feedSourceNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No feed source with this id is visible to the caller.',
    field: 'path.id',
  });
}

function syncAlreadyRunning(): AppError {
  return new AppError('invalid_transition', {
    message: 'A sync of this feed is running; read the source with getIntakeSource to see its report once it ends.',
    meta: { currentState: 'syncing', allowedOperations: ['getIntakeSource'] },
  });
}
