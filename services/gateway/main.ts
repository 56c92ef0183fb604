import { systemClock } from '../../shared/clock.ts';
import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { probe } from '../../shared/readiness.ts';
import { credentialLookupOn } from '../core/accounts/credential-lookup.ts';
import { elasticsearchHealth } from './elasticsearch-health.ts';
import { createGatewayServer } from './gateway.ts';
import { remoteServiceHandlers } from './remote-services.ts';

/** The gateway as its own process: verifies credentials and keeps idempotency records itself, forwards operations. */
runMain('gateway', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'gateway');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const services = remoteServiceHandlers(config);
  const server = await createGatewayServer({
    config,
    db: mongo.db,
    clock: systemClock,
    logger,
    credentialLookup: credentialLookupOn(mongo.db),
    serviceHandlers: services.handlers,
    readiness: async () => ({
      mongodb: await probe(() => mongo.db.command({ ping: 1 })),
      elasticsearch: await probe(() => elasticsearchHealth(config.elasticsearchUrl)),
    }),
  });
  logger.info({ url: await listen(server, config.host, config.port) }, 'gateway listening');
  return async () => {
    await close(server);
    await services.close();
    await mongo.client.close();
  };
});
