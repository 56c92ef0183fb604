import { systemClock } from '../../shared/clock.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { probe } from '../../shared/readiness.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { createHealthServer } from '../../shared/process/health-server.ts';
import { credentialLookupOn } from '../core/credential-lookup.ts';
import { elasticsearchHealth } from './elasticsearch-health.ts';
import { createGatewayServer } from './gateway.ts';
import { readinessVerdict } from './meta/index.ts';
import { remoteServiceHandlers } from './remote-services.ts';

/** The gateway as its own process: verifies credentials and keeps idempotency records itself, forwards operations. */
runMain('gateway', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'gateway');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const services = remoteServiceHandlers(config);
  const metrics = new Metrics('gateway');
  const readiness = async () => ({
    mongodb: await probe(() => mongo.db.command({ ping: 1 })),
    elasticsearch: await probe(() => elasticsearchHealth(config.elasticsearchUrl)),
  });
  const server = await createGatewayServer({
    config,
    db: mongo.db,
    clock: systemClock,
    logger,
    credentialLookup: credentialLookupOn(mongo.db),
    serviceHandlers: services.handlers,
    readiness,
    metrics,
  });
  logger.info({ url: await listen(server, config.host, config.port) }, 'gateway listening');
  // Metrics on a port of their own, never the public one: an operator publishes it to Prometheus only.
  const ops =
    config.metricsPort === null
      ? null
      : createHealthServer(async () => {
          const dependencies = await readiness();
          return {
            healthy: readinessVerdict(dependencies).ready,
            report: { ...readinessVerdict(dependencies), dependencies },
          };
        }, metrics);
  if (ops) logger.info({ url: await listen(ops, config.host, config.metricsPort!) }, 'gateway ops port listening');
  return async () => {
    await close(server);
    if (ops) await close(ops);
    await services.close();
    await mongo.client.close();
  };
});
