import type { Db } from 'mongodb';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { createLogger, type Logger } from '../../shared/logger.ts';
import { probe } from '../../shared/readiness.ts';
import { disjointMerge } from '../../shared/disjoint-merge.ts';
import { mergeHandlers } from '../../shared/service/merge-handlers.ts';
import { MongoCredentialLookup } from './accounts/credential-lookup.ts';
import { accountsRepositories, createAccountsDomain } from './accounts/domain.ts';
import { apiKeysRepositories, createApiKeysDomain } from './api-keys/domain.ts';
import { createCreditsDomain, creditsRepositories } from './credits/domain.ts';
import { createListingsDomain, listingsRepositories } from './listings/domain.ts';
import { outboxRepositories } from './outbox/domain.ts';
import { createRequestsDomain, requestsRepositories } from './requests/domain.ts';
import { createJobsDomain, jobsRepositories } from './jobs/domain.ts';
import { createDealsDomain, dealsRepositories } from './deals/domain.ts';
import { approvalsRepositories, createApprovalsDomain } from './approvals/domain.ts';
import { blogRepositories, createBlogDomain } from './blog/domain.ts';
import { claimsRepositories, createClaimsDomain } from './claims/domain.ts';
import { createMailer, mailRepositories } from './mail/domain.ts';
import { createMandatesDomain, mandatesRepositories } from './mandates/domain.ts';
import { createModerationDomain, moderationRepositories } from './moderation/domain.ts';
import { createOAuthDomain, oauthRepositories } from './oauth/domain.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { createPaymentsDomain, paymentsRepositories } from './payments/domain.ts';
import { createReviewsDomain, reviewsRepositories } from './reviews/domain.ts';
import { createSignInDomain, signInRepositories } from './sign-in/domain.ts';
import { createIntakeDomain, intakeRepositories } from './intake/domain.ts';
import { createWebhooksDomain, webhooksRepositories } from './webhooks/domain.ts';
import type { WorkflowPoint } from './workflows/workflow-definition.ts';
import { createWorkflowEngine, workflowsRepositories } from './workflows/domain.ts';

export interface CoreDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'sessionTtlSeconds' | 'bcryptRounds' | 'loginThrottle' | 'env' | 'dataEncryptionKey' | 'webhooks' | 'payments' | 'claims' | 'mail' | 'publicBaseUrl' | 'port' | 'signIn' | 'moderation'>;
  logger?: Logger;
  /** Sees every point of every workflow run; the fault drills stop runs with it (see WorkflowEngineDeps). */
  observeWorkflows?: (point: WorkflowPoint) => void;
}

/** The repositories of the core, built once per process over one database handle. */
export function coreRepositories(db: Db) {
  return disjointMerge('repository', [
    workflowsRepositories(db),
    outboxRepositories(db),
    mailRepositories(db),
    accountsRepositories(db),
    apiKeysRepositories(db),
    approvalsRepositories(db),
    blogRepositories(db),
    paymentsRepositories(db),
    creditsRepositories(db),
    dealsRepositories(db),
    requestsRepositories(db),
    jobsRepositories(db),
    mandatesRepositories(db),
    claimsRepositories(db),
    webhooksRepositories(db),
    signInRepositories(db),
    listingsRepositories(db),
    reviewsRepositories(db),
    oauthRepositories(db),
    intakeRepositories(db),
    moderationRepositories(db),
  ]);
}

export type CoreRepositories = ReturnType<typeof coreRepositories>;

/** The transactional core on MongoDB: its operation handlers, its indexes and its readiness. */
export function createCore(deps: CoreDeps) {
  const repositories = coreRepositories(deps.db);
  const logger = deps.logger ?? createLogger('silent', 'core');
  const workflows = createWorkflowEngine({ repositories, clock: deps.clock, logger, observe: deps.observeWorkflows });
  const mailer = createMailer({ repositories, config: deps.config, clock: deps.clock });
  const scheduler = agendaJobScheduler(deps.db);
  const shared = { db: deps.db, repositories, config: deps.config, clock: deps.clock, logger, workflows, mailer, scheduler };
  const accounts = createAccountsDomain(shared);
  const apiKeys = createApiKeysDomain(shared);
  const payments = createPaymentsDomain(shared);
  const approvals = createApprovalsDomain(shared);
  const credits = createCreditsDomain({
    ...shared,
    processor: payments.processor,
    processorEvents: payments.processorEvents,
    approvals: approvals.approvals,
    spending: apiKeys.spending,
  });
  const deals = createDealsDomain({
    ...shared,
    approvals: approvals.approvals,
    spending: apiKeys.spending,
    processor: payments.processor,
    processorEvents: payments.processorEvents,
  });
  const requests = createRequestsDomain({ ...shared, deals: deals.deals });
  const jobs = createJobsDomain({ ...shared, deals: deals.deals });
  const mandates = createMandatesDomain(shared);
  const claims = createClaimsDomain({ ...shared, mandates: mandates.mandates, approvals: approvals.approvals });
  const listings = createListingsDomain({ ...shared, credits: credits.ledger });
  const reviews = createReviewsDomain({ ...shared, listingRevisions: listings.revisions });
  const webhooks = createWebhooksDomain(shared);
  const moderation = createModerationDomain({ ...shared, listingRevisions: listings.revisions, reviews: reviews.reviews });
  const intake = createIntakeDomain({ ...shared, listings: listings.listings, reviewQueue: moderation.listingReviewQueue });
  const signIn = createSignInDomain({ ...shared, accounts: accounts.accounts });
  const oauth = createOAuthDomain({ repositories, clock: deps.clock, config: deps.config });
  const blog = createBlogDomain({ repositories, clock: deps.clock });
  return {
    handlers: mergeHandlers([
      accounts,
      apiKeys,
      requests,
      jobs,
      credits,
      listings,
      reviews,
      webhooks,
      payments,
      approvals,
      deals,
      mandates,
      claims,
      signIn,
      oauth,
      blog,
      intake,
      moderation,
    ]),
    accounts: accounts.accounts,
    credits: credits.ledger,
    listings: listings.listings,
    mandates: mandates.mandates,
    blog: blog.blog,
    repositories,
    workflows,
    processorEvents: payments.processorEvents,
    claimDeadlines: claims.jobs.claimDeadlines,
    feedSources: intake.feedSources,
    credentialLookup: new MongoCredentialLookup(repositories),
    async ready() {
      return { mongodb: await probe(() => deps.db.command({ ping: 1 })) };
    },
  };
}

export type Core = ReturnType<typeof createCore>;
