import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { ListingHolds, ListingsRepository, ListingsService, ProviderTrust } from '../listings/index.ts';
import { mergeHandlers } from '../../../shared/service/merge-handlers.ts';
import { webhookTargetPolicy } from '../../../shared/fetching/target-policy.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { CategoryProposalsRepository } from './drafts/category-proposals.repository.ts';
import { Drafts } from './drafts/drafts.ts';
import { DraftsRepository } from './drafts/drafts.repository.ts';
import { FeedItemsRepository } from './sources/feed-items.repository.ts';
import { FeedSources } from './sources/feed-sources.ts';
import { FeedSourcesRepository } from './sources/feed-sources.repository.ts';
import { FeedSync, type FeedReader } from './sources/feed-sync.ts';
import { FeedSyncsRepository } from './sources/feed-syncs.repository.ts';
import { feedSourcesHandlers } from './sources/handlers.ts';
import { UploadLinks } from './uploads/upload-links.ts';
import { uploadLinksHandlers } from './uploads/handlers.ts';
import { IntakeFilesRepository } from './uploads/intake-files.repository.ts';
import { UploadLinksRepository } from './uploads/upload-links.repository.ts';
import { feedLimits, SOURCE_LIMITS, SourceFetcher } from '../../../shared/fetching/source-fetcher.ts';
import { importsHandlers } from './imports/handlers.ts';
import { readFeed, type ImportStructuredInput, type SourceFetchers } from './imports/import-sources.ts';
import { draftsHandlers } from './drafts/handlers.ts';
import { IntakeImports } from './imports/imports.ts';
import { IntakeJobs } from './imports/intake-jobs.ts';
import { IntakeJobsRepository } from './imports/intake-jobs.repository.ts';
import { MergedCategories } from './drafts/merged-categories.ts';
import { PublicationClaimsRepository } from './drafts/publication-claims.repository.ts';
import { publishWorkflow } from './drafts/publish-workflow.ts';
import { Publishing, type VerifiedDomains } from './drafts/publishing.ts';

/** The collections intake owns; `categoryProposals` is read by moderation (listOpen) for the admins' queue. */
export function intakeRepositories(db: Db) {
  return {
    intakeJobs: new IntakeJobsRepository(db),
    intakeDrafts: new DraftsRepository(db),
    categoryProposals: new CategoryProposalsRepository(db),
    intakePublicationClaims: new PublicationClaimsRepository(db),
    intakeFeedSources: new FeedSourcesRepository(db),
    intakeFeedSyncs: new FeedSyncsRepository(db),
    intakeFeedItems: new FeedItemsRepository(db),
    intakeUploadLinks: new UploadLinksRepository(db),
    intakeFiles: new IntakeFilesRepository(db),
  };
}

export interface IntakeDomainDeps {
  /** Where uploaded files live (GridFS). */
  db: Db;
  repositories: ReturnType<typeof intakeRepositories> & { listings: ListingsRepository };
  listings: ListingsService;
  /** The trust gate's rule for new accounts, the one POST /v1/listings applies. */
  trust: Pick<ProviderTrust, 'isEstablished'>;
  /** Moderation's queue, where listings the trust gate holds wait for a person's decision. */
  reviewQueue: ListingHolds;
  workflows: WorkflowEngine;
  /** The domains the account has proven it controls: a URL on one of them is no foreign source. */
  verifiedDomains: VerifiedDomains;
  config: Pick<Config, 'env' | 'webhooks' | 'intake'>;
  clock: Clock;
  logger: Logger;
}

/** Intake: imports from a URL, text or a structured feed into drafts, and publishing drafts through the gates. */
export function createIntakeDomain(deps: IntakeDomainDeps) {
  const { repositories, clock } = deps;
  const targets = webhookTargetPolicy(deps.config);
  const fetchers = {
    pages: new SourceFetcher({ targets, limits: SOURCE_LIMITS }),
    feeds: new SourceFetcher({ targets, limits: feedLimits(deps.config.intake.feedMaxBytes) }),
  };
  const categories = new MergedCategories({ proposals: repositories.categoryProposals });
  const drafts = new Drafts({ drafts: repositories.intakeDrafts, listings: repositories.listings, categories, clock });
  const publication = publishWorkflow({
    claims: repositories.intakePublicationClaims,
    listings: deps.listings,
    reviewQueue: deps.reviewQueue,
    drafts: repositories.intakeDrafts,
  });
  deps.workflows.register(publication as Parameters<WorkflowEngine['register']>[0]);
  const imports = importsHandlers({
    imports: new IntakeImports({
      jobs: repositories.intakeJobs,
      drafts: repositories.intakeDrafts,
      proposals: repositories.categoryProposals,
      categories,
      fetchers,
      maxItems: deps.config.intake.feedMaxItems,
      clock,
      logger: deps.logger,
    }),
    jobs: new IntakeJobs({ jobs: repositories.intakeJobs, proposals: repositories.categoryProposals, drafts, clock }),
  });
  const draftHandlers = draftsHandlers({
    drafts,
    publishing: new Publishing({
      drafts,
      trust: deps.trust,
      verifiedDomains: deps.verifiedDomains,
      workflows: deps.workflows,
      publication,
    }),
  });
  const feedSources = new FeedSources({
    sources: repositories.intakeFeedSources,
    items: repositories.intakeFeedItems,
    sync: new FeedSync({
      sources: repositories.intakeFeedSources,
      syncs: repositories.intakeFeedSyncs,
      items: repositories.intakeFeedItems,
      drafts: repositories.intakeDrafts,
      jobs: repositories.intakeJobs,
      listings: deps.listings,
      storedListings: repositories.listings,
      read: sourceFeedReader(fetchers),
      maxItems: deps.config.intake.feedMaxItems,
      clock,
      logger: deps.logger,
    }),
    fetcher: fetchers.feeds,
    clock,
    logger: deps.logger,
  });
  const uploads = new UploadLinks({
    db: deps.db,
    links: repositories.intakeUploadLinks,
    drafts,
    draftsRepository: repositories.intakeDrafts,
    clock,
    uploadDeadlineMs: deps.config.intake.uploadTimeoutMs,
  });
  return {
    handlers: mergeHandlers([
      { handlers: imports },
      { handlers: draftHandlers },
      { handlers: feedSourcesHandlers(feedSources) },
      { handlers: uploadLinksHandlers(uploads) },
    ]),
    categoryProposals: repositories.categoryProposals,
    feedSources,
  };
}

/** A feed source's feed, read as a structured import of its kind reads it. */
function sourceFeedReader(fetchers: SourceFetchers): FeedReader {
  return (source) =>
    readFeed(fetchers, {
      kind: source.kind,
      url: source.url,
      ...(source.currency ? { currency: source.currency as ImportStructuredInput['currency'] } : {}),
    });
}
