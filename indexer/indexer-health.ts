import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { healthOf, probe, type Health } from '../shared/readiness.ts';
import type { IndexGuard } from './index-guard.ts';
import type { ListingIndexer } from './outbox-consumer.ts';
import { indexerReadiness } from './readiness.ts';

export interface IndexerHealthDeps {
  db: Db;
  elasticsearch: Client;
  indexer: Pick<ListingIndexer, 'lag' | 'role'>;
  guard: Pick<IndexGuard, 'state'>;
}

/**
 * The indexer process's /health: down when it cannot reach MongoDB or Elasticsearch, or while it refuses to consume
 * because the listings index is not one it may write into (`listingsIndex` says why and what to run). A lag is
 * reported, not a failure of the process. A standby (`lease: 'standby'`, another indexer consumes) is healthy: it
 * takes over when the active one stops renewing.
 */
export function indexerHealth(deps: IndexerHealthDeps): () => Promise<Health> {
  return async () => {
    const [mongodb, elasticsearch, lag] = await Promise.all([
      probe(() => deps.db.command({ ping: 1 })),
      probe(() => deps.elasticsearch.cluster.health()),
      indexerReadiness(deps.indexer),
    ]);
    const { verdict, consuming } = deps.guard.state();
    const listingsIndex = {
      status: verdict && !verdict.problem ? ('up' as const) : ('down' as const),
      latencyMs: 0,
    };
    return healthOf(
      { mongodb, elasticsearch, listingsIndex },
      {
        lease: deps.indexer.role(),
        lag,
        consuming,
        listingsIndex: verdict
          ? {
              index: verdict.index,
              problem: verdict.problem,
              reason: verdict.message,
              mappingVersion: verdict.mappingVersion,
              databaseEpoch: verdict.databaseEpoch,
              position: verdict.position,
            }
          : { reason: 'not inspected yet' },
      },
    );
  };
}
