import type { RunningServers } from '../../scripts/servers/index.ts';
import type { Config } from '../../shared/config.ts';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import { testConfig } from '../../test/support/root-hooks.ts';

/**
 * A bench's configuration: a test configuration on the bench's own servers, quieter, with the listings index behind
 * the default alias, which the benches' straight-to-Elasticsearch requests read (their servers hold no other database).
 */
export function benchConfig(servers: RunningServers, overrides: Partial<Config> = {}): Config {
  return testConfig(servers, { logLevel: 'warn', listingsAlias: LISTINGS_ALIAS, ...overrides });
}
