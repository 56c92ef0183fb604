import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { ApprovalGate } from '../approvals/index.ts';
import type { EventRelay } from '../outbox/index.ts';
import type { PaymentProcessor, ProcessorEvents } from '../payments/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { CreditLedgerService } from './credit-ledger.service.ts';
import { CreditTopUpsRepository } from './credit-top-ups.repository.ts';
import { CreditTopUpsService } from './credit-top-ups.service.ts';
import { creditsHandlers } from './handlers.ts';
import { TopUpPayments, type TopUpSpending } from './top-up-payment.ts';

/** The collections of the credit ledger and of paid top-ups. */
export function creditsRepositories(db: Db) {
  return {
    creditLedger: new CreditLedgerRepository(db),
    creditTopUps: new CreditTopUpsRepository(db),
  };
}

export interface CreditsDomainDeps {
  repositories: ReturnType<typeof creditsRepositories> & {
    accounts: Pick<AccountsRepository, 'findById'>;
  };
  processor: PaymentProcessor;
  processorEvents: ProcessorEvents;
  approvals: Pick<ApprovalGate, 'open' | 'latest' | 'apply' | 'find' | 'onDecided'>;
  spending: TopUpSpending;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/**
 * The credit ledger (`ledger`, which listings spend from) and paid top-ups, listening to the decisions on
 * top-up approvals and to the processor's events about top-up charges.
 */
export function createCreditsDomain(deps: CreditsDomainDeps) {
  const { repositories, processor, spending, clock } = deps;
  const ledger = new CreditLedgerService({
    ledger: repositories.creditLedger,
    accounts: repositories.accounts,
    relay: deps.relay,
    clock,
  });
  const payments = new TopUpPayments({ topUps: repositories.creditTopUps, ledger, processor, spending, clock });
  const topUps = new CreditTopUpsService({
    topUps: repositories.creditTopUps,
    payments,
    processor,
    approvals: deps.approvals,
    spending,
    workflows: deps.workflows,
    clock,
  });
  deps.approvals.onDecided('top_up', (approval) => topUps.decided(approval));
  deps.processorEvents.on('top_up', (event) => payments.applyEvent(event));
  return { handlers: creditsHandlers(ledger, topUps), ledger };
}
