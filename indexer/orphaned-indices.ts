import type { Client } from '@elastic/elasticsearch';
import type { Db } from 'mongodb';
import type { Clock } from '../shared/clock.ts';
import type { Logger } from '../shared/logger.ts';
import { IndexerOutbox } from './indexer-outbox.ts';
import { indicesOf } from './listing-index.ts';
import { HOLD_RENEW_MS } from './reindex.ts';

/** Covers the moment between a reindex creating its index and taking the hold named after it. */
export const ORPHAN_GRACE_MS = 60_000;

/** A hold not renewed for this long (six renewals missed) belongs to a reindex that died. */
export const STALE_HOLD_MS = 6 * HOLD_RENEW_MS;

export interface OrphanCleanupDeps {
  db: Db;
  elasticsearch: Client;
  alias: string;
  clock: Clock;
  logger: Logger;
}

/**
 * Deletes the listings indices an interrupted reindex left: `<alias>-v<n>` indices not behind the alias, not kept on
 * purpose (`npm run reindex -- --keep-old`), older than ORPHAN_GRACE_MS, and with no reindex hold renewed within
 * STALE_HOLD_MS (a running reindex renews the hold named after its index every HOLD_RENEW_MS, so its index is never
 * taken). The stale holds go too. Answers the indices deleted.
 */
export async function removeOrphanedIndices(deps: OrphanCleanupDeps): Promise<string[]> {
  const now = deps.clock.now().getTime();
  const outbox = new IndexerOutbox(deps.db);
  const holds = await outbox.reindexHolds();
  const stale = holds.filter((hold) => now - hold.renewedAt.getTime() >= STALE_HOLD_MS);
  const building = new Set(holds.filter((hold) => !stale.includes(hold)).map((hold) => hold.index));
  const live = new Set(await indicesOf(deps.elasticsearch, deps.alias));
  const name = new RegExp(`^${deps.alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-v\\d+$`);
  const found = await deps.elasticsearch.indices.get({ index: `${deps.alias}-v*` });
  const orphans = Object.entries(found)
    .filter(([index]) => name.test(index) && !live.has(index) && !building.has(index))
    .filter(([, state]) => state.mappings?._meta?.kept !== true)
    .filter(([, state]) => now - Number(state.settings?.index?.creation_date ?? now) >= ORPHAN_GRACE_MS)
    .map(([index]) => index);
  if (orphans.length > 0) {
    deps.logger.warn({ alias: deps.alias, orphans }, 'deleting listings indices left by interrupted reindexes');
    await deps.elasticsearch.indices.delete({ index: orphans }, { ignore: [404] });
  }
  for (const hold of stale) await outbox.releaseHold(hold.hold);
  return orphans;
}
