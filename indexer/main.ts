import { systemClock } from '../shared/clock.ts';
import { healthOf, probe } from '../shared/readiness.ts';
import { Metrics } from '../shared/observability/metrics.ts';
import { countElasticsearchFailures } from '../shared/observability/dependency-failures.ts';
import { loadConfig } from '../shared/config.ts';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { createHealthServer } from '../shared/process/health-server.ts';
import { close, listen } from '../shared/process/listen.ts';
import { runMain } from '../shared/process/run-main.ts';
import { LISTINGS_ALIAS } from '../shared/listings-index/document.ts';
import { ListingIndexer } from './outbox-consumer.ts';
import { prepareListingIndex } from './prepare-index.ts';
import { indexerReadiness } from './readiness.ts';

/** The indexer process: drains the outbox into the listings index; /health reports how far behind it is. */
runMain('indexer', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'indexer');
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const metrics = new Metrics('indexer');
  const elasticsearch = countElasticsearchFailures(createElasticsearchClient(config.elasticsearchUrl), metrics);
  const index = await prepareListingIndex({
    db: mongo.db,
    elasticsearch,
    alias: LISTINGS_ALIAS,
    clock: systemClock,
    logger,
  });
  const indexer = new ListingIndexer({
    db: mongo.db,
    elasticsearch,
    alias: LISTINGS_ALIAS,
    clock: systemClock,
    logger,
  });
  indexer.start();
  // Down when it cannot reach MongoDB or Elasticsearch; a lag is reported, not a failure of the process. A standby
  // (`lease: 'standby'`, another indexer consumes) is healthy: it takes over when the active one stops renewing.
  const health = createHealthServer(async () => {
    const [mongodb, search, lag] = await Promise.all([
      probe(() => mongo.db.command({ ping: 1 })),
      probe(() => elasticsearch.cluster.health()),
      indexerReadiness(indexer),
    ]);
    return healthOf({ mongodb, elasticsearch: search }, { lease: indexer.role(), lag });
  }, metrics);
  logger.info({ index, url: await listen(health, config.host, config.port) }, 'indexer running');
  return async () => {
    await indexer.stop();
    await close(health);
    await elasticsearch.close();
    await mongo.client.close();
  };
});
