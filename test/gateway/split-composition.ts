import type { Server } from 'node:http';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { createServiceServer } from '../../shared/service/http-server.ts';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { remoteServiceHandlers } from '../../services/gateway/remote-services.ts';
import { harness } from '../support/root-hooks.ts';

export interface SplitComposition {
  /** The gateway's base URL. */
  baseUrl: string;
  /** The core's own process, which a test may stop. */
  coreServer: Server;
  stop(): Promise<void>;
}

/**
 * The docker-compose composition on loopback: a core and an (empty) catalog service process, and a gateway that
 * calls them over HTTP with the service token, all on the harness's database.
 */
export async function startSplitComposition(): Promise<SplitComposition> {
  const logger = createLogger('silent', 'test');
  const serviceToken = 'test-service-token';
  const { mongo, config } = harness();
  const core = createCore({ db: mongo.db, clock: systemClock, config });
  const coreServer = createServiceServer({ handlers: core.handlers, serviceToken, logger, health: core.ready });
  const catalogServer = createServiceServer({ handlers: {}, serviceToken, logger, health: async () => ({}) });
  const services = remoteServiceHandlers({
    coreUrl: await listen(coreServer, '127.0.0.1', 0),
    catalogUrl: await listen(catalogServer, '127.0.0.1', 0),
    serviceToken,
  });
  const gatewayServer = await createGatewayServer({
    config,
    db: mongo.db,
    clock: systemClock,
    logger,
    credentialLookup: core.credentialLookup,
    serviceHandlers: services.handlers,
    readiness: core.ready,
  });
  return {
    baseUrl: await listen(gatewayServer, '127.0.0.1', 0),
    coreServer,
    async stop() {
      await close(gatewayServer);
      await services.close();
      await close(coreServer);
      await close(catalogServer);
    },
  };
}
