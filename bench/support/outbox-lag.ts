import type { Db } from 'mongodb';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import { OUTBOX_CONSUMER_KINDS, type OUTBOX_CONSUMERS } from '../../services/core/outbox/outbox-pruning.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';

type Consumer = (typeof OUTBOX_CONSUMERS)[keyof typeof OUTBOX_CONSUMERS];

/**
 * The outbox records a consumer has not finished: those of its kinds after its checkpoint (counted up to `cap`) and
 * those it holds open.
 */
export async function consumerLag(db: Db, consumer: Consumer, cap: number): Promise<number> {
  const { position, open } = await new OutboxCheckpointsRepository(db).load(consumer);
  const after = await new OutboxRepository(db).backlogAfter(OUTBOX_CONSUMER_KINDS[consumer], position, cap);
  return open.length + after.count;
}
