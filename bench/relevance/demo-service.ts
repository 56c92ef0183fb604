import { startServers } from '../../scripts/servers/index.ts';
import { startSystem } from '../../services/system.ts';
import { createLogger } from '../../shared/logger.ts';
import { loadConfig } from '../../shared/config.ts';
import { testConfig } from '../../test/support/root-hooks.ts';
import { seedGeneratedCatalog } from './seed-catalog.ts';

export interface DemoService {
  url: string;
  /** Where it came from, for the report. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * The service at MARKETPLACE_URL when set (e.g. a running `npm start`); otherwise the whole service in this process
 * on throwaway servers (provisioned like `npm start`'s), seeded with `listings` listings of the demo data's generator.
 */
export async function startDemoService(marketplaceUrl: string | undefined, listings: number): Promise<DemoService> {
  if (marketplaceUrl)
    return {
      url: marketplaceUrl.replace(/\/+$/, ''),
      origin: `MARKETPLACE_URL ${marketplaceUrl}`,
      stop: async () => {},
    };
  const servers = await startServers({ mode: 'test' });
  try {
    const base = testConfig(servers, { logLevel: 'warn' });
    // EMBEDDINGS_SEARCH_WEIGHT and _MIN_SIMILARITY of the environment, so that runs can compare rankings.
    const ranking = loadConfig({
      ...process.env,
      MONGODB_URL: servers.mongodbUrl,
      ELASTICSEARCH_URL: servers.elasticsearchUrl,
    }).embeddings.ranking;
    const config = { ...base, embeddings: { ...base.embeddings, ranking } };
    const system = await startSystem({ config, logger: createLogger(config.logLevel, 'bench-relevance') });
    try {
      const seeded = await seedGeneratedCatalog(config, listings);
      return {
        url: system.url,
        origin: `in-process service on throwaway servers, seeded with the demo data's generator (${seeded})`,
        async stop() {
          await system.stop();
          await servers.stop();
        },
      };
    } catch (error) {
      await system.stop();
      throw error;
    }
  } catch (error) {
    await servers.stop();
    throw error;
  }
}
