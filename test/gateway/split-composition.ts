import type { Server } from 'node:http';
import { systemClock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { createLogger, type Logger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { createServiceServer } from '../../shared/service/http-server.ts';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { remoteServiceHandlers } from '../../services/gateway/remote-services.ts';
import { healthOf } from '../../shared/readiness.ts';
import { harness } from '../support/root-hooks.ts';

export interface SplitComposition {
  /** The gateway's base URL. */
  baseUrl: string;
  /** The core's own process, which a test may stop. */
  coreServer: Server;
  /** Where the core's own process listens, called with SPLIT_SERVICE_TOKEN. */
  coreUrl: string;
  stop(): Promise<void>;
}

/** The service token between the split gateway and its services. */
export const SPLIT_SERVICE_TOKEN = 'test-service-token';

/**
 * The docker-compose composition on loopback: a core and an (empty) catalog service process, and a gateway that
 * calls them over HTTP with the service token, all on the harness's database (with the harness's configuration and
 * a silent log unless given others).
 */
export async function startSplitComposition(
  options: { config?: Partial<Config>; logger?: Logger } = {},
): Promise<SplitComposition> {
  const logger = options.logger ?? createLogger('silent', 'test');
  const serviceToken = SPLIT_SERVICE_TOKEN;
  const { mongo } = harness();
  const config = { ...harness().config, ...options.config };
  const core = createCore({ db: mongo.db, clock: systemClock, config });
  const coreServer = createServiceServer({
    handlers: core.handlers,
    serviceToken,
    logger,
    health: async () => healthOf(await core.ready()),
  });
  const catalogServer = createServiceServer({ handlers: {}, serviceToken, logger, health: async () => healthOf({}) });
  const coreUrl = await listen(coreServer, '127.0.0.1', 0);
  const services = remoteServiceHandlers({
    coreUrl,
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
    coreUrl,
    async stop() {
      await close(gatewayServer);
      await services.close();
      await close(coreServer);
      await close(catalogServer);
      await core.close();
    },
  };
}
