import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from 'mongodb';
import { OUTBOX_CONSUMERS } from '../../services/core/outbox/outbox-pruning.ts';
import { consumerLag } from './outbox-lag.ts';
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
  while ((await consumerLag(db, OUTBOX_CONSUMERS.webhookDispatcher, 1)) > 0) await delay(250);
}
