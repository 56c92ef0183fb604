import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { prepareCategoryAliases } from './category-aliases.ts';
import { ensureDatabaseEpoch } from './database-identity.ts';
import { inspectListingIndex } from './index-verdict.ts';
import { removeOrphanedIndices } from './orphaned-indices.ts';
import { rebuildingAlone } from './rebuild-lease.ts';
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
  const live = verdict.problem || !verdict.index ? await rebuildListingIndex(deps) : verdict.index;
  await removeOrphanedIndices(deps);
  return live;
}

/**
 * Rebuilds the index behind the alias, one process at a time (rebuildingAlone): a migration that waited for another's
 * turn keeps the index that one made live when this code accepts it.
 */
async function rebuildListingIndex(deps: PrepareIndexDeps): Promise<string> {
  return rebuildingAlone(deps, async (turn) => {
    const verdict = await inspectListingIndex(deps);
    if (!verdict.problem && verdict.index) {
      deps.logger.info({ index: verdict.index }, 'another process rebuilt the listings index meanwhile; keeping it');
      return verdict.index;
    }
    deps.logger.warn(
      { verdict },
      `the listings index must be rebuilt (${verdict.problem}); reindexing into a new index`,
    );
    const result = await reindexListings({ ...deps, beforeSwap: () => turn.confirmHeld() });
    deps.logger.info(
      {
        index: result.index,
        written: result.written,
        caughtUp: result.caughtUp,
        refused: result.refused.count,
        health: result.health,
        merged: result.merged,
        documentsPerSecond: result.documentsPerSecond,
      },
      'listings reindexed',
    );
    return result.index;
  });
}
