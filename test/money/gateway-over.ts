import type { Core } from '../../services/core/index.ts';
import { createGatewayServer } from '../../services/gateway/gateway.ts';
import { systemClock } from '../../shared/clock.ts';
import { createLogger } from '../../shared/logger.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { harness } from '../support/root-hooks.ts';

/** A gateway of its own, on a free port, in front of `core` (over the test database): the edge a drilled core runs behind. */
export async function gatewayOver(core: Core): Promise<{ url: string; close(): Promise<void> }> {
  const { config, mongo } = harness();
  const server = await createGatewayServer({
    config,
    db: mongo.db,
    clock: systemClock,
    logger: createLogger('silent', 'drilled-gateway'),
    credentialLookup: core.credentialLookup,
    serviceHandlers: core.handlers,
    readiness: async () => ({}),
  });
  const url = await listen(server, '127.0.0.1', 0);
  return { url, close: () => close(server, 1_000) };
}
