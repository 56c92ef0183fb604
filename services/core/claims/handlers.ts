import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { ClaimIntroductions } from './claim-introductions.ts';
import type { ClaimSales } from './claim-sales.ts';
import type { ClaimsService } from './claims.service.ts';

export function claimsHandlers(
  claims: ClaimsService,
  introductions: ClaimIntroductions,
  sales: ClaimSales,
): ServiceHandlers {
  return operationHandlers({
    async createClaim(input) {
      return { status: 201, result: await claims.create(requirePrincipal(input), input.body) };
    },
    async listClaims(input) {
      const page = await claims.list(requirePrincipal(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getClaim(input) {
      return { result: await claims.get(requirePrincipal(input), input.params.id) };
    },
    async decideClaim(input) {
      return { result: await claims.decide(requirePrincipal(input), input.params.id, input.body) };
    },
    async inviteBuyer(input) {
      return { result: await introductions.invite(requirePrincipal(input), input.params.id, input.body ?? {}) };
    },
    async getClaimConfirmation({ params }) {
      return { result: await introductions.confirmation(params.token) };
    },
    async confirmClaimIntroduction({ params, body }) {
      return { result: await introductions.answer(params.token, body) };
    },
    async reportSale(input) {
      return { result: await sales.report(requirePrincipal(input), input.params.id, input.body) };
    },
    async confirmSale(input) {
      return { result: await sales.confirm(requirePrincipal(input), input.params.id) };
    },
    async disputeSale(input) {
      return { result: await sales.dispute(requirePrincipal(input), input.params.id, input.body.reason) };
    },
  });
}
