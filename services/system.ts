import type { Server } from 'node:http';
import { ListingIndexer } from '../indexer/outbox-consumer.ts';
import { IndexGuard } from '../indexer/index-guard.ts';
import { indexerReadiness } from '../indexer/readiness.ts';
import { systemClock, type Clock } from '../shared/clock.ts';
import type { Config } from '../shared/config.ts';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import type { Logger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { mergeHandlers } from '../shared/service/merge-handlers.ts';
import { close, listen } from '../shared/process/listen.ts';
import { createEmbeddingsClient } from '../shared/embeddings/embeddings-client.ts';
import { createCatalog } from './catalog/index.ts';
import { createCore } from './core/index.ts';
import { createGatewayServer } from './gateway/gateway.ts';
import { migrate } from './migrate.ts';
import { startWorkerRole } from './worker/worker-role.ts';
import type { DeliveryTimings } from './core/webhooks/delivery-timings.ts';
import type { SearchTimings } from './catalog/search/search-timings.ts';

export interface SystemOptions {
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** Where webhook deliveries' timings go (bench:webhooks); nothing is timed without it. */
  deliveryTimings?: DeliveryTimings;
  /** Where searches' and their question vectors' timings go (bench:semantic); nothing is timed without it. */
  searchTimings?: SearchTimings;
}

export interface RunningSystem {
  url: string;
  /** The gateway's HTTP server, for `inject()` (services/gateway/inject.ts) as well as for clients at `url`. */
  gateway: Server;
  stop(): Promise<void>;
}

/**
 * The local default: the migration (services/migrate.ts), then gateway, catalog, core, indexer and worker composed in
 * one process over the same handlers.
 */
export async function startSystem({
  config,
  logger,
  clock = systemClock,
  deliveryTimings,
  searchTimings,
}: SystemOptions): Promise<RunningSystem> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
  await migrate({ db: mongo.db, elasticsearch, alias: config.listingsAlias, clock, logger });
  const embeddings = createEmbeddingsClient(config.embeddings, searchTimings);
  const catalog = createCatalog({
    elasticsearch,
    index: config.listingsAlias,
    semantic: { embeddings, ranking: config.embeddings.ranking },
    searchTimings,
  });
  const core = createCore({
    db: mongo.db,
    clock,
    config,
    logger,
    catalogSearch: catalog.handlers.searchCatalog,
    embeddings,
  });
  const appending = core.repositories.outboxAppenders.keepRegistered();
  const indexer = new ListingIndexer({ db: mongo.db, elasticsearch, alias: config.listingsAlias, clock, logger });
  const indexGuard = new IndexGuard({ db: mongo.db, elasticsearch, alias: config.listingsAlias, logger, indexer });
  const server: Server = await createGatewayServer({
    config,
    db: mongo.db,
    clock,
    logger,
    credentialLookup: core.credentialLookup,
    serviceHandlers: mergeHandlers([core, catalog]),
    readiness: async () => ({
      ...(await core.ready()),
      ...(await catalog.ready()),
      indexer: await indexerReadiness(indexer),
    }),
  });
  const url = await listen(server, config.host, config.port);
  const worker = await startWorkerRole({ db: mongo.db, config, clock, logger, core, deliveryTimings });
  indexGuard.start();
  return {
    url,
    gateway: server,
    async stop() {
      await close(server);
      await indexGuard.stop();
      await worker.stop();
      appending.stop();
      await elasticsearch.close();
      await embeddings.close();
      await mongo.client.close();
    },
  };
}
