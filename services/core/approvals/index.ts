import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { OperationInput, ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { ApprovalStatus } from './approval-gate.ts';
import type { ApprovalsService } from './approvals.service.ts';

export function approvalsHandlers(approvals: ApprovalsService): ServiceHandlers {
  return {
    async listApprovals(input) {
      const { status, dealId, limit, cursor } = input.query as { status?: ApprovalStatus; dealId?: string; limit?: number; cursor?: string };
      const query: PageQuery = { limit: limit === undefined ? undefined : Number(limit), cursor };
      const page = await approvals.list({ accountId: requirePrincipal(input).accountId, status, dealId }, query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getApproval(input) {
      return { result: await approvals.get(requirePrincipal(input).accountId, input.params.id ?? '') };
    },
    async approveApproval(input) {
      const comment = (input.body as { comment?: string } | undefined)?.comment ?? null;
      return { result: await approvals.decide(humanApprover(input).accountId, input.params.id ?? '', 'approved', comment) };
    },
    async rejectApproval(input) {
      const comment = (input.body as { comment?: string } | undefined)?.comment ?? null;
      return { result: await approvals.decide(humanApprover(input).accountId, input.params.id ?? '', 'rejected', comment) };
    },
  };
}

/**
 * The gateway lets only sessions reach the decisions (x-session-only); the handlers refuse every other
 * credential too, so that no caller that skips or misconfigures that step decides for a human.
 */
function humanApprover(input: OperationInput): Principal {
  const principal = requirePrincipal(input);
  if (principal.kind !== 'session') throw new AppError('session_required');
  return principal;
}
