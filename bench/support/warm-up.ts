import { setTimeout as delay } from 'node:timers/promises';
import type { Db, Filter } from 'mongodb';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import { OUTBOX_CONSUMERS } from '../../services/core/outbox/outbox-pruning.ts';
import { OUTBOX_COLLECTION } from '../../services/core/outbox/outbox.repository.ts';
import type { OutboxRecord } from '../../services/core/outbox/types.ts';
import { send } from './search-check.ts';
import { gatewaySearchRequests } from './search-requests.ts';

/**
 * Waits until a service just started has embedded its facet vocabularies. Every process with a catalog starts that
 * at once (VocabularyMeaning.warmUp): some seconds of the embedding server's work on every core of this machine, which
 * a bench measuring meanwhile would share the machine with. The first question asked waits for those vectors, so
 * its answer marks the end.
 */
export async function untilVocabularyEmbedded(baseUrl: string): Promise<void> {
  const [question] = gatewaySearchRequests([{ q: 'a bicycle for commuting' }]);
  const response = await send(baseUrl, question!);
  if (!response.ok) throw new Error(`POST ${question!.path} answered ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/**
 * Waits until the webhook dispatcher has fanned out every event appended so far: a bench side measured while the
 * dispatcher still catches up on the previous side's events would share the database with that work.
 */
export async function untilEventsFannedOut(db: Db): Promise<void> {
  const checkpoints = new OutboxCheckpointsRepository(db);
  const outbox = db.collection<OutboxRecord>(OUTBOX_COLLECTION);
  for (;;) {
    const { position, open } = await checkpoints.load(OUTBOX_CONSUMERS.webhookDispatcher);
    const behind = await outbox.findOne({ kind: 'event', _id: { $gt: position } } as Filter<OutboxRecord>, {
      projection: { _id: 1 },
    });
    if (open.length === 0 && !behind) return;
    await delay(250);
  }
}
