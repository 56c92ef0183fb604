import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from 'mongodb';
import type { Logger } from '../shared/logger.ts';
import { TermLease } from '../shared/term-lease.ts';
import { ReindexError } from './reindex-error.ts';

export const REBUILD_LEASES_COLLECTION = 'index_rebuild_leases';

/** A rebuild renews its lease every third of this; a process that died is waited for this long at most. */
const LEASE_MS = 60_000;
/** How often a rebuild waiting for its turn asks again. */
const WAIT_MS = 1_000;

export interface RebuildLeaseDeps {
  db: Db;
  alias: string;
  logger: Logger;
  leaseMs?: number;
  waitMs?: number;
  /** Where expiry is judged: the database's time, but in tests. */
  now?: () => Promise<Date>;
}

/** The turn of one rebuild. */
export interface RebuildTurn {
  /** Renews the lease; throws when it ran out meanwhile (another process may be rebuilding): call it before the swap. */
  confirmHeld(): Promise<void>;
}

/**
 * Runs `work` while this process alone rebuilds the index behind `alias`. Two deploys migrating at once, or a reindex
 * started during a migration, take turns instead of racing for the alias (the later swap would delete the index the
 * earlier one had just made live). Waits while another process holds the lease, until it releases it or, when it
 * died, until the lease expires; renews the lease while `work` runs and releases it after.
 */
export async function rebuildingAlone<T>(deps: RebuildLeaseDeps, work: (turn: RebuildTurn) => Promise<T>): Promise<T> {
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const lease = new TermLease({
    db: deps.db,
    collection: REBUILD_LEASES_COLLECTION,
    name: deps.alias,
    owner: `${hostname()}:${process.pid}:${randomUUID()}`,
    leaseMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const term = await untilHeld(lease, deps);
  let renewing = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = lease
      .hold()
      .then((held) => {
        if (held !== term)
          deps.logger.warn({ alias: deps.alias }, 'the rebuild lease ran out; the swap will be refused');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error, alias: deps.alias }, 'cannot renew the rebuild lease'));
  }, leaseMs / 3);
  const turn: RebuildTurn = {
    async confirmHeld() {
      await renewing;
      // The same term, not merely a term: one taken again after a lapse may have let another rebuild swap meanwhile.
      if ((await lease.hold()) !== term)
        throw new ReindexError(
          `the rebuild lease of ${deps.alias} ran out before the swap (another process may be rebuilding it); the new index was dropped`,
        );
    },
  };
  try {
    return await work(turn);
  } finally {
    clearInterval(renewal);
    await renewing;
    await lease.release();
  }
}

/** The term taken. */
async function untilHeld(lease: TermLease, deps: RebuildLeaseDeps): Promise<number> {
  let logged = false;
  for (let term = await lease.hold(); ; term = await lease.hold()) {
    if (term !== null) return term;
    if (!logged) {
      deps.logger.info(
        { alias: deps.alias, holder: await lease.holder() },
        'another process is rebuilding this listings index; waiting for its turn',
      );
      logged = true;
    }
    await delay(deps.waitMs ?? WAIT_MS);
  }
}
