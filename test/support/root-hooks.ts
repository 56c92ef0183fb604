import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers, type RunningServers, type ServerKindName } from '../../scripts/servers/index.ts';
import { loadConfig, type Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { declaredNeeds, planRun, type RunPlan } from './needs.ts';
import { partialHarness, type Harness } from './partial-harness.ts';

export type { Harness };

let current: Harness | undefined;
/** What this run started, to stop after it. */
let running: { servers: RunningServers; mongo?: MongoConnection; system?: RunningSystem } | undefined;

/**
 * The servers and the composed service that every suite shares; started once per mocha run. A run whose files all
 * declared needs() (test/support/needs.ts) has only the servers they declared, and no system.
 */
export function harness(): Harness {
  if (!current) throw new Error('the test harness is not started (is test/support/root-hooks.ts required?)');
  return current;
}

/** The harness's own connection to MongoDB, if this run started MongoDB (the budget hooks leave its calls out). */
export function harnessMongo(): MongoConnection | undefined {
  return running?.mongo;
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

const TEST_DIR = fileURLToPath(new URL('..', import.meta.url));

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(15 * 60_000);
    const plan = planRun(loadedFiles(this.test!.parent!), declaredNeeds(), TEST_DIR);
    process.stderr.write(`[test] ${describePlan(plan)}\n`);
    current = plan.system ? await startWholeSystem() : await startOnly(plan.servers);
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await running?.system?.stop();
    await running?.mongo?.client.close();
    await running?.servers.stop();
  },
};

async function startWholeSystem(): Promise<Harness> {
  const servers = await startServers({ mode: 'test' });
  running = { servers };
  // The shared system keeps the default alias, which suites that read the index straight from Elasticsearch use.
  const config = testConfig(servers, { listingsAlias: LISTINGS_ALIAS });
  const system = await startSystem({ config, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', 'test') });
  running.system = system;
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  running.mongo = mongo;
  return { baseUrl: system.url, gateway: system.gateway, config, servers, mongo };
}

async function startOnly(started: ServerKindName[]): Promise<Harness> {
  const servers = await startServers({ mode: 'test', only: started });
  running = { servers };
  if (started.includes('mongodb')) {
    running.mongo = await connectMongo(servers.mongodbUrl, `test_${randomBytes(4).toString('hex')}`);
  }
  return partialHarness({ started, servers, mongo: running.mongo });
}

/** The files mocha loaded: those of the root suite's suites and of its tests. */
function loadedFiles(root: Mocha.Suite): string[] {
  const files = [...root.suites, ...root.tests].map((runnable) => runnable.file);
  return [...new Set(files.filter((file): file is string => file !== undefined))];
}

function describePlan(plan: RunPlan): string {
  if (plan.system) {
    return `starting every server and the system: ${path.relative(process.cwd(), plan.undeclared)} declares no needs()`;
  }
  const servers = plan.servers.length === 0 ? 'no server' : `only ${plan.servers.join(', ')}`;
  return `every file declared needs(): starting ${servers}, no system`;
}
