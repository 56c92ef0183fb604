import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { startSystem } from '../../services/system.ts';

/** `npm start`'s composition (gateway, catalog, core, indexer and worker in one process) on the servers the environment names. */
runMain('all-in-one', async () => {
  const config = loadConfig();
  const system = await startSystem({ config, logger: createLogger(config.logLevel, 'marketplace-api') });
  return () => system.stop();
});
