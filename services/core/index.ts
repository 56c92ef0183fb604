import type { Db } from 'mongodb';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { probe } from '../../shared/readiness.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';
import { AccountsRepository } from './accounts/accounts.repository.ts';
import { AccountsService } from './accounts/accounts.service.ts';
import { MongoCredentialLookup } from './accounts/credential-lookup.ts';
import { accountsHandlers } from './accounts/index.ts';
import { LoginFailuresRepository } from './accounts/login-failures.repository.ts';
import { LoginThrottle } from './accounts/login-throttle.ts';
import { Passwords } from './accounts/passwords.ts';
import { SessionsRepository } from './accounts/sessions.repository.ts';
import { ApiKeysRepository } from './api-keys/api-keys.repository.ts';
import { ApiKeysService } from './api-keys/api-keys.service.ts';
import { apiKeysHandlers } from './api-keys/index.ts';
import { CreditLedgerRepository } from './credits/credit-ledger.repository.ts';
import { CreditLedger } from './credits/credit-ledger.service.ts';
import { creditsHandlers } from './credits/index.ts';
import { listingsHandlers } from './listings/index.ts';
import { ListingBoosts } from './listings/listing-boosts.ts';
import { ListingRevisions } from './listings/listing-revisions.ts';
import { ListingRevisionsRepository } from './listings/listing-revisions.repository.ts';
import { ListingsRepository } from './listings/listings.repository.ts';
import { ListingsService } from './listings/listings.service.ts';
import { OutboxRepository } from './outbox/outbox.repository.ts';
import { requestsHandlers } from './requests/index.ts';
import { RequestsRepository } from './requests/requests.repository.ts';
import { RequestsService } from './requests/requests.service.ts';
import { reviewsHandlers } from './reviews/index.ts';
import { ReleasedDealsRepository } from './reviews/released-deals.repository.ts';
import { ReviewsRepository } from './reviews/reviews.repository.ts';
import { ReviewsService } from './reviews/reviews.service.ts';

export interface CoreDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'jwtSecret' | 'sessionTtlSeconds' | 'bcryptRounds' | 'loginThrottle'>;
}

/** The repositories of the core, built once per process over one database handle. */
export function coreRepositories(db: Db) {
  return {
    accounts: new AccountsRepository(db),
    sessions: new SessionsRepository(db),
    loginFailures: new LoginFailuresRepository(db),
    apiKeys: new ApiKeysRepository(db),
    requests: new RequestsRepository(db),
    creditLedger: new CreditLedgerRepository(db),
    listings: new ListingsRepository(db),
    listingRevisions: new ListingRevisionsRepository(db),
    reviews: new ReviewsRepository(db),
    outbox: new OutboxRepository(db),
  };
}

export type CoreRepositories = ReturnType<typeof coreRepositories>;

/** The transactional core on MongoDB: its operation handlers, its indexes and its readiness. */
export function createCore(deps: CoreDeps) {
  const repositories = coreRepositories(deps.db);
  const accounts = new AccountsService({
    accounts: repositories.accounts,
    sessions: repositories.sessions,
    throttle: new LoginThrottle(repositories.loginFailures, deps.config.loginThrottle),
    passwords: new Passwords(deps.config.bcryptRounds),
    clock: deps.clock,
    jwtSecret: deps.config.jwtSecret,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
  });
  const apiKeys = new ApiKeysService({ keys: repositories.apiKeys, clock: deps.clock });
  const requests = new RequestsService({ requests: repositories.requests, clock: deps.clock });
  const credits = new CreditLedger({
    ledger: repositories.creditLedger,
    accounts: repositories.accounts,
    outbox: repositories.outbox,
    clock: deps.clock,
  });
  const listingRevisions = new ListingRevisions({
    listings: repositories.listings,
    revisions: repositories.listingRevisions,
    outbox: repositories.outbox,
    clock: deps.clock,
  });
  const listings = new ListingsService({
    listings: repositories.listings,
    revisions: listingRevisions,
    accounts: repositories.accounts,
    ratings: repositories.reviews,
    outbox: repositories.outbox,
    clock: deps.clock,
  });
  const boosts = new ListingBoosts({ listings, credits });
  const reviews = new ReviewsService({
    reviews: repositories.reviews,
    // Read-only, from the deals domain's collection; that domain declares the collection's indexes.
    deals: new ReleasedDealsRepository(deps.db),
    listings: repositories.listings,
    revisions: listingRevisions,
    outbox: repositories.outbox,
    clock: deps.clock,
  });
  const handlers: ServiceHandlers = {
    ...accountsHandlers(accounts),
    ...apiKeysHandlers(apiKeys),
    ...requestsHandlers(requests),
    ...creditsHandlers(credits),
    ...listingsHandlers(listings, boosts),
    ...reviewsHandlers(reviews),
  };
  return {
    handlers,
    accounts,
    credits,
    listings,
    repositories,
    credentialLookup: new MongoCredentialLookup(repositories),
    async ready() {
      return { mongodb: await probe(() => deps.db.command({ ping: 1 })) };
    },
  };
}

export type Core = ReturnType<typeof createCore>;
