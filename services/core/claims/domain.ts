import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { ApprovalGate } from '../approvals/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { MandatesService } from '../mandates/index.ts';
import { AccountPreferences, type AccountSettingsRepository } from '../settings/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { ClaimDeadlines } from './claim-deadlines.ts';
import { ClaimIntroductions } from './claim-introductions.ts';
import { ClaimLinksRepository } from './claim-links.repository.ts';
import { ClaimRecords } from './claim-records.ts';
import { ClaimSales } from './claim-sales.ts';
import { ClaimsRepository } from './claims.repository.ts';
import { ClaimsService } from './claims.service.ts';
import { claimsHandlers } from './handlers.ts';

/** The collections of claims (with their facts) and of the buyers' confirmation links. */
export function claimsRepositories(db: Db) {
  return {
    claims: new ClaimsRepository(db),
    claimLinks: new ClaimLinksRepository(db),
  };
}

export interface ClaimsDomainDeps {
  repositories: ReturnType<typeof claimsRepositories> & {
    accounts: Pick<AccountsRepository, 'findById'>;
    accountSettings: AccountSettingsRepository;
  };
  mandates: Pick<MandatesService, 'find'>;
  approvals: ApprovalGate;
  mailer: Mailer;
  scheduler: JobScheduler;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  config: Pick<Config, 'claims' | 'publicBaseUrl' | 'port'>;
  clock: Clock;
}

/**
 * The sales network's claims: agents register buyers under mandates, introduce them by mail, report sales and
 * are rewarded once the provider's human approves. `jobs.claimDeadlines` is the worker's decision-deadline job.
 */
export function createClaimsDomain(deps: ClaimsDomainDeps) {
  const { repositories, scheduler, workflows, clock } = deps;
  const records = new ClaimRecords({ claims: repositories.claims, clock });
  const claims = new ClaimsService({
    claims: repositories.claims,
    records,
    mandates: deps.mandates,
    scheduler,
    workflows,
    calendar: deps.config.claims,
    clock,
  });
  const introductions = new ClaimIntroductions({
    claims: repositories.claims,
    records,
    links: repositories.claimLinks,
    accounts: repositories.accounts,
    mailer: deps.mailer,
    preferences: new AccountPreferences(repositories.accountSettings),
    clock,
    linkBaseUrl: (deps.config.publicBaseUrl ?? `http://localhost:${deps.config.port}`).replace(/\/$/, ''),
  });
  const sales = new ClaimSales({ claims: repositories.claims, records, approvals: deps.approvals, workflows, clock });
  return {
    handlers: claimsHandlers(claims, introductions, sales),
    jobs: { claimDeadlines: new ClaimDeadlines({ claims: repositories.claims, records, scheduler, clock }) },
  };
}
