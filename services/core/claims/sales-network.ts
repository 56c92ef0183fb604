import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { ApprovalGate } from '../approvals/approval-gate.ts';
import type { WorkflowEngine } from '../workflows/workflow-engine.ts';
import type { MailOutboxRepository } from '../mail/mail-outbox.repository.ts';
import { Mailer } from '../mail/mailer.ts';
import { mandatesHandlers } from '../mandates/index.ts';
import type { MandatesRepository } from '../mandates/mandates.repository.ts';
import { MandatesService } from '../mandates/mandates.service.ts';
import { ClaimDeadlines } from './claim-deadlines.ts';
import { ClaimIntroductions } from './claim-introductions.ts';
import type { ClaimLinksRepository } from './claim-links.repository.ts';
import { ClaimRecords } from './claim-records.ts';
import { ClaimSales } from './claim-sales.ts';
import type { ClaimsRepository } from './claims.repository.ts';
import { ClaimsService } from './claims.service.ts';
import { claimSalesHandlers, claimsHandlers } from './index.ts';

export interface SalesNetworkDeps {
  repositories: {
    mandates: MandatesRepository;
    claims: ClaimsRepository;
    claimLinks: ClaimLinksRepository;
    mailOutbox: MailOutboxRepository;
    accounts: AccountsRepository;
  };
  approvals: ApprovalGate;
  scheduler: JobScheduler;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  config: Pick<Config, 'claims' | 'mail' | 'publicBaseUrl' | 'port'>;
  clock: Clock;
}

/** The sales-mandate network: mandates, claims, buyer introductions by mail, sale reports and their rewards. */
export function createSalesNetwork(deps: SalesNetworkDeps) {
  const { repositories, clock, scheduler, workflows } = deps;
  const mandates = new MandatesService({ mandates: repositories.mandates, clock });
  const records = new ClaimRecords({ claims: repositories.claims, clock });
  const claims = new ClaimsService({ claims: repositories.claims, records, mandates, scheduler, workflows, calendar: deps.config.claims, clock });
  const introductions = new ClaimIntroductions({
    claims: repositories.claims,
    records,
    links: repositories.claimLinks,
    accounts: repositories.accounts,
    mailer: new Mailer({ outbox: repositories.mailOutbox, clock, from: deps.config.mail.from, smtpUrl: deps.config.mail.smtpUrl }),
    clock,
    linkBaseUrl: (deps.config.publicBaseUrl ?? `http://localhost:${deps.config.port}`).replace(/\/$/, ''),
  });
  const sales = new ClaimSales({ claims: repositories.claims, records, approvals: deps.approvals, workflows, clock });
  const handlers: ServiceHandlers = {
    ...mandatesHandlers(mandates),
    ...claimsHandlers(claims, introductions),
    ...claimSalesHandlers(sales),
  };
  return { handlers, mandates, deadlines: new ClaimDeadlines({ claims: repositories.claims, records, scheduler, clock }) };
}
