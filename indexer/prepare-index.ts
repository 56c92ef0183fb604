import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { prepareCategoryAliases } from './category-aliases.ts';
import { ensureDatabaseEpoch } from './database-identity.ts';
import { inspectListingIndex } from './index-verdict.ts';
import { removeOrphanedIndices } from './orphaned-indices.ts';
import { reindexListings } from './reindex.ts';

export interface PrepareIndexDeps {
  db: Db;
  elasticsearch: Client;
  alias: string;
  clock: Clock;
  logger: Logger;
  registry?: FacetRegistry;
}

/**
 * The migration of the listings index (`npm run migrate`, and `npm start` before it serves): makes sure the alias
 * points at an index the indexer may write into (see inspectListingIndex). One that is missing, has another
 * mapping, was built from another database, or is ahead of this database (MongoDB restored from a backup) is
 * rebuilt from MongoDB with a reindex and an alias swap; search keeps answering from the old index until the swap.
 * Then deletes the indices interrupted reindexes left. The category aliases index beside it is created and filled
 * from MongoDB's merged proposals. Answers the listings index now live.
 */
export async function prepareListingIndex(deps: PrepareIndexDeps): Promise<string> {
  await prepareCategoryAliases(deps);
  await ensureDatabaseEpoch(deps.db, deps.clock.now());
  const verdict = await inspectListingIndex(deps);
  let live = verdict.index;
  if (verdict.problem || !live) {
    deps.logger.warn(
      { verdict },
      `the listings index must be rebuilt (${verdict.problem}); reindexing into a new index`,
    );
    const result = await reindexListings(deps);
    deps.logger.info(
      {
        index: result.index,
        written: result.written,
        caughtUp: result.caughtUp,
        refused: result.refused.count,
        health: result.health,
        documentsPerSecond: result.documentsPerSecond,
      },
      'listings reindexed',
    );
    live = result.index;
  }
  await removeOrphanedIndices(deps);
  return live;
}
