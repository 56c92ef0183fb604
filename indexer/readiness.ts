import type { DependencyStatus } from '../shared/readiness.ts';
import type { IndexLag, ListingIndexer } from './outbox-consumer.ts';

/** Search may trail the listings by this much before readiness reports the indexer down. */
export const MAX_INDEX_LAG_MS = 60_000;

/**
 * The indexer as a readiness dependency: its lag, and down when the oldest pending change is too old.
 * Records set aside after repeated refusals (`failed`, see `npm run reconcile`) do not make it down.
 * Without the lag fields when the outbox could not be read.
 */
export interface IndexerStatus extends DependencyStatus, Partial<IndexLag> {}

export function indexerStatus(lag: IndexLag, latencyMs: number, maxLagMs: number = MAX_INDEX_LAG_MS): IndexerStatus {
  return { status: lag.oldestPendingAgeMs > maxLagMs ? 'down' : 'up', latencyMs, ...lag };
}

/** Reads the indexer's lag; down as well when the outbox cannot be read. */
export async function indexerReadiness(
  indexer: Pick<ListingIndexer, 'lag'>,
  maxLagMs: number = MAX_INDEX_LAG_MS,
): Promise<IndexerStatus> {
  const started = performance.now();
  try {
    const lag = await indexer.lag();
    return indexerStatus(lag, Math.round(performance.now() - started), maxLagMs);
  } catch {
    return { status: 'down', latencyMs: Math.round(performance.now() - started) };
  }
}
