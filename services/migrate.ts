import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import { prepareListingIndex } from '../indexer/prepare-index.ts';
import type { Clock } from '../shared/clock.ts';
import { LISTINGS_ALIAS } from '../shared/listings-index/document.ts';
import type { Logger } from '../shared/logger.ts';
import { ensureIndexes } from './indexes.ts';

export interface MigrateDeps {
  db: Db;
  elasticsearch: Client;
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
  const listingsIndex = await prepareListingIndex({ ...deps, alias: LISTINGS_ALIAS });
  deps.logger.info({ alias: LISTINGS_ALIAS, index: listingsIndex }, 'listings index prepared');
  return { mongoChanges, listingsIndex };
}
