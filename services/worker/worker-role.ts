import type { Db } from 'mongodb';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import type { Logger } from '../../shared/logger.ts';
import type { DeliveryTimings } from '../core/for-roles.ts';
import type { Core } from '../core/index.ts';
import { agendaJobScheduler } from '../../shared/jobs/job-scheduler.ts';
import { createWebhookDeliverer } from './jobs/deliver-webhook.ts';
import { startEventDispatcher } from './jobs/dispatch-events.ts';
import { purgeDeps } from './jobs/purge-expired-records.ts';
import { startWorker } from './worker.ts';

export interface WorkerRoleDeps {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** The domains whose deadlines and workflows the worker carries on. */
  core: Pick<Core, 'claimDeadlines' | 'workflows' | 'feedSources' | 'domainRechecks' | 'listingVectors'>;
  /** Where webhook deliveries' timings go (bench:webhooks); nothing is timed without it. */
  deliveryTimings?: DeliveryTimings;
}

/** The worker's duties, the same in `npm start` and in the worker process: Agenda's jobs and the event dispatcher. */
export async function startWorkerRole(deps: WorkerRoleDeps): Promise<{ stop(): Promise<void> }> {
  const { db, config, clock, logger, deliveryTimings: timings } = deps;
  const scheduler = agendaJobScheduler(db);
  const webhooks = createWebhookDeliverer({ db, config, clock, scheduler, timings });
  const agenda = await startWorker({
    db,
    logger,
    purge: purgeDeps(db, { loginWindowSeconds: config.loginThrottle.windowSeconds, clock }),
    webhooks,
    claims: deps.core.claimDeadlines,
    workflows: deps.core.workflows,
    feedSources: deps.core.feedSources,
    domains: deps.core.domainRechecks,
    listingVectors: deps.core.listingVectors,
  });
  const dispatcher = startEventDispatcher({ db, deliverer: webhooks, clock, logger, timings });
  return {
    async stop() {
      await dispatcher.stop();
      await agenda.stop();
    },
  };
}
