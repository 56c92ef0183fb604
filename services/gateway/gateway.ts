import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Db } from 'mongodb';
import { allScopes } from '../../shared/auth/scopes.ts';
import { createBearerVerifier, type CredentialLookup } from '../../shared/auth/bearer-verifier.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import type { Logger } from '../../shared/logger.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';
import { createGatewayApp } from './app.ts';
import { IdempotencyRepository } from './idempotency/idempotency.repository.ts';
import { metaHandlers, type Readiness } from './meta/index.ts';
import { OpenApiRouter } from './openapi/router.ts';

export interface GatewayDeps {
  config: Pick<Config, 'jwtSecret' | 'bodyLimitBytes' | 'idempotencyTtlSeconds'>;
  db: Db;
  clock: Clock;
  logger: Logger;
  credentialLookup: CredentialLookup;
  /** Handlers of the catalog and core services, in-process or remote. */
  serviceHandlers: ServiceHandlers;
  readiness: Readiness;
}

/** Assembles the gateway's HTTP server over whatever handlers it is given. */
export async function createGatewayServer(deps: GatewayDeps): Promise<Server> {
  const verifyBearer = createBearerVerifier({
    jwtSecret: deps.config.jwtSecret,
    lookup: deps.credentialLookup,
    clock: deps.clock,
    sessionScopes: allScopes(),
  });
  const app = createGatewayApp({
    router: await OpenApiRouter.create(),
    handlers: { ...deps.serviceHandlers, ...metaHandlers(deps.readiness) },
    verifyBearer,
    idempotencyRecords: new IdempotencyRepository(deps.db),
    idempotencyTtlSeconds: deps.config.idempotencyTtlSeconds,
    clock: deps.clock,
    logger: deps.logger,
    bodyLimitBytes: deps.config.bodyLimitBytes,
  });
  return createServer(app);
}
