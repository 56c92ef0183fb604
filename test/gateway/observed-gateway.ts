import type { Server } from 'node:http';
import { pino } from 'pino';
import { createCore } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { systemClock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import type { Logger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { harness } from '../support/root-hooks.ts';

/** A short body timeout, so that a test's dripping body is refused soon. */
export const TEST_BODY_TIMEOUT_MS = 1000;

export interface RecordingLogger {
  logger: Logger;
  /** What was logged at level error or above since the last call: unexpected failures of the service's own. */
  errorsLogged(): Array<Record<string, unknown>>;
}

/** A logger whose records (warnings and above) the test reads. */
export function recordingLogger(): RecordingLogger {
  const records: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void records.push(JSON.parse(line)) });
  return { logger, errorsLogged: () => records.splice(0).filter((record) => Number(record.level) >= 50) };
}

export interface ObservedGateway extends Pick<RecordingLogger, 'errorsLogged'> {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A gateway in front of the test core on the harness's database, with a short body timeout and a log the test reads. */
export async function startObservedGateway(overrides: Partial<Config> = {}): Promise<ObservedGateway> {
  const { mongo, config: harnessConfig } = harness();
  const config = { ...harnessConfig, bodyTimeoutMs: TEST_BODY_TIMEOUT_MS, ...overrides };
  const { logger, errorsLogged } = recordingLogger();
  const core = createCore({ db: mongo.db, clock: systemClock, config, logger });
  const server: Server = await createGatewayServer({
    config,
    db: mongo.db,
    clock: systemClock,
    logger,
    credentialLookup: core.credentialLookup,
    serviceHandlers: core.handlers,
    readiness: core.ready,
  });
  return { baseUrl: await listen(server, '127.0.0.1', 0), errorsLogged, stop: () => close(server) };
}
