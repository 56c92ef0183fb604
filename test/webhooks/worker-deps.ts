import type { Db } from 'mongodb';
import { createCore } from '../../services/core/index.ts';
import { claimDeadlinesOn } from '../../services/core/claims/claim-deadlines.ts';
import { WorkflowEngine } from '../../services/core/workflows/workflow-engine.ts';
import { WorkflowsRepository } from '../../services/core/workflows/workflows.repository.ts';
import { WebhookDeliveriesRepository } from '../../services/core/webhooks/deliveries.repository.ts';
import type { DeliveryDocument } from '../../services/core/webhooks/types.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { createWebhookDeliverer } from '../../services/worker/jobs/deliver-webhook.ts';
import { purgeDeps } from '../../services/worker/jobs/purge-expired-records.ts';
import type { WorkerDeps } from '../../services/worker/worker.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { newId } from '../../shared/ids.ts';
import { createLogger } from '../../shared/logger.ts';

/** The worker's real dependencies over `db`, with the clock (and configuration) a test chooses. */
export function workerDeps(db: Db, clock: Clock, config: Config): WorkerDeps {
  const logger = createLogger('silent', 'test');
  const core = createCore({ db, clock, config, logger });
  return {
    db,
    logger,
    purge: purgeDeps(db, { loginWindowSeconds: 900, clock }),
    webhooks: createWebhookDeliverer({ db, config, clock, scheduler: agendaJobScheduler(db) }),
    claims: claimDeadlinesOn(db, agendaJobScheduler(db), clock),
    workflows: new WorkflowEngine({ workflows: new WorkflowsRepository(db), clock, logger }),
    feedSources: core.feedSources,
    domains: core.domainRechecks,
    listingVectors: core.listingVectors,
  };
}

/** A pending delivery of a `deal.created` event, as the fan-out inserts it, for driving attempts by hand. */
export async function insertPendingDelivery(db: Db, subscription: { id: string; accountId: string }): Promise<string> {
  const eventId = newId('obx');
  const delivery: DeliveryDocument = {
    _id: `${eventId}#${subscription.id}`,
    eventId,
    subscriptionId: subscription.id,
    accountId: subscription.accountId,
    event: 'deal.created',
    payload: { deal: { id: 'dea_test' } },
    status: 'pending',
    attempts: [],
    createdAt: new Date(),
  };
  await new WebhookDeliveriesRepository(db).insertDeliveryOnce(delivery);
  return delivery._id;
}

/** The delivery document as stored. */
export function storedDelivery(db: Db, id: string): Promise<DeliveryDocument | null> {
  return new WebhookDeliveriesRepository(db).findById(id);
}
