import type { Client } from '@elastic/elasticsearch';
import { ConfigError, loadConfig } from '../shared/config.ts';
import { createElasticsearchClient } from '../shared/elasticsearch.ts';
import { createLogger, type Logger } from '../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../shared/mongo.ts';
import { commandEnvironment } from './local/dev-state.ts';

export interface CliContext {
  mongo: MongoConnection;
  elasticsearch: Client;
  logger: Logger;
  /** The listings alias of the configuration (LISTINGS_INDEX_ALIAS), what a command works on unless told another. */
  listingsAlias: string;
  close(): Promise<void>;
}

/**
 * The servers of the indexer's commands (`npm run reindex`, `npm run reconcile`): those of the environment
 * (MONGODB_URL, ...), or else those of a running `npm start`, as `npm run admin:create` finds them.
 * Logs warnings and worse unless LOG_LEVEL says otherwise, so that the command's own output stays readable.
 */
export async function openCliContext(name: string): Promise<CliContext> {
  const env = await commandEnvironment();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  const elasticsearch = createElasticsearchClient(config.elasticsearchUrl);
  return {
    mongo,
    elasticsearch,
    logger: createLogger(config.logLevel, name),
    listingsAlias: config.listingsAlias,
    async close() {
      await elasticsearch.close();
      await mongo.client.close();
    },
  };
}

/**
 * Prints what went wrong and ends the command with exit code 1. An expected refusal (`expected`) prints its
 * message, a configuration problem says how to get servers, anything else prints in full.
 */
export function failCommand(
  name: string,
  error: unknown,
  expected: ReadonlyArray<new (...args: never[]) => Error> = [],
): never {
  if (error instanceof ConfigError)
    console.error(`${name}: ${error.message}\n(or start the service with \`npm start\` first)`);
  else if (expected.some((kind) => error instanceof kind)) console.error(`${name}: ${(error as Error).message}`);
  else console.error(`${name}:`, error);
  process.exit(1);
}
