import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { prepareListingIndex } from '../indexer/prepare-index.ts';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import { ensureIndexes } from './indexes.ts';

export interface MigrateDeps {
  db: Db;
  elasticsearch: Client;
  /** The listings alias the index is prepared behind (LISTINGS_INDEX_ALIAS). */
  alias: string;
  clock: Clock;
  logger: Logger;
}

export interface MigrateResult {
  /** What changed in MongoDB (indexes created or dropped, data of earlier releases), nothing when up to date. */
  mongoChanges: string[];
  /** The listings index behind the alias once prepared. */
  listingsIndex: string;
}

/**
 * The migration step of a deploy (`npm run migrate`, compose's `migrate` service), run before the roles start;
 * `npm start`, the all-in-one system and the tests run it first too. MongoDB's indexes, then the listings index.
 */
export async function migrate(deps: MigrateDeps): Promise<MigrateResult> {
  const mongoChanges = await ensureIndexes(deps.db);
  deps.logger.info({ changes: mongoChanges }, 'MongoDB migrated');
  const listingsIndex = await prepareListingIndex(deps);
  deps.logger.info({ alias: deps.alias, index: listingsIndex }, 'listings index prepared');
  return { mongoChanges, listingsIndex };
}
