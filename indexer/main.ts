import { systemClock } from '../shared/clock.ts';
import { Metrics } from '../shared/observability/metrics.ts';
import { countElasticsearchFailures } from '../shared/observability/dependency-failures.ts';
import { loadConfig } from '../shared/config.ts';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { createHealthServer } from '../shared/process/health-server.ts';
import { close, listen } from '../shared/process/listen.ts';
import { runMain } from '../shared/process/run-main.ts';
import { ListingIndexer } from './outbox-consumer.ts';
import { IndexGuard } from './index-guard.ts';
import { indexerHealth } from './indexer-health.ts';

/**
 * The indexer process: drains the outbox into the listings index once `npm run migrate` has built one this code and
 * this database own (see IndexGuard); /health reports how far behind it is, or why it refuses.
 */
runMain('indexer', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'indexer');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const metrics = new Metrics('indexer');
  const elasticsearch = countElasticsearchFailures(createElasticsearchClient(config.elasticsearchUrl), metrics);
  const indexer = new ListingIndexer({
    db: mongo.db,
    elasticsearch,
    alias: config.listingsAlias,
    clock: systemClock,
    logger,
  });
  // The health port opens first; the guard starts consuming once the index is one this code and database own.
  const guard = new IndexGuard({ db: mongo.db, elasticsearch, alias: config.listingsAlias, logger, indexer });
  const health = createHealthServer(indexerHealth({ db: mongo.db, elasticsearch, indexer, guard }), metrics);
  logger.info({ url: await listen(health, config.host, config.port) }, 'indexer running');
  guard.start();
  return async () => {
    await guard.stop();
    await close(health);
    await elasticsearch.close();
    await mongo.client.close();
  };
});
