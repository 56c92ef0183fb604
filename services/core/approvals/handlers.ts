import type { Principal } from '../../../shared/auth/principal.ts';
import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requirePrincipal,
  type OperationInput,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { ApprovalsService } from './approvals.service.ts';
import { decisionNeedsSession } from './errors.ts';

export function approvalsHandlers(approvals: ApprovalsService): ServiceHandlers {
  return operationHandlers({
    async listApprovals(input) {
      const { status, dealId, ...query } = input.query;
      const page = await approvals.list({ accountId: requirePrincipal(input).accountId, status, dealId }, query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getApproval(input) {
      return { result: await approvals.get(requirePrincipal(input).accountId, input.params.id) };
    },
    async approveApproval(input) {
      return {
        result: await approvals.decide(
          humanApprover(input).accountId,
          input.params.id,
          'approved',
          input.body?.comment ?? null,
        ),
      };
    },
    async rejectApproval(input) {
      return {
        result: await approvals.decide(
          humanApprover(input).accountId,
          input.params.id,
          'rejected',
          input.body?.comment ?? null,
        ),
      };
    },
  });
}

/**
 * The gateway lets only sessions reach the decisions (x-session-only); the handlers refuse every other
 * credential too, so that no caller that skips or misconfigures that step decides for a human.
 */
function humanApprover(input: Pick<OperationInput, 'operationId' | 'principal'>): Principal {
  const principal = requirePrincipal(input);
  if (principal.kind !== 'session') throw decisionNeedsSession();
  return principal;
}
