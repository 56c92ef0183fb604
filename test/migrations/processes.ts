import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createElasticsearchClient } from '../../shared/elasticsearch.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { deleteIndicesOf, listingsAliasOf } from '../indexer/fixtures.ts';
import { harness } from '../support/root-hooks.ts';

export interface Finished {
  code: number | null;
  output: string;
}

export const EXIT_WITHIN_MS = 90_000;

/** Runs a TypeScript entry as its own process until it exits (or kills it after EXIT_WITHIN_MS: code null). */
export function runToExit(entry: string, env: Record<string, string>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: new URL('../../', import.meta.url),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const kill = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve({ code, output: output.join('') });
    }),
  );
}

/** What a production role reads (the settings docker-compose requires), on the test servers with its own database and listings alias. */
export function productionEnv(database: string): Record<string, string> {
  const { servers } = harness();
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    MONGODB_URL: servers.mongodbUrl,
    MONGODB_DATABASE: database,
    ELASTICSEARCH_URL: servers.elasticsearchUrl,
    LISTINGS_INDEX_ALIAS: listingsAliasOf(database),
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SERVICE_TOKEN: randomBytes(24).toString('hex'),
    PUBLIC_BASE_URL: 'https://marketplace.example',
    SMTP_URL: servers.smtpUrl,
    PAYMENTS_SANDBOX: 'true',
  };
}

/**
 * A throwaway database for the suite (`<prefix>_<random>`), connected before its tests and dropped after them with the
 * listings indices built for it.
 */
export function useThrowawayDatabase(prefix: string): { name: string; mongo: () => MongoConnection } {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  let mongo: MongoConnection | undefined;
  before(async () => {
    mongo = await connectMongo(harness().servers.mongodbUrl, name);
  });
  after(async () => {
    await mongo?.db.dropDatabase();
    await mongo?.client.close();
    const elasticsearch = createElasticsearchClient(harness().servers.elasticsearchUrl);
    await deleteIndicesOf(elasticsearch, listingsAliasOf(name)).finally(() => elasticsearch.close());
  });
  return {
    name,
    mongo: () => {
      if (!mongo) throw new Error(`the database ${name} is connected in the suite's before hook`);
      return mongo;
    },
  };
}
