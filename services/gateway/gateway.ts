import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from 'mongodb';
import { allScopes } from '../../shared/auth/scopes.ts';
import { createBearerVerifier, type CredentialLookup } from '../../shared/auth/bearer-verifier.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import type { Logger } from '../../shared/logger.ts';
import type { Metrics } from '../../shared/observability/metrics.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';
import { createGatewayApp } from './app.ts';
import { discoveryHandlers } from './discovery/index.ts';
import { IdempotencyRepository } from './idempotency/idempotency.repository.ts';
import { metaHandlers, type Readiness } from './meta/index.ts';
import { OpenApiRouter } from './openapi/router.ts';

export interface GatewayDeps {
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'previousJwtSecret'
    | 'bodyLimitBytes'
    | 'bodyTimeoutMs'
    | 'idempotencyTtlSeconds'
    | 'publicBaseUrl'
    | 'trustedProxies'
  >;
  db: Db;
  clock: Clock;
  logger: Logger;
  credentialLookup: CredentialLookup;
  /** Handlers of the catalog and core services, in-process or remote. */
  serviceHandlers: ServiceHandlers;
  readiness: Readiness;
  metrics?: Metrics;
}

/** Assembles the gateway's HTTP server over whatever handlers it is given. */
export async function createGatewayServer(deps: GatewayDeps): Promise<Server> {
  const verifyBearer = createBearerVerifier({
    jwtSecret: deps.config.jwtSecret,
    previousJwtSecret: deps.config.previousJwtSecret,
    lookup: deps.credentialLookup,
    clock: deps.clock,
    sessionScopes: allScopes(),
  });
  let bound: string | undefined;
  // Read from the socket once it listens: the address does not change, and looking it up costs on every request.
  const baseUrl = () => deps.config.publicBaseUrl ?? (bound ??= boundUrl(server)) ?? 'http://localhost';
  const { app, onClientError } = createGatewayApp({
    router: await OpenApiRouter.create(),
    handlers: { ...deps.serviceHandlers, ...metaHandlers(deps.readiness), ...discoveryHandlers({ baseUrl }) },
    verifyBearer,
    idempotencyRecords: new IdempotencyRepository(deps.db),
    idempotencyTtlSeconds: deps.config.idempotencyTtlSeconds,
    clock: deps.clock,
    logger: deps.logger,
    bodyLimitBytes: deps.config.bodyLimitBytes,
    bodyTimeoutMs: deps.config.bodyTimeoutMs,
    trustedProxies: deps.config.trustedProxies,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    baseUrl,
  });
  const server = createServer(app);
  server.on('clientError', onClientError);
  return server;
}

/** Where the server listens, when PUBLIC_BASE_URL is not set; a gateway that never listened (inject()) has none yet. */
function boundUrl(server: Server): string | undefined {
  const address = server.address() as AddressInfo | null;
  if (!address) return undefined;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
