import type { Db } from 'mongodb';
import type { Clock } from '../../../../shared/clock.ts';
import type { Logger } from '../../../../shared/logger.ts';
import type { ListingsRepository, ListingsService } from '../../listings/index.ts';
import type { DraftsRepository } from '../drafts/drafts.repository.ts';
import { FeedItemsRepository } from './feed-items.repository.ts';
import { feedSourcesHandlers } from './handlers.ts';
import { FeedSources } from './feed-sources.ts';
import { FeedSourcesRepository } from './feed-sources.repository.ts';
import { FeedSyncsRepository } from './feed-syncs.repository.ts';
import { FeedSync, type FeedReader } from './feed-sync.ts';
import { readFeed, type ImportStructuredInput, type SourceFetchers } from '../imports/import-sources.ts';
import type { IntakeJobsRepository } from '../imports/intake-jobs.repository.ts';

/** The collections of synced feeds. */
export function feedSourcesRepositories(db: Db) {
  return {
    intakeFeedSources: new FeedSourcesRepository(db),
    intakeFeedSyncs: new FeedSyncsRepository(db),
    intakeFeedItems: new FeedItemsRepository(db),
  };
}

export interface FeedSourcesDomainDeps {
  repositories: ReturnType<typeof feedSourcesRepositories> & {
    intakeDrafts: DraftsRepository;
    intakeJobs: IntakeJobsRepository;
    listings: ListingsRepository;
  };
  listings: Pick<ListingsService, 'update' | 'archive'>;
  fetchers: SourceFetchers;
  /** The most items of a feed that are synced (INTAKE_FEED_MAX_ITEMS). */
  maxItems: number;
  clock: Clock;
  logger: Logger;
}

/** Feed sources: registered feeds synced into drafts and listings, by their owner's call or the worker's schedule. */
export function createFeedSourcesDomain(deps: FeedSourcesDomainDeps) {
  const { repositories } = deps;
  const read: FeedReader = (source) =>
    readFeed(deps.fetchers, {
      kind: source.kind,
      url: source.url,
      ...(source.currency ? { currency: source.currency as ImportStructuredInput['currency'] } : {}),
    });
  const sync = new FeedSync({
    sources: repositories.intakeFeedSources,
    syncs: repositories.intakeFeedSyncs,
    items: repositories.intakeFeedItems,
    drafts: repositories.intakeDrafts,
    jobs: repositories.intakeJobs,
    listings: deps.listings,
    storedListings: repositories.listings,
    read,
    maxItems: deps.maxItems,
    clock: deps.clock,
    logger: deps.logger,
  });
  const sources = new FeedSources({
    sources: repositories.intakeFeedSources,
    items: repositories.intakeFeedItems,
    sync,
    fetcher: deps.fetchers.feeds,
    clock: deps.clock,
    logger: deps.logger,
  });
  return { handlers: feedSourcesHandlers(sources), feedSources: sources };
}
