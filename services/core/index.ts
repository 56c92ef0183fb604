import type { Db } from 'mongodb';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { disjointMerge } from '../../shared/disjoint-merge.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { createLogger, type Logger } from '../../shared/logger.ts';
import { probe } from '../../shared/readiness.ts';
import { embeddingsReadiness, PeriodicCount } from './listings/index.ts';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import type { OperationHandler } from '../../shared/service/handlers.ts';
import { mergeHandlers } from '../../shared/service/merge-handlers.ts';
import { accountsRepositories, createAccountsDomain } from './accounts/index.ts';
import { agentsRepositories, createAgentsDomain } from './agents/index.ts';
import { apiKeysRepositories, createApiKeysDomain } from './api-keys/index.ts';
import { approvalsRepositories, createApprovalsDomain } from './approvals/index.ts';
import { blogRepositories, createBlogDomain } from './blog/index.ts';
import { claimsRepositories, createClaimsDomain } from './claims/index.ts';
import { conciergeRepositories, createConciergeDomain } from './concierge/index.ts';
import { createCreditsDomain, creditsRepositories } from './credits/index.ts';
import { createDealsDomain, dealsRepositories } from './deals/index.ts';
import { createDomainsDomain, domainsRepositories } from './domains/index.ts';
import { createIntakeDomain, intakeRepositories } from './intake/index.ts';
import { createJobsDomain, jobsRepositories } from './jobs/index.ts';
import { createListingsDomain, listingsRepositories } from './listings/index.ts';
import { createMailer, mailRepositories } from './mail/index.ts';
import { createMandatesDomain, mandatesRepositories } from './mandates/index.ts';
import { createModerationDomain, listingReviewQueue, moderationRepositories } from './moderation/index.ts';
import { createOAuthDomain, oauthRepositories } from './oauth/index.ts';
import { outboxRepositories } from './outbox/index.ts';
import { EventRelay, type EventRelayDeps } from './outbox/index.ts';
import { createPaymentsDomain, paymentsRepositories } from './payments/index.ts';
import { createRequestsDomain, requestsRepositories } from './requests/index.ts';
import { createReviewsDomain, reviewsRepositories } from './reviews/index.ts';
import { createSettingsDomain, settingsRepositories } from './settings/index.ts';
import { createSignInDomain, signInRepositories } from './sign-in/index.ts';
import { createWebhooksDomain, webhooksRepositories } from './webhooks/index.ts';
import type { WorkflowPoint } from './workflows/index.ts';
import { createWorkflowEngine, workflowsRepositories } from './workflows/index.ts';
import { MongoCredentialLookup } from './credential-lookup.ts';

export interface CoreDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'sessionTtlSeconds'
    | 'bcryptRounds'
    | 'loginThrottle'
    | 'env'
    | 'dataEncryptionKey'
    | 'previousDataEncryptionKey'
    | 'webhooks'
    | 'payments'
    | 'claims'
    | 'mail'
    | 'publicBaseUrl'
    | 'port'
    | 'signIn'
    | 'moderation'
    | 'domains'
    | 'concierge'
    | 'intake'
    | 'embeddings'
  >;
  logger?: Logger;
  /** Sees every point of every workflow run; the fault drills stop runs with it (see WorkflowEngineDeps). */
  observeWorkflows?: (point: WorkflowPoint) => void;
  /** Sees every point of the event relay's publications; the crash drills stop them with it (see EventRelayDeps). */
  observeRelay?: EventRelayDeps['observe'];
  /** The catalog's search as this process reaches it; without it the core serves no concierge (see createConciergeDomain). */
  catalogSearch?: OperationHandler;
  /** The embeddings API; defaults to a client of `config.embeddings`. */
  embeddings?: EmbeddingsClient;
}

/**
 * The repositories of the core, built once per process over one database handle: every folder's own, merged
 * (a name two folders use throws). The index migration (services/indexes.ts) creates the indexes they declare.
 */
export function coreRepositories(db: Db) {
  return disjointMerge('repository', [
    workflowsRepositories(db),
    outboxRepositories(db),
    mailRepositories(db),
    accountsRepositories(db),
    apiKeysRepositories(db),
    agentsRepositories(db),
    settingsRepositories(db),
    paymentsRepositories(db),
    approvalsRepositories(db),
    creditsRepositories(db),
    dealsRepositories(db),
    requestsRepositories(db),
    jobsRepositories(db),
    mandatesRepositories(db),
    claimsRepositories(db),
    listingsRepositories(db),
    domainsRepositories(db),
    reviewsRepositories(db),
    webhooksRepositories(db),
    moderationRepositories(db),
    intakeRepositories(db),
    signInRepositories(db),
    oauthRepositories(db),
    blogRepositories(db),
    conciergeRepositories(db),
  ]);
}

export type CoreRepositories = ReturnType<typeof coreRepositories>;

