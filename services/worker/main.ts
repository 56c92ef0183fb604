import { systemClock } from '../../shared/clock.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { registerJobMetrics } from '../../shared/jobs/job-metrics.ts';
import { healthOf, probe } from '../../shared/readiness.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { countEmbeddingFailures } from '../../shared/observability/dependency-failures.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { remoteHandlers } from '../../shared/service/remote-handlers.ts';
import { createCore } from '../core/index.ts';
import { startWorkerRole } from './worker-role.ts';

/** The scheduled-jobs process: Agenda against MongoDB. */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  // The worker resumes every domain's workflows, so it builds the domains; it serves none of their operations.
  // Concierge turns it resumes search the catalog through the catalog's process.
  const catalog =
    config.catalogUrl && config.serviceToken
      ? remoteHandlers(config.catalogUrl, ['searchCatalog'], config.serviceToken)
      : null;
  const metrics = new Metrics('worker');
  const core = createCore({
    db: mongo.db,
    clock: systemClock,
    config,
    logger,
    embeddings: countEmbeddingFailures(createEmbeddingsClient(config.embeddings), metrics),
    ...(catalog ? { catalogSearch: catalog.handlers.searchCatalog } : {}),
  });
  const worker = await startWorkerRole({ db: mongo.db, config, clock: systemClock, logger, core });
  const health = createHealthServer(
    async () => healthOf({ mongodb: await probe(() => mongo.db.command({ ping: 1 })) }),
    metrics,
  );
  registerJobMetrics(metrics, mongo.db, () => systemClock.now());
  await listen(health, config.host, config.port);
  return async () => {
    await worker.stop();
    await close(health);
    await catalog?.close();
    await core.close();
    await mongo.client.close();
  };
});
