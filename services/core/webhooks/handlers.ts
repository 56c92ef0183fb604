import { resultInfo } from '../../../shared/pagination/page.ts';
import {
  operationHandlers,
  requirePrincipal,
  type OperationInput,
  type ServiceHandlers,
} from '../../../shared/service/handlers.ts';
import type { WebhooksService } from './webhooks.service.ts';

export function webhooksHandlers(webhooks: WebhooksService): ServiceHandlers {
  const owner = (input: OperationInput) => requirePrincipal(input).accountId;
  return operationHandlers({
    async createWebhook(input) {
      return { status: 201, result: await webhooks.create(owner(input), input.body) };
    },
    async listWebhooks(input) {
      const page = await webhooks.list(owner(input), input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
    async getWebhook(input) {
      return { result: await webhooks.get(owner(input), input.params.id) };
    },
    async updateWebhook(input) {
      return { result: await webhooks.update(owner(input), input.params.id, input.body) };
    },
    async deleteWebhook(input) {
      return { result: await webhooks.delete(owner(input), input.params.id) };
    },
    async rotateWebhookSecret(input) {
      return { result: await webhooks.rotateSecret(owner(input), input.params.id) };
    },
    async listWebhookDeliveries(input) {
      const page = await webhooks.deliveries(owner(input), input.params.id, input.query);
      return { result: page.items, resultInfo: resultInfo(page) };
    },
  });
}
