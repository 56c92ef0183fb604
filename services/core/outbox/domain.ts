import type { Db } from 'mongodb';
import { OutboxAppendersRepository } from './outbox-appenders.ts';
import { OutboxRepository } from './outbox.repository.ts';

/**
 * Infrastructure, not a domain: the outbox that every domain appends its events and listing changes to, in the
 * same write as the change; the worker delivers the events, the indexer the listing changes.
 */
export function outboxRepositories(db: Db) {
  return { outbox: new OutboxRepository(db), outboxAppenders: new OutboxAppendersRepository(db) };
}
