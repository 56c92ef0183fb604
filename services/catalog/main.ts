import { loadConfig } from '../../shared/config.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { healthOf } from '../../shared/readiness.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { countElasticsearchFailures, countEmbeddingFailures } from '../../shared/observability/dependency-failures.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { createLogger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { createServiceServer } from '../../shared/service/http-server.ts';
import { createCatalog } from './index.ts';

/** The catalog as its own process, so that search scales apart from the core. */
runMain('catalog', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'catalog');
  const metrics = new Metrics('catalog');
  const elasticsearch = countElasticsearchFailures(createElasticsearchClient(config.elasticsearchUrl), metrics);
  const embeddings = countEmbeddingFailures(createEmbeddingsClient(config.embeddings), metrics);
  const catalog = createCatalog({
    elasticsearch,
    index: config.listingsAlias,
    semantic: { embeddings, ranking: config.embeddings.ranking },
  });
  const server = createServiceServer({
    handlers: catalog.handlers,
    serviceToken: config.serviceToken,
    previousServiceToken: config.previousServiceToken,
    logger,
    health: async () => healthOf(await catalog.ready()),
    metrics,
  });
  logger.info({ url: await listen(server, config.host, config.port) }, 'catalog listening');
  return async () => {
    await close(server);
    await elasticsearch.close();
    await embeddings.close();
  };
});
