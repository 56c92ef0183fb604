import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { facetRegistry } from '../../../shared/facets/registry.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { CreditLedgerService } from '../credits/index.ts';
import type { OutboxRepository } from '../outbox/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { listingsHandlers } from './handlers.ts';
import { ListingBadges } from './listing-badges.ts';
import { ListingBoosts } from './listing-boosts.ts';
import { embedDueListings, type DueVectorsRun } from './due-vectors.ts';
import { ListingCreation, type ListingHolds } from './listing-creation.ts';
import { ListingEmbedder } from './listing-embedder.ts';
import { ListingRevisions } from './listing-revisions.ts';
import { ListingRevisionsRepository } from './listing-revisions.repository.ts';
import { ListingsRepository } from './listings.repository.ts';
import { ListingsService, type ProviderRatings } from './listings.service.ts';
import { ProviderTrust } from './provider-trust.ts';
import { ProviderTrustRepository } from './provider-trust.repository.ts';
import type { ProviderDomains } from './verified-domain.ts';

/** The collections of listings (the write model the indexer reads), of their revisions and of established providers. */
export function listingsRepositories(db: Db) {
  return {
    listings: new ListingsRepository(db),
    listingRevisions: new ListingRevisionsRepository(db),
    providerTrust: new ProviderTrustRepository(db),
  };
}

export interface ListingsDomainDeps {
  repositories: ReturnType<typeof listingsRepositories> & {
    accounts: AccountsRepository;
    /** The reviews' sums make a provider's rating. */
    reviews: ProviderRatings;
    /** The domains' claims: a listing on a verified domain of its provider carries the badge. */
    domainClaims: ProviderDomains;
    outbox: OutboxRepository;
  };
  credits: Pick<CreditLedgerService, 'spend' | 'grant' | 'findKeyed'>;
  /** Moderation's queue, where the trust gate holds a new account's listings for review. */
  reviewQueue: ListingHolds;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
  logger: Logger;
  /** Every written passage gets its vector from here (shared/embeddings/). */
  embeddings: EmbeddingsClient;
}

/**
 * Listings and their providers' profiles, boosts paid with credits, and `revisions`, through which every write
 * of a listing goes (reviews' rating summaries and moderation's moves too); `listings` is what intake publishes with,
 * and `trust` the trust gate's rule for new accounts that intake applies too.
 */
export function createListingsDomain(deps: ListingsDomainDeps) {
  const { repositories, credits, reviewQueue, workflows, clock, logger, embeddings } = deps;
  const { outbox } = repositories;
  const embedder = new ListingEmbedder({ embeddings, registry: facetRegistry(), logger, clock });
  const revisions = new ListingRevisions({
    listings: repositories.listings,
    revisions: repositories.listingRevisions,
    outbox,
    clock,
    embedder,
  });
  const domains = repositories.domainClaims;
  const listings = new ListingsService({
    listings: repositories.listings,
    revisions,
    accounts: repositories.accounts,
    ratings: repositories.reviews,
    domains,
    outbox,
    clock,
  });
  const trust = new ProviderTrust({ trust: repositories.providerTrust, listings: repositories.listings, clock });
  const creation = new ListingCreation({ listings, trust, holds: reviewQueue, workflows });
  const boosts = new ListingBoosts({ listings, credits, workflows });
  const badges = new ListingBadges({ listings: repositories.listings, revisions, domains });
  const vectors = {
    embedDue: (run?: DueVectorsRun) => embedDueListings({ listings: repositories.listings, revisions, embedder }, run),
    countDue: () => repositories.listings.countEmbeddingDue(),
  };
  return { handlers: listingsHandlers(listings, creation, boosts), listings, revisions, badges, trust, vectors };
}
