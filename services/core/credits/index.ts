import type { Clock } from '../../../shared/clock.ts';
import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { ApprovalGate } from '../approvals/approval-gate.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { PaymentProcessor } from '../payments/payment-processor.ts';
import type { ProcessorEvents } from '../payments/processor-events.ts';
import { processorMessages } from '../payments/processor-info.ts';
import type { WorkflowEngine } from '../workflows/workflow-engine.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { CreditLedger } from './credit-ledger.service.ts';
import type { CreditTopUpsRepository } from './credit-top-ups.repository.ts';
import { CreditTopUps } from './credit-top-ups.service.ts';
import { TopUpPayments, type TopUpSpending } from './top-up-payment.ts';
import type { CreditTopUpInput, GrantCreditsInput } from './types.ts';

export function creditsHandlers(ledger: CreditLedger, topUps: CreditTopUps): ServiceHandlers {
  return {
    async getCreditBalance(input) {
      return { result: await ledger.balance(requirePrincipal(input).accountId) };
    },
    async listLedgerEntries(input) {
      const page = await ledger.history(requirePrincipal(input).accountId, ledgerQuery(input.query));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async grantCredits({ body }) {
      const grant = body as GrantCreditsInput;
      return { status: 201, result: await ledger.grant(grant.accountId, grant.credits, grant.reason) };
    },
    async createCreditTopUp(input) {
      const topUp = await topUps.create(requirePrincipal(input), input.body as CreditTopUpInput);
      // 202: asked for by an API key or OAuth token, the top-up waits for a human's approval and nothing moved yet.
      return { status: topUp.status === 'awaiting_approval' ? 202 : 201, result: topUp, messages: processorMessages(topUp.processor) };
    },
    async getCreditTopUp(input) {
      return { result: await topUps.get(requirePrincipal(input).accountId, String(input.params.id)) };
    },
  };
}

/** The gateway has validated the query against the declaration; this only gives it its types. */
function ledgerQuery(query: Record<string, unknown>): PageQuery {
  return {
    limit: query.limit === undefined ? undefined : Number(query.limit),
    cursor: query.cursor as string | undefined,
  };
}

export interface CreditsDomainDeps {
  ledger: CreditLedgerRepository;
  topUps: CreditTopUpsRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  processor: PaymentProcessor;
  processorEvents: ProcessorEvents;
  approvals: Pick<ApprovalGate, 'open' | 'latest' | 'apply' | 'find' | 'onDecided'>;
  spending: TopUpSpending;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/**
 * The credit ledger and paid top-ups, listening to the decisions on top-up approvals and to the processor's
 * events about top-up charges.
 */
export function createCreditsDomain(deps: CreditsDomainDeps) {
  const ledger = new CreditLedger({ ledger: deps.ledger, accounts: deps.accounts, outbox: deps.outbox, clock: deps.clock });
  const payments = new TopUpPayments({ topUps: deps.topUps, ledger, processor: deps.processor, spending: deps.spending, clock: deps.clock });
  const topUps = new CreditTopUps({
    topUps: deps.topUps,
    payments,
    processor: deps.processor,
    approvals: deps.approvals,
    spending: deps.spending,
    workflows: deps.workflows,
    clock: deps.clock,
  });
  deps.approvals.onDecided('top_up', (approval) => topUps.decided(approval));
  deps.processorEvents.on('top_up', (event) => payments.applyEvent(event));
  return { ledger, topUps, handlers: creditsHandlers(ledger, topUps) };
}
