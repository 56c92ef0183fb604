import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { RequestLimits } from '../../../shared/request-limits.ts';
import type { ListingBadges } from '../listings/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { proofResolver } from './dns-proof.ts';
import { DomainClaimsRepository } from './domain-claims.repository.ts';
import { DomainRechecks } from './domain-rechecks.ts';
import { DomainRequestsRepository } from './domain-requests.repository.ts';
import { domainWorkflows } from './domain-workflows.ts';
import { DomainsService } from './domains.service.ts';
import { domainsHandlers } from './handlers.ts';
import { HttpProof } from './http-proof.ts';
import { ProofChecker } from './proof-checker.ts';
import { RecheckLeasesRepository } from './recheck-leases.repository.ts';

const DAY_SECONDS = 86400;
const HOUR_SECONDS = 3600;

/**
 * Domain claims (which the listings domain reads for the badge), the claims and checks counted against limits, and
 * the leases of re-check runs.
 */
export function domainsRepositories(db: Db) {
  return {
    domainClaims: new DomainClaimsRepository(db),
    domainRequests: new DomainRequestsRepository(db),
    recheckLeases: new RecheckLeasesRepository(db),
  };
}

export interface DomainsDomainDeps {
  repositories: ReturnType<typeof domainsRepositories>;
  config: Pick<Config, 'domains' | 'webhooks'>;
  clock: Clock;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  /** The listings' badges, brought in line whenever an account's verified domains change. */
  badges: Pick<ListingBadges, 'syncProvider'>;
}

/**
 * Verified domains: an account claims a domain, proves it by a DNS TXT record or a well-known file, and keeps it while
 * the scheduled re-checks find the proof. Its verified names give listings their badge and intake its trusted sources.
 */
export function createDomainsDomain({ repositories, config, clock, workflows, badges }: DomainsDomainDeps) {
  const settings = config.domains;
  const resolver = proofResolver(settings.dnsServers, settings.checkTimeoutMs);
  const where = { scheme: settings.wellKnownScheme, port: settings.wellKnownPort };
  const http = new HttpProof({
    resolver,
    where,
    allowedPrivateHosts: config.webhooks.allowedPrivateHosts,
    timeoutMs: settings.checkTimeoutMs,
  });
  const definitions = domainWorkflows({
    claims: repositories.domainClaims,
    badges,
    recheckIntervalSeconds: settings.recheckIntervalSeconds,
  });
  workflows.register(definitions.recordCheck);
  workflows.register(definitions.removeClaim);
  const domains = new DomainsService({
    claims: repositories.domainClaims,
    checker: new ProofChecker({ resolver, http }),
    workflows,
    definitions,
    limits: {
      claims: new RequestLimits(repositories.domainRequests, DAY_SECONDS, 'domain claims were made by this account'),
      checks: new RequestLimits(repositories.domainRequests, HOUR_SECONDS, 'checks were asked for this domain claim'),
      claimsPerAccount: settings.claimsPerAccountPerDay,
      checksPerDomain: settings.checksPerDomainPerHour,
    },
    where,
    clock,
  });
  const rechecks = new DomainRechecks({
    claims: repositories.domainClaims,
    leases: repositories.recheckLeases,
    domains,
    clock,
  });
  return {
    handlers: domainsHandlers(domains),
    domains,
    /** For intake's trust gate: a URL on a verified domain of the account is its own source. */
    verifiedDomains: { of: (accountId: string) => repositories.domainClaims.verifiedOf(accountId) },
    jobs: { domainRechecks: rechecks },
  };
}
