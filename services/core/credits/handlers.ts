import { resultInfo } from '../../../shared/pagination/page.ts';
import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import { processorMessages } from '../payments/index.ts';
import { requestDigest } from '../workflows/index.ts';
import type { CreditLedgerService } from './credit-ledger.service.ts';
import type { CreditTopUpsService } from './credit-top-ups.service.ts';

export function creditsHandlers(ledger: CreditLedgerService, topUps: CreditTopUpsService): ServiceHandlers {
  return operationHandlers({
    async getCreditBalance(input) {
      return { result: await ledger.balance(requirePrincipal(input).accountId) };
    },
    async listLedgerEntries(input) {
      const page = await ledger.history(requirePrincipal(input).accountId, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async grantCredits(input) {
      const { accountId, credits, reason } = input.body;
      const idempotencyKey = input.headers?.['idempotency-key'];
      const key =
        idempotencyKey === undefined
          ? undefined
          : `admin-grant:${requestDigest({
              accountId: requirePrincipal(input).accountId,
              operation: 'grantCredits',
              idempotencyKey,
              asks: [accountId, credits, reason],
            })}`;
      return { status: 201, result: await ledger.grant(accountId, credits, reason, { ...(key ? { key } : {}) }) };
    },
    async createCreditTopUp(input) {
      const topUp = await topUps.create(requirePrincipal(input), input.body, input.headers?.['idempotency-key']);
      // 202: asked for by an API key or OAuth token, the top-up waits for a human's approval and nothing moved yet.
      return {
        status: topUp.status === 'awaiting_approval' ? 202 : 201,
        result: topUp,
        messages: processorMessages(topUp.processor),
      };
    },
    async getCreditTopUp(input) {
      return { result: await topUps.get(requirePrincipal(input).accountId, input.params.id) };
    },
  });
}
