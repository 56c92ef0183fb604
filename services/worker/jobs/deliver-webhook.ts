import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import {
  type DeliveryTimings,
  WebhookDeliverer,
  WebhookDeliveriesRepository,
  WebhookSender,
  WebhookSubscriptionsRepository,
} from '../../core/for-roles.ts';
import { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { webhookTargetPolicy } from '../../../shared/fetching/target-policy.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';

export type WebhookDeliveryConfig = Pick<
  Config,
  'env' | 'dataEncryptionKey' | 'previousDataEncryptionKey' | 'webhooks'
>;

/** The deliverer a worker runs `deliver-webhook` jobs with; `scheduler` persists the retries. */
export function createWebhookDeliverer(deps: {
  db: Db;
  config: WebhookDeliveryConfig;
  clock: Clock;
  scheduler: JobScheduler;
  timings?: DeliveryTimings;
}): WebhookDeliverer {
  return new WebhookDeliverer({
    deliveries: new WebhookDeliveriesRepository(deps.db),
    subscriptions: new WebhookSubscriptionsRepository(deps.db),
    secrets: new SecretBox(deps.config.dataEncryptionKey, deps.config.previousDataEncryptionKey),
    sender: new WebhookSender({ targets: webhookTargetPolicy(deps.config), timeoutMs: deps.config.webhooks.timeoutMs }),
    scheduler: deps.scheduler,
    clock: deps.clock,
    timeoutMs: deps.config.webhooks.timeoutMs,
    timings: deps.timings,
  });
}
