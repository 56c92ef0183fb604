import { setTimeout as pause } from 'node:timers/promises';
import type { Db, Filter } from 'mongodb';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { harness } from './root-hooks.ts';

/**
 * The outbox records matching `filter` once `count` are there: an event a document carries is published by the
 * relay just after the reply (services/core/outbox/event-relay.ts). Fails after `timeoutMs` with what it found. A
 * suite running a system of its own passes that system's database.
 */
export async function publishedEvents(
  filter: Filter<EventRecord>,
  count = 1,
  { timeoutMs = 10_000, db = harness().mongo.db }: { timeoutMs?: number; db?: Db } = {},
): Promise<EventRecord[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await db.collection<EventRecord>('outbox').find(filter).toArray();
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`${found.length} of ${count} events published: ${JSON.stringify(filter)}`);
    await pause(25);
  }
}
