import type { Db } from 'mongodb';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { paymentsHandlers } from './handlers.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { ProcessorEventRegistry } from './processor-events.ts';
import { SandboxPaymentProcessor } from './sandbox-processor.ts';
import { stripeClient } from './stripe-client.ts';
import { StripePaymentProcessor } from './stripe-processor.ts';
import { StripeWebhook } from './stripe-webhook.ts';

/** The sandbox processor's collection of movements, holds and settlements. */
export function paymentsRepositories(db: Db) {
  return { payments: new PaymentsRepository(db) };
}

export interface PaymentProcessorDeps {
  repositories: ReturnType<typeof paymentsRepositories> & { accounts: Pick<AccountsRepository, 'findById'> };
  config: { payments: Pick<Config['payments'], 'processor' | 'stripeSecretKey' | 'stripeApiBase'> };
  clock?: Clock;
}

/** The processor the configuration names: the sandbox unless STRIPE_SECRET_KEY is set. */
export function createPaymentProcessor({
  repositories,
  config,
  clock = systemClock,
}: PaymentProcessorDeps): PaymentProcessor {
  const { processor, stripeSecretKey, stripeApiBase } = config.payments;
  if (processor === 'sandbox') return new SandboxPaymentProcessor({ payments: repositories.payments, clock });
  if (!stripeSecretKey)
    throw new Error('the stripe payment processor needs config.payments.stripeSecretKey (STRIPE_SECRET_KEY)');
  return new StripePaymentProcessor({
    stripe: stripeClient(stripeSecretKey, stripeApiBase),
    accounts: repositories.accounts,
    payments: repositories.payments,
    clock,
  });
}

export interface PaymentsDomainDeps extends PaymentProcessorDeps {
  config: Pick<Config, 'payments'>;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
  logger: Logger;
}

/**
 * The payment processor the deals and top-ups move money through, and the processor's later events: Stripe's
 * webhook deliveries, dispatched through `processorEvents` to the domain that owns each payment's subject.
 */
export function createPaymentsDomain(deps: PaymentsDomainDeps) {
  const processorEvents = new ProcessorEventRegistry();
  const webhook = new StripeWebhook({
    secret: deps.config.payments.stripeWebhookSecret,
    processorEvents,
    workflows: deps.workflows,
    clock: deps.clock,
    logger: deps.logger,
  });
  return { handlers: paymentsHandlers(webhook), processor: createPaymentProcessor(deps), processorEvents };
}
