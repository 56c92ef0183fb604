import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { startServers, type RunningServers } from '../../scripts/servers/index.ts';
import { loadConfig, type Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';

export interface Harness {
  baseUrl: string;
  /** The same gateway as at `baseUrl`, for `inject()` without a socket (test/support/inject.ts). */
  gateway: Server;
  config: Config;
  servers: RunningServers;
  mongo: MongoConnection;
}

let current: Harness | undefined;
let system: RunningSystem | undefined;

/** The servers and the composed service that every suite shares; started once per mocha run. */
export function harness(): Harness {
  if (!current) throw new Error('the test harness is not started (is test/support/root-hooks.ts required?)');
  return current;
}

/** Configuration for a throwaway run: real bcrypt with few rounds, its own database, a free port. */
export function testConfig(servers: RunningServers, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      MONGODB_URL: servers.mongodbUrl,
      MONGODB_DATABASE: `test_${randomBytes(4).toString('hex')}`,
      ELASTICSEARCH_URL: servers.elasticsearchUrl,
      // Its own listings index too: an index is built from one database (see inspectListingIndex).
      LISTINGS_INDEX_ALIAS: `test-listings-${randomBytes(4).toString('hex')}`,
      EMBEDDINGS_URL: servers.embeddingsUrl,
      // Mails go to the run's Mailpit; tests read them through its API (test/support/mailpit.ts).
      SMTP_URL: servers.smtpUrl,
      AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
      BCRYPT_ROUNDS: '4',
      // Tests run their webhook receivers on loopback; the document's examples use a documentation address
      // (203.0.113.10) for a public host, which test/contract/request-examples.test.ts sends as they are.
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1,localhost,203.0.113.10',
      // Tests sign the Stripe events they deliver to the webhook with it.
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
      // Small enough that the intake tests' 50 MB hostile feed is refused quickly, large enough for their 10,000-item feed.
      INTAKE_FEED_MAX_BYTES: String(16 * 1024 * 1024),
    },
    overrides,
  );
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(15 * 60_000);
    const servers = await startServers({ mode: 'test' });
    // The shared system keeps the default alias, which suites that read the index straight from Elasticsearch use.
    const config = testConfig(servers, { listingsAlias: LISTINGS_ALIAS });
    system = await startSystem({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'test') });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    current = { baseUrl: system.url, gateway: system.gateway, config, servers, mongo };
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await system?.stop();
    await current?.mongo.client.close();
    await current?.servers.stop();
  },
};
