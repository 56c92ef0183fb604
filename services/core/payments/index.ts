import type { Db } from 'mongodb';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { operationHandlers, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { SandboxPaymentProcessor } from './sandbox-processor.ts';
import { stripeClient } from './stripe-client.ts';
import { StripePaymentProcessor } from './stripe-processor.ts';
import type { StripeWebhook } from './stripe-webhook.ts';

export type { PaymentProcessor, PaymentRecord } from './payment-processor.ts';
export { processorInfoView, processorMessages, type ProcessorInfoView } from './processor-info.ts';
export { StripeWebhook } from './stripe-webhook.ts';

/** The processor's own calls to the service: Stripe's webhook deliveries, verified over the body exactly as sent. */
export function paymentsHandlers(webhook: StripeWebhook): ServiceHandlers {
  return operationHandlers({
    async receiveStripeWebhook(input) {
      return { result: await webhook.receive(input.rawBody ?? '', input.headers?.['stripe-signature']) };
    },
  });
}

export interface PaymentProcessorDeps {
  db: Db;
  config: { payments: Pick<Config['payments'], 'processor' | 'stripeSecretKey' | 'stripeApiBase'> };
  clock?: Clock;
}

/** The processor the configuration names: the sandbox unless STRIPE_SECRET_KEY is set. */
export function createPaymentProcessor({ db, config, clock = systemClock }: PaymentProcessorDeps): PaymentProcessor {
  const payments = new PaymentsRepository(db);
  const { processor, stripeSecretKey, stripeApiBase } = config.payments;
  if (processor === 'sandbox') return new SandboxPaymentProcessor({ payments, clock });
  if (!stripeSecretKey) throw new Error('the stripe payment processor needs config.payments.stripeSecretKey (STRIPE_SECRET_KEY)');
  return new StripePaymentProcessor({ stripe: stripeClient(stripeSecretKey, stripeApiBase), accounts: new AccountsRepository(db), payments, clock });
}
