import { startServers } from '../../scripts/servers/index.ts';
import { startSystem } from '../../services/system.ts';
import { createLogger } from '../../shared/logger.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { benchConfig } from './bench-config.ts';

/**
 * The service under soak, in a process of its own so that its RSS is its alone: the whole system as `npm start`
 * composes it (gateway, core, indexer, worker in one process) on throwaway servers, stopped by SIGTERM. Prints one
 * line `SOAK_READY <json>` with what the load generator needs.
 */
runMain('soak service', async () => {
  const servers = await startServers({ mode: 'test' });
  try {
    const config = benchConfig(servers);
    const system = await startSystem({ config, logger: createLogger(config.logLevel, 'soak') });
    const ready = {
      url: system.url,
      pid: process.pid,
      mongodbUrl: config.mongodbUrl,
      mongodbDatabase: config.mongodbDatabase,
    };
    console.log(`SOAK_READY ${JSON.stringify(ready)}`);
    return async () => {
      await system.stop();
      await servers.stop();
    };
  } catch (error) {
    await servers.stop();
    throw error;
  }
});
