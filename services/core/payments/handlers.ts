import { operationHandlers, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { StripeWebhook } from './stripe-webhook.ts';

/** The processor's own calls to the service: Stripe's webhook deliveries, verified over the body exactly as sent. */
export function paymentsHandlers(webhook: StripeWebhook): ServiceHandlers {
  return operationHandlers({
    async receiveStripeWebhook(input) {
      return { result: await webhook.receive(input.rawBody ?? '', input.headers?.['stripe-signature']) };
    },
  });
}
