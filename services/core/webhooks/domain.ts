import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import { webhooksHandlers } from './handlers.ts';
import { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';
import { webhookTargetPolicy } from '../../../shared/fetching/target-policy.ts';
import { WebhooksService } from './webhooks.service.ts';

/** The collections of webhook subscriptions and of their deliveries (which the worker attempts). */
export function webhooksRepositories(db: Db) {
  return {
    webhookSubscriptions: new WebhookSubscriptionsRepository(db),
    webhookDeliveries: new WebhookDeliveriesRepository(db),
  };
}

export interface WebhooksDomainDeps {
  repositories: ReturnType<typeof webhooksRepositories>;
  config: Pick<Config, 'env' | 'webhooks' | 'dataEncryptionKey' | 'previousDataEncryptionKey'>;
  clock: Clock;
}

/** Webhook subscriptions of accounts and the record of their deliveries; the worker fans events out and delivers them. */
export function createWebhooksDomain({ repositories, config, clock }: WebhooksDomainDeps) {
  const webhooks = new WebhooksService({
    subscriptions: repositories.webhookSubscriptions,
    deliveries: repositories.webhookDeliveries,
    secrets: new SecretBox(config.dataEncryptionKey, config.previousDataEncryptionKey),
    targets: webhookTargetPolicy(config),
    clock,
  });
  return { handlers: webhooksHandlers(webhooks) };
}
