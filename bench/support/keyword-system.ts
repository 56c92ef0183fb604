import type { RunningServers } from '../../scripts/servers/index.ts';
import { startSystem } from '../../services/system.ts';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { benchConfig } from './bench-config.ts';

/**
 * The whole system in this process, for keyword search: without an embedding server the seed's listings, written
 * without vectors, are not embedded by the worker while the searches run (bench:semantic measures search by meaning).
 * With clients of its MongoDB database and Elasticsearch; `stop` stops it and drops the database.
 */
export async function startKeywordSystem(servers: RunningServers) {
  const base = benchConfig(servers);
  const config = { ...base, embeddings: { ...base.embeddings, url: null } };
  const logger = createLogger(config.logLevel, 'bench');
  const system = await startSystem({ config, logger });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
  return {
    config,
    logger,
    system,
    mongo,
    elasticsearch,
    async stop(): Promise<void> {
      // The system first: its workers read the database until they stop.
      await system.stop();
      await elasticsearch.close();
      await mongo.db.dropDatabase();
      await mongo.client.close();
    },
  };
}
