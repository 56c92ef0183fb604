import { createHash } from 'node:crypto';
import { startServers } from './servers/index.ts';
import { loadConfig } from '../shared/config.ts';
import { createLogger } from '../shared/logger.ts';
import { runMain } from '../shared/process/run-main.ts';
import { startSystem } from '../services/system.ts';
import { clearDevState, devJwtSecret, writeDevState } from './local/dev-state.ts';
import { seedDemoData, seedSiteContent } from './local/seed-demo-data.ts';
import { startDataOf } from './local/start-options.ts';

/**
 * `npm start`: provisions missing local servers and starts the whole service in one process, on demo data that
 * every start resets to its seed (what visitors of a demo wrote never mixes with a user's data), or with
 * `--own-data` on the persistent data and no demo data.
 */
runMain('npm start', async () => {
  const data = startDataOf(process.argv.slice(2));
  const servers = await startServers({ mode: data === 'demo' ? 'demo' : 'dev' });
  try {
    const devSecret = await devJwtSecret();
    const config = loadConfig({
      ...process.env,
      MONGODB_URL: servers.mongodbUrl,
      ELASTICSEARCH_URL: servers.elasticsearchUrl,
      EMBEDDINGS_URL: servers.embeddingsUrl,
      SMTP_URL: servers.smtpUrl,
      AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET || devSecret,
      // Derived from the kept dev secret, so webhook secrets encrypted under it stay readable across restarts.
      DATA_ENCRYPTION_KEY:
        process.env.DATA_ENCRYPTION_KEY || createHash('sha256').update(`data-encryption:${devSecret}`).digest('hex'),
    });
    const logger = createLogger(config.logLevel, 'marketplace-api');
    const system = await startSystem({ config, logger });
    await writeDevState({
      mongodbUrl: config.mongodbUrl,
      mongodbDatabase: config.mongodbDatabase,
      elasticsearchUrl: config.elasticsearchUrl,
      embeddingsUrl: servers.embeddingsUrl,
      url: system.url,
      pid: process.pid,
    });
    const demo = data === 'demo' ? await seedDemoData(config) : await seedSiteContent(config).then(() => null);
    console.log(
      `\nMarketplace API ready at ${system.url}/v1   (health: ${system.url}/v1/health, index: ${system.url}/v1)`,
    );
    console.log(`Console at ${system.url}/console/   (sign in, approve what agents ask for)`);
    if (servers.mailpitUrl)
      console.log(`Mail inbox at ${servers.mailpitUrl}/   (every mail the service sends, e.g. magic links)`);
    if (demo) console.log(`Demo account: ${demo.email} / ${demo.password}`);
    console.log(
      data === 'demo'
        ? 'Demo data: whatever is written here is discarded at the next start. For your own data: npm start -- --own-data'
        : 'Your own data: kept across starts, no demo data. An administrator: npm run admin:create',
    );
    console.log('Press Ctrl-C to stop.\n');
    return async () => {
      await clearDevState();
      await system.stop();
      await servers.stop();
    };
  } catch (error) {
    await servers.stop();
    throw error;
  }
});
