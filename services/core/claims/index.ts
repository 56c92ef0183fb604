import { resultInfo } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import type { ClaimIntroductions } from './claim-introductions.ts';
import type { ClaimSales } from './claim-sales.ts';
import type { ClaimListQuery, ClaimsService } from './claims.service.ts';
import type { ClaimDecisionInput, NewClaim, ReportSaleInput } from './types.ts';

export function claimsHandlers(claims: ClaimsService, introductions: ClaimIntroductions): ServiceHandlers {
  return {
    async createClaim(input) {
      return { status: 201, result: await claims.create(requirePrincipal(input), input.body as NewClaim) };
    },
    async listClaims(input) {
      const query = input.query as { role?: ClaimListQuery['role']; status?: string; mandateId?: string; limit?: unknown; cursor?: string };
      const listQuery: ClaimListQuery = {
        role: query.role,
        status: query.status,
        mandateId: query.mandateId,
        limit: query.limit === undefined ? undefined : Number(query.limit),
        cursor: query.cursor,
      };
      const page = await claims.list(requirePrincipal(input), listQuery);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getClaim(input) {
      return { result: await claims.get(requirePrincipal(input), input.params.id ?? '') };
    },
    async decideClaim(input) {
      return { result: await claims.decide(requirePrincipal(input), input.params.id ?? '', input.body as ClaimDecisionInput) };
    },
    async inviteBuyer(input) {
      return { result: await introductions.invite(requirePrincipal(input), input.params.id ?? '', (input.body ?? {}) as { message?: string; locale?: 'en' | 'de' }) };
    },
    async getClaimConfirmation(input) {
      return { result: await introductions.confirmation(input.params.token ?? '') };
    },
    async confirmClaimIntroduction(input) {
      return { result: await introductions.answer(input.params.token ?? '', input.body as { confirmed: boolean; comment?: string }) };
    },
  };
}

export function claimSalesHandlers(sales: ClaimSales): ServiceHandlers {
  return {
    async reportSale(input) {
      return { result: await sales.report(requirePrincipal(input), input.params.id ?? '', input.body as ReportSaleInput) };
    },
    async confirmSale(input) {
      return { result: await sales.confirm(requirePrincipal(input), input.params.id ?? '') };
    },
    async disputeSale(input) {
      return { result: await sales.dispute(requirePrincipal(input), input.params.id ?? '', (input.body as { reason: string }).reason) };
    },
  };
}
