import { systemClock } from '../../shared/clock.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { LoginFailuresRepository } from '../core/accounts/login-failures.repository.ts';
import { IdempotencyRepository } from '../gateway/idempotency/idempotency.repository.ts';
import { startWorker } from './worker.ts';

/** The scheduled-jobs process: Agenda against MongoDB. */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const agenda = await startWorker({
    db: mongo.db,
    logger,
    purge: {
      idempotencyRecords: new IdempotencyRepository(mongo.db),
      loginFailures: new LoginFailuresRepository(mongo.db),
      loginWindowSeconds: config.loginThrottle.windowSeconds,
      clock: systemClock,
    },
  });
  const health = createHealthServer(async () => ({ status: 'ok', mongodb: (await mongo.db.command({ ping: 1 })).ok === 1 }));
  await listen(health, config.host, config.port);
  return async () => {
    await agenda.stop();
    await close(health);
    await mongo.client.close();
  };
});
