import type { Config } from '../../shared/config.ts';
import { remoteHandlers } from '../../shared/service/remote-handlers.ts';
import { operations } from './openapi/operations.ts';

/** Operations the gateway answers itself; the catalog takes the Catalog tag and the core everything else. */
const GATEWAY_TAGS = new Set(['Meta', 'Discovery']);
const CATALOG_TAG = 'Catalog';

/**
 * Handlers that forward each declared operation to the process that owns it (CORE_URL, CATALOG_URL); their results
 * stay serialized, since the gateway only writes them into its answers.
 */
export function remoteServiceHandlers(config: Pick<Config, 'coreUrl' | 'catalogUrl' | 'serviceToken'>) {
  if (!config.coreUrl || !config.catalogUrl || !config.serviceToken) {
    throw new Error(
      'the gateway process needs CORE_URL, CATALOG_URL and SERVICE_TOKEN (npm start runs everything in one process instead)',
    );
  }
  const forwarded = operations().filter((operation) => !GATEWAY_TAGS.has(operation.tag));
  const catalogIds = forwarded
    .filter((operation) => operation.tag === CATALOG_TAG)
    .map((operation) => operation.operationId);
  const coreIds = forwarded
    .filter((operation) => operation.tag !== CATALOG_TAG)
    .map((operation) => operation.operationId);
  const catalog = remoteHandlers(config.catalogUrl, catalogIds, config.serviceToken, { results: 'serialized' });
  const core = remoteHandlers(config.coreUrl, coreIds, config.serviceToken, { results: 'serialized' });
  return {
    handlers: { ...core.handlers, ...catalog.handlers },
    close: async () => {
      await core.close();
      await catalog.close();
    },
  };
}
