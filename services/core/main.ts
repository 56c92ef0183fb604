import { systemClock } from '../../shared/clock.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { remoteHandlers } from '../../shared/service/remote-handlers.ts';
import { createServiceServer } from '../../shared/service/http-server.ts';
import { requireMigratedIndexes } from '../indexes.ts';
import { createCore } from './index.ts';
import { healthOf } from '../../shared/readiness.ts';
import { registerCoreMetrics } from './core-metrics.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { countEmbeddingFailures } from '../../shared/observability/dependency-failures.ts';

/**
 * The core as its own process: refuses a database `npm run migrate` has not brought to this release's indexes (the
 * migration is a deploy step, never a side effect of a boot), then serves its handlers to the gateway.
 */
runMain('core', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'core');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  await requireMigratedIndexes(mongo.db);
  // The concierge searches the catalog as clients do: through its process, when this deployment runs one apart.
  const catalog =
    config.catalogUrl && config.serviceToken
      ? remoteHandlers(config.catalogUrl, ['searchCatalog'], config.serviceToken)
      : null;
  const metrics = new Metrics('core');
  const core = createCore({
    db: mongo.db,
    clock: systemClock,
    config,
    logger,
    embeddings: countEmbeddingFailures(createEmbeddingsClient(config.embeddings), metrics),
    ...(catalog ? { catalogSearch: catalog.handlers.searchCatalog } : {}),
  });
  const server = createServiceServer({
    handlers: core.handlers,
    serviceToken: config.serviceToken,
    previousServiceToken: config.previousServiceToken,
    logger,
    health: async () => {
      // Without the embedding server the core serves everything still (search matches q by its words): it is reported,
      // never a reason to take the core out of service.
      const { embeddings, ...required } = await core.ready();
      return healthOf(required, { embeddings });
    },
    metrics,
  });
  registerCoreMetrics(metrics, { db: mongo.db, repositories: core.repositories, clock: systemClock });
  const appending = core.repositories.outboxAppenders.keepRegistered();
  logger.info({ url: await listen(server, config.host, config.port) }, 'core listening');
  return async () => {
    await close(server);
    appending.stop();
    await catalog?.close();
    await core.close();
    await mongo.client.close();
  };
});
