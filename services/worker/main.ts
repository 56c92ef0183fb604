import { systemClock } from '../../shared/clock.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { createCore } from '../core/index.ts';
import { agendaJobScheduler } from './job-scheduler.ts';
import { createWebhookDeliverer } from './jobs/deliver-webhook.ts';
import { startEventDispatcher } from './jobs/dispatch-events.ts';
import { purgeDeps } from './jobs/purge-expired-records.ts';
import { startWorker } from './worker.ts';

/** The scheduled-jobs process: Agenda against MongoDB. */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const scheduler = agendaJobScheduler(mongo.db);
  // The worker resumes every domain's workflows, so it builds the domains; it serves none of their operations.
  const core = createCore({ db: mongo.db, clock: systemClock, config, logger });
  const webhooks = createWebhookDeliverer({ db: mongo.db, config, clock: systemClock, scheduler });
  const agenda = await startWorker({
    db: mongo.db,
    logger,
    purge: purgeDeps(mongo.db, { loginWindowSeconds: config.loginThrottle.windowSeconds, clock: systemClock }),
    webhooks,
    claims: core.claimDeadlines,
    workflows: core.workflows,
  });
  const dispatcher = startEventDispatcher({ db: mongo.db, scheduler, deliverer: webhooks, clock: systemClock, logger });
  const health = createHealthServer(async () => ({ status: 'ok', mongodb: (await mongo.db.command({ ping: 1 })).ok === 1 }));
  await listen(health, config.host, config.port);
  return async () => {
    await dispatcher.stop();
    await agenda.stop();
    await close(health);
    await mongo.client.close();
  };
});
