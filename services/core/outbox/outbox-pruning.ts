import type { OutboxCheckpointsRepository } from './checkpoints.repository.ts';
import { positionAt } from './outbox-cursor.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { OutboxRecord } from './types.ts';

/** The checkpoint names of the outbox's consumers; a record goes only once all of them have passed it. */
export const OUTBOX_CONSUMERS = { indexer: 'indexer', webhookDispatcher: 'webhook-dispatcher' } as const;

/** The record kinds each consumer reads (its cursor's `kinds`); records of other kinds are not its backlog. */
export const OUTBOX_CONSUMER_KINDS = {
  [OUTBOX_CONSUMERS.indexer]: ['listing.changed', 'category.alias_changed'],
  [OUTBOX_CONSUMERS.webhookDispatcher]: ['event'],
} as const satisfies Record<string, readonly OutboxRecord['kind'][]>;

/**
 * Records stay this long after they were appended even once consumed, so that a workflow step run again finds its
 * earlier append by key: a runner that died is resumed after its 60 s lease by the resume job of every 30 s. A step
 * run later appends again, which repeats no work: the indexer writes external versions, and the dispatcher leaves out
 * events whose deliveries are stored. (A reindex keeps what it replays by a hold of its own.) Short, because the
 * outbox is a queue, not a history: what it holds is what its consumers' reads may cover.
 */
export const PROCESSED_RETENTION_MS = 3 * 60_000;

/** A checkpoint other than a consumer's (a reindex's hold) not saved for this long belongs to a run that died. */
export const ABANDONED_HOLD_MS = 24 * 3600_000;

/**
 * Deletes the records every consumer has passed (before its `sweptFrom` and its open records) that are older than the
 * retention, so the outbox holds what is in flight rather than its whole history. Other checkpoints hold records
 * too (a reindex holds the changes made since it started) until they are removed or abandoned. Nothing goes while a
 * consumer has never saved a checkpoint. Answers how many went.
 */
export async function pruneOutbox(
  deps: { outbox: Pick<OutboxRepository, 'pruneBefore'>; checkpoints: Pick<OutboxCheckpointsRepository, 'all'> },
  now: Date,
): Promise<number> {
  const checkpoints = await deps.checkpoints.all();
  const consumers: string[] = Object.values(OUTBOX_CONSUMERS);
  if (consumers.some((consumer) => !checkpoints.some((checkpoint) => checkpoint._id === consumer))) return 0;
  let before = positionAt(new Date(now.getTime() - PROCESSED_RETENTION_MS));
  for (const checkpoint of checkpoints) {
    if (!consumers.includes(checkpoint._id) && checkpoint.updatedAt.getTime() < now.getTime() - ABANDONED_HOLD_MS)
      continue;
    for (const kept of [checkpoint.sweptFrom, ...checkpoint.open]) if (kept < before) before = kept;
  }
  return deps.outbox.pruneBefore(before);
}
