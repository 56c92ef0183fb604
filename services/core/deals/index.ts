import type { Clock } from '../../../shared/clock.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { ApiKeysRepository } from '../api-keys/api-keys.repository.ts';
import type { SpendingLedgerRepository } from '../api-keys/spending-ledger.repository.ts';
import { SpendingPolicies } from '../api-keys/spending-policy.ts';
import type { ApprovalGate } from '../approvals/approval-gate.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { PaymentProcessor } from '../payments/payment-processor.ts';
import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { OperationInput, OperationOutcome, ServiceHandlers } from '../../../shared/service/handlers.ts';
import { processorInfoView, processorMessages } from '../payments/processor-info.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { DealRole, DealStatus, RequestableGate } from './deal-state-machine.ts';
import { DisputeResolutions, type ResolutionProposal } from './dispute-resolutions.ts';
import type { ProcessorEvents } from '../payments/processor-events.ts';
import { DealPaymentEvents } from './deal-payment-events.ts';
import { DealTransitions } from './deal-transitions.ts';
import { DealWorkflow, type SimpleDealOperation } from './deal-workflow.ts';
import type { DealsRepository } from './deals.repository.ts';
import { DealsService } from './deals.service.ts';
import type { CreateDealInput, DealView } from './types.ts';
import type { WorkflowEngine } from '../workflows/workflow-engine.ts';

function dealId(input: OperationInput): string {
  return input.params.id ?? '';
}

function bodyOf<T>(input: OperationInput): Partial<T> {
  return (input.body ?? {}) as Partial<T>;
}

/** A deal whose money moved, with the sandbox notice in `messages` when the sandbox moved it. */
function moved(deal: DealView): OperationOutcome {
  const processor = deal.payment ? processorInfoView(deal.payment.processor, deal.payment.holdReference) : null;
  return { result: deal, messages: processor ? processorMessages(processor) : [] };
}

export function dealsHandlers(deals: DealsService, workflow: DealWorkflow, resolutions: DisputeResolutions): ServiceHandlers {
  const simple = (operation: SimpleDealOperation) => async (input: OperationInput) => ({
    result: await workflow.apply(requirePrincipal(input), dealId(input), operation),
  });
  return {
    async createDeal(input) {
      return { status: 201, result: await deals.create(requirePrincipal(input), input.body as CreateDealInput) };
    },
    async listDeals(input) {
      const { status, role, limit, cursor } = input.query as { status?: DealStatus; role?: DealRole; limit?: number; cursor?: string };
      const query: PageQuery = { limit: limit === undefined ? undefined : Number(limit), cursor };
      const page = await deals.list(requirePrincipal(input), { status, role }, query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getDeal(input) {
      return { result: await deals.get(requirePrincipal(input), dealId(input)) };
    },
    proposeDeal: simple('proposeDeal'),
    startDeal: simple('startDeal'),
    deliverDeal: simple('deliverDeal'),
    disputeDeal: simple('disputeDeal'),
    cancelDeal: simple('cancelDeal'),
    async requestDealApproval(input) {
      const { action, note } = bodyOf<{ action: RequestableGate; note: string }>(input);
      return { status: 202, result: await workflow.requestApproval(requirePrincipal(input), dealId(input), action ?? 'fund', note ?? null) };
    },
    async applyDealApproval(input) {
      const { approvalId } = bodyOf<{ approvalId: string }>(input);
      return { result: await workflow.applyApproval(requirePrincipal(input), dealId(input), approvalId ?? '') };
    },
    async fundDeal(input) {
      const { paymentMethod } = bodyOf<{ paymentMethod: string }>(input);
      return moved(await workflow.fund(requirePrincipal(input), dealId(input), paymentMethod));
    },
    async confirmDealRelease(input) {
      return moved(await workflow.confirmRelease(requirePrincipal(input), dealId(input)));
    },
    async resolveDeal(input) {
      // The document requires `outcome`, and `sellerAmount` exactly with a split.
      const { note, ...proposal } = input.body as ResolutionProposal & { note?: string };
      const resolution = await resolutions.resolve(requirePrincipal(input), dealId(input), proposal, note ?? null);
      return 'opened' in resolution ? { status: 202, result: resolution.opened } : moved(resolution.resolved);
    },
  };
}

export interface DealsDomainDeps {
  deals: DealsRepository;
  approvals: ApprovalGate;
  spendingLedger: SpendingLedgerRepository;
  apiKeys: ApiKeysRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  listings: Pick<ListingsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'append' | 'appendOnce'>;
  payments: PaymentProcessor;
  processorEvents: Pick<ProcessorEvents, 'on'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
}

/**
 * Deals, their approval gate and the spending policy of API keys, built over the core's repositories; the
 * processor's later outcomes of deal payments arrive through `processorEvents`.
 */
export function createDealsDomain(deps: DealsDomainDeps) {
  const approvals = deps.approvals;
  const spending = new SpendingPolicies({ keys: deps.apiKeys, ledger: deps.spendingLedger, clock: deps.clock });
  const common = { deals: deps.deals, approvals, spending, outbox: deps.outbox, clock: deps.clock };
  const deals = new DealsService({ ...common, accounts: deps.accounts, listings: deps.listings, workflows: deps.workflows });
  const transitions = new DealTransitions({ ...common, payments: deps.payments, workflows: deps.workflows });
  const workflow = new DealWorkflow({ deals: deps.deals, approvals, transitions });
  deps.processorEvents.on('deal', new DealPaymentEvents({ deals: deps.deals, transitions, clock: deps.clock }).handle);
  const resolutions = new DisputeResolutions({ deals: deps.deals, approvals, transitions });
  approvals.onDecided('deal', resolutions.decided);
  return { deals, handlers: dealsHandlers(deals, workflow, resolutions) };
}
