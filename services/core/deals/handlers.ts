import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requirePrincipal,
  type OperationInput,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import { processorInfoView, processorMessages } from '../payments/index.ts';
import type { DealWorkflow, SimpleDealOperation } from './deal-workflow.ts';
import type { DealsService } from './deals.service.ts';
import type { DisputeResolutions } from './dispute-resolutions.ts';
import type { DealView } from './types.ts';

/** A deal whose money moved, with the sandbox notice in `messages` when the sandbox moved it. */
function moved(deal: DealView) {
  const processor = deal.payment ? processorInfoView(deal.payment.processor, deal.payment.holdReference) : null;
  return { result: deal, messages: processor ? processorMessages(processor) : [] };
}

export function dealsHandlers(
  deals: DealsService,
  workflow: DealWorkflow,
  resolutions: DisputeResolutions,
): ServiceHandlers {
  const simple = (operation: SimpleDealOperation) => async (input: OperationInput<SimpleDealOperation>) => ({
    result: await workflow.apply(requirePrincipal(input), input.params.id, operation),
  });
  return operationHandlers({
    async createDeal(input) {
      return { status: 201, result: await deals.create(requirePrincipal(input), input.body) };
    },
    async listDeals(input) {
      const { status, role, ...query } = input.query;
      const page = await deals.list(requirePrincipal(input), { status, role }, query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getDeal(input) {
      return { result: await deals.get(requirePrincipal(input), input.params.id) };
    },
    proposeDeal: simple('proposeDeal'),
    startDeal: simple('startDeal'),
    deliverDeal: simple('deliverDeal'),
    disputeDeal: simple('disputeDeal'),
    cancelDeal: simple('cancelDeal'),
    async requestDealApproval(input) {
      const approval = await workflow.requestApproval(
        requirePrincipal(input),
        input.params.id,
        input.body?.action ?? 'fund',
        input.body?.note ?? null,
      );
      return { status: 202, result: approval };
    },
    async applyDealApproval(input) {
      return { result: await workflow.applyApproval(requirePrincipal(input), input.params.id, input.body.approvalId) };
    },
    async fundDeal(input) {
      const idempotencyKey = input.headers?.['idempotency-key'];
      return moved(
        await workflow.fund(requirePrincipal(input), input.params.id, input.body?.paymentMethod, idempotencyKey),
      );
    },
    async confirmDealRelease(input) {
      return moved(await workflow.confirmRelease(requirePrincipal(input), input.params.id));
    },
    async resolveDeal(input) {
      const { note, ...proposal } = input.body;
      const resolution = await resolutions.resolve(requirePrincipal(input), input.params.id, proposal, note ?? null);
      return 'opened' in resolution ? { status: 202, result: resolution.opened } : moved(resolution.resolved);
    },
  });
}
