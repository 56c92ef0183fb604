import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { SpendingPolicies } from '../api-keys/index.ts';
import type { ApprovalGate } from '../approvals/index.ts';
import type { ListingsRepository } from '../listings/index.ts';
import type { EventRelay, OutboxRepository } from '../outbox/index.ts';
import type { PaymentProcessor, ProcessorEvents } from '../payments/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { DealPaymentEvents } from './deal-payment-events.ts';
import { DealTransitions } from './deal-transitions.ts';
import { DealWorkflow } from './deal-workflow.ts';
import { DealsRepository } from './deals.repository.ts';
import { DealsService } from './deals.service.ts';
import { DisputeResolutions } from './dispute-resolutions.ts';
import { dealsHandlers } from './handlers.ts';

/** The collection of deals (with their transition claims). */
export function dealsRepositories(db: Db) {
  return { deals: new DealsRepository(db) };
}

export interface DealsDomainDeps {
  repositories: ReturnType<typeof dealsRepositories> & {
    accounts: Pick<AccountsRepository, 'findById'>;
    listings: Pick<ListingsRepository, 'findById'>;
    outbox: Pick<OutboxRepository, 'append' | 'appendOnce'>;
  };
  approvals: ApprovalGate;
  spending: SpendingPolicies;
  processor: PaymentProcessor;
  processorEvents: Pick<ProcessorEvents, 'on'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register' | 'outcomeIfStarted'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/**
 * Deals through their state machine, with their human gates and escrow, and dispute resolutions; `deals`
 * opens the deals that requests and jobs agree on. The processor's later outcomes of deal payments arrive
 * through `processorEvents`, the decisions on resolutions through the approval gate.
 */
export function createDealsDomain(deps: DealsDomainDeps) {
  const { repositories, approvals, spending, workflows, clock } = deps;
  const common = { deals: repositories.deals, approvals, spending, outbox: repositories.outbox, clock };
  const deals = new DealsService({
    ...common,
    accounts: repositories.accounts,
    listings: repositories.listings,
    workflows,
    relay: deps.relay,
  });
  const transitions = new DealTransitions({ ...common, payments: deps.processor, workflows });
  const workflow = new DealWorkflow({ deals: repositories.deals, approvals, transitions });
  deps.processorEvents.on('deal', new DealPaymentEvents({ deals: repositories.deals, transitions, clock }).handle);
  const resolutions = new DisputeResolutions({ deals: repositories.deals, approvals, transitions });
  approvals.onDecided('deal', resolutions.decided);
  return { handlers: dealsHandlers(deals, workflow, resolutions), deals };
}
