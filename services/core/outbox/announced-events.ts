import type { Collection, Document } from 'mongodb';
import { ensureIndex } from '../../../shared/mongo.ts';
import { eventRecord, type EventName, type EventRecord } from './types.ts';

/**
 * The outbox in the document: a document written once by an operation that changes it alone carries the events that
 * write announces, so the change and its events are one atomic write. The relay publishes them right after the
 * write; after a crash, the sweep finds them by `announcedAt` (AnnouncedEventsSweep). They are never cleared: on a
 * server whose updates rewrite the whole document after reading it (FerretDB), a clear could put back a concurrent
 * owner's write, so the sweep reads each document once, by a checkpoint, instead of reading those still pending.
 */
export interface AnnouncedEvents {
  /** As the relay appends them: each `_id` made at write time becomes the record's `key` (OutboxRepository.appendOnce). */
  announcedEvents: EventRecord[];
  /** When the write was made (the writer's clock): what the sweep reads by. */
  announcedAt: Date;
}

/** The collections whose documents carry announced events; each declares the sweep's index (ensureAnnouncedIndex). */
export const ANNOUNCING_COLLECTIONS = ['deals', 'bids', 'answers', 'reviews', 'credit_ledger'] as const;

/** The sweep's index: sparse, so documents that never announced anything are not in it. */
export async function ensureAnnouncedIndex<T extends Document>(collection: Collection<T>): Promise<void> {
  await ensureIndex(collection, { announcedAt: 1 }, { name: 'announced_at', sparse: true });
}

/** The fields that make a document written at `now` carry one event to `audience`. */
export function announcing(
  event: EventName,
  payload: Record<string, unknown>,
  delivery: { audience: readonly string[]; now: Date },
): AnnouncedEvents {
  return { announcedEvents: [eventRecord(event, payload, delivery)], announcedAt: delivery.now };
}
