import { resultInfo, type PageQuery } from '../../../shared/pagination/page.ts';
import { requirePrincipal, type OperationInput, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { NewSubscription, SubscriptionChange } from './types.ts';
import type { WebhooksService } from './webhooks.service.ts';

export function webhooksHandlers(webhooks: WebhooksService): ServiceHandlers {
  const owner = (input: OperationInput) => requirePrincipal(input).accountId;
  const id = (input: OperationInput) => input.params.id ?? '';
  return {
    async createWebhook(input) {
      return { status: 201, result: await webhooks.create(owner(input), input.body as NewSubscription) };
    },
    async listWebhooks(input) {
      const page = await webhooks.list(owner(input), pageQuery(input.query));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getWebhook(input) {
      return { result: await webhooks.get(owner(input), id(input)) };
    },
    async updateWebhook(input) {
      return { result: await webhooks.update(owner(input), id(input), input.body as SubscriptionChange) };
    },
    async deleteWebhook(input) {
      return { result: await webhooks.delete(owner(input), id(input)) };
    },
    async rotateWebhookSecret(input) {
      return { result: await webhooks.rotateSecret(owner(input), id(input)) };
    },
    async listWebhookDeliveries(input) {
      const page = await webhooks.deliveries(owner(input), id(input), pageQuery(input.query));
      return { result: page.items, resultInfo: resultInfo(page) };
    },
  };
}

/** The gateway has validated the query against the declaration; this only gives it its types. */
function pageQuery(query: Record<string, unknown>): PageQuery {
  return { limit: query.limit === undefined ? undefined : Number(query.limit), cursor: query.cursor as string | undefined };
}
