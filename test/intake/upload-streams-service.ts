import { loadConfig } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { runMain } from '../../shared/process/run-main.ts';
import { startSystem } from '../../services/system.ts';

/**
 * The whole service in a process of its own (upload-streams.test.ts): a body that ended the process would end this
 * one, not the mocha run, so the test can tell it.
 */
runMain('upload-streams service', async () => {
  const config = loadConfig();
  const system = await startSystem({ config, logger: createLogger(config.logLevel, 'upload-streams') });
  return () => system.stop();
});
