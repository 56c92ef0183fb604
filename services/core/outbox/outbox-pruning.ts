import type { OutboxCheckpointsRepository } from './checkpoints.repository.ts';
import { positionAt } from './outbox-cursor.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** The checkpoint names of the outbox's consumers; a record goes only once all of them have passed it. */
export const OUTBOX_CONSUMERS = { indexer: 'indexer', webhookDispatcher: 'webhook-dispatcher' } as const;

/**
 * Records stay this long after they were appended even once consumed: a reindex replays the listing changes made
 * while it ran, and a workflow step that runs again shortly after finds its earlier append by key.
 */
export const PROCESSED_RETENTION_MS = 15 * 60_000;

/**
 * Deletes the records every consumer has passed (before its `sweptFrom` and its open records) that are older than the
 * retention, so the outbox holds what is in flight rather than its whole history. Nothing goes while a consumer has
 * never saved a checkpoint. Answers how many went.
 */
export async function pruneOutbox(deps: { outbox: Pick<OutboxRepository, 'pruneBefore'>; checkpoints: Pick<OutboxCheckpointsRepository, 'all'> }, now: Date): Promise<number> {
  const checkpoints = new Map((await deps.checkpoints.all()).map((checkpoint) => [checkpoint._id, checkpoint]));
  let before = positionAt(new Date(now.getTime() - PROCESSED_RETENTION_MS));
  for (const consumer of Object.values(OUTBOX_CONSUMERS)) {
    const checkpoint = checkpoints.get(consumer);
    if (!checkpoint) return 0;
    for (const kept of [checkpoint.sweptFrom, ...checkpoint.open]) if (kept < before) before = kept;
  }
  return deps.outbox.pruneBefore(before);
}
