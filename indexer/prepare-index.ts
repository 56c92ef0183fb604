import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import type { FacetRegistry } from '../shared/facets/registry.ts';
import { prepareCategoryAliases } from './category-aliases.ts';
import { ensureListingIndex, listingIndexState } from './listing-index.ts';
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
 * Run once at boot, before the indexer starts: makes sure the alias exists and that the index behind it
 * has the mapping this code generates. An index built by an older version (another mappingVersion, or
 * none) is rebuilt at once with a reindex and an alias swap, so that `npm start` on an existing database
 * just works; search keeps answering from the old index until the swap. The category aliases index beside it is
 * created and filled from MongoDB's merged proposals. Answers the listings index now live.
 */
export async function prepareListingIndex(deps: PrepareIndexDeps): Promise<string> {
  await prepareCategoryAliases(deps);
  await ensureListingIndex(deps.elasticsearch, deps.alias, deps.registry);
  const state = await listingIndexState(deps.elasticsearch, deps.alias, deps.registry);
  if (state.index && state.mappingVersion === state.expected.mappingVersion) return state.index;
  deps.logger.warn(
    {
      alias: deps.alias,
      index: state.index,
      mappingVersion: state.mappingVersion,
      expected: state.expected.mappingVersion,
    },
    'the listings index was built with another mapping; reindexing into a new index',
  );
  const result = await reindexListings(deps);
  deps.logger.info(
    {
      index: result.index,
      written: result.written,
      caughtUp: result.caughtUp,
      refused: result.refused.count,
      documentsPerSecond: result.documentsPerSecond,
    },
    'listings reindexed',
  );
  return result.index;
}
