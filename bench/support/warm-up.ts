import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from 'mongodb';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import { OUTBOX_CONSUMER_KINDS, OUTBOX_CONSUMERS } from '../../services/core/outbox/outbox-pruning.ts';
import { OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
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
  const outbox = new OutboxRepository(db);
  const dispatcher = OUTBOX_CONSUMERS.webhookDispatcher;
  for (;;) {
    const { position, open } = await checkpoints.load(dispatcher);
    const behind = await outbox.backlogAfter(OUTBOX_CONSUMER_KINDS[dispatcher], position, 1);
    if (open.length === 0 && behind.count === 0) return;
    await delay(250);
  }
}