/**
 * The transactional core on MongoDB: the infrastructure every domain shares, then the domains in the order of
 * their dependencies (each takes the shared dependencies and what earlier domains export), their handlers merged.
 */
export function createCore(deps: CoreDeps) {
  const { db, config, clock } = deps;
  const repositories = coreRepositories(db);
  const logger = deps.logger ?? createLogger('silent', 'core');
  const embeddings = deps.embeddings ?? createEmbeddingsClient(config.embeddings);
  const workflows = createWorkflowEngine({ repositories, clock, logger, observe: deps.observeWorkflows });
  const relay = new EventRelay({ outbox: repositories.outbox, logger, observe: deps.observeRelay });
  const mailer = createMailer({ repositories, config, clock });
  const scheduler = agendaJobScheduler(db);
  const shared = { db, repositories, config, clock, logger, workflows, relay, mailer, scheduler, embeddings };

  const apiKeys = createApiKeysDomain(shared);
  const oauth = createOAuthDomain({ ...shared, keysCreatedWithTokens: apiKeys.revocations });
  const agents = createAgentsDomain(shared);
  const accounts = createAccountsDomain({
    ...shared,
    credentials: {
      revokeApiKey: (accountId, keyId) => apiKeys.revocations.revokeKey(accountId, keyId),
      signOutOAuthToken: (tokenId) => oauth.grants.signOutAccessToken(tokenId),
      revokeAllApiKeys: (accountId, at) => apiKeys.revocations.revokeAllCreatedBy(accountId, at),
      revokeAllOAuthGrants: (accountId, at) => oauth.grants.revokeAccount(accountId, at),
    },
    actingAgents: agents.agents,
  });
  const settings = createSettingsDomain(shared);
  const payments = createPaymentsDomain(shared);
  const approvals = createApprovalsDomain(shared);
  const money = {
    processor: payments.processor,
    processorEvents: payments.processorEvents,
    approvals: approvals.approvals,
    spending: apiKeys.spending,
  };
  const credits = createCreditsDomain({ ...shared, ...money });
  const deals = createDealsDomain({ ...shared, ...money });
  const requests = createRequestsDomain({ ...shared, deals: deals.deals });
  const jobs = createJobsDomain({ ...shared, deals: deals.deals });
  const mandates = createMandatesDomain(shared);
  const claims = createClaimsDomain({ ...shared, mandates: mandates.mandates, approvals: approvals.approvals });
  const reviewQueue = listingReviewQueue(shared);
  const listings = createListingsDomain({ ...shared, credits: credits.ledger, reviewQueue });
  const reviews = createReviewsDomain({ ...shared, listingRevisions: listings.revisions });
  const verifiedDomains = createDomainsDomain({ ...shared, badges: listings.badges });
  const webhooks = createWebhooksDomain(shared);
  const moderation = createModerationDomain({
    ...shared,
    listingRevisions: listings.revisions,
    reviews: reviews.reviews,
  });
  const intake = createIntakeDomain({
    ...shared,
    listings: listings.listings,
    trust: listings.trust,
    reviewQueue,
    verifiedDomains: verifiedDomains.verifiedDomains,
  });
  const signIn = createSignInDomain({ ...shared, accounts: accounts.accounts });
  const blog = createBlogDomain(shared);
  const concierge = createConciergeDomain({
    ...shared,
    credits: credits.ledger,
    catalogSearch: deps.catalogSearch ?? null,
  });
  const domains = [
    accounts,
    apiKeys,
    agents,
    settings,
    payments,
    approvals,
    credits,
    deals,
    requests,
    jobs,
    mandates,
    claims,
    listings,
    reviews,
    verifiedDomains,
    webhooks,
    moderation,
    intake,
    signIn,
    oauth,
    blog,
    concierge,
  ];
  const withoutVectors = new PeriodicCount(listings.vectors.countDue, clock);

  return {
    handlers: mergeHandlers(domains),
    accounts: accounts.accounts,
    credits: credits.ledger,
    listings: listings.listings,
    mandates: mandates.mandates,
    blog: blog.blog,
    repositories,
    workflows,
    relay,
    processorEvents: payments.processorEvents,
    claimDeadlines: claims.jobs.claimDeadlines,
    domains: verifiedDomains.domains,
    domainRechecks: verifiedDomains.jobs.domainRechecks,
    feedSources: intake.feedSources,
    listingVectors: listings.vectors,
    listingRevisions: listings.revisions,
    embeddings,
    credentialLookup: new MongoCredentialLookup(repositories),
    async ready() {
      return {
        mongodb: await probe(() => db.command({ ping: 1 })),
        embeddings: await embeddingsReadiness(embeddings, withoutVectors),
      };
    },
    async close() {
      await relay.drain();
      await embeddings.close();
    },
  };
}

export type Core = ReturnType<typeof createCore>;
