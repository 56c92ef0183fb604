import type { Client } from '@elastic/elasticsearch';
import { probe } from '../../shared/readiness.ts';
import type { ServiceHandlers } from '../../shared/service/handlers.ts';

export interface CatalogDeps {
  elasticsearch: Client;
}

/** The search side on Elasticsearch. Its operations arrive with the catalog issue; until then they answer 501. */
export function createCatalog(deps: CatalogDeps) {
  const handlers: ServiceHandlers = {};
  return {
    handlers,
    async ready() {
      return { elasticsearch: await probe(() => deps.elasticsearch.cluster.health()) };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
