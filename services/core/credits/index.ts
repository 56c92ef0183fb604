import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import { processorMessages } from '../payments/processor-info.ts';
import type { CreditLedger } from './credit-ledger.service.ts';
import type { CreditTopUps } from './credit-top-ups.service.ts';
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
      const topUp = await topUps.create(requirePrincipal(input).accountId, input.body as CreditTopUpInput);
      return { status: 201, result: topUp, messages: processorMessages(topUp.processor) };
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
