import { setTimeout as pause } from 'node:timers/promises';
import { AppError } from './errors/app-error.ts';

/** How often an append re-reads the log after another writer took the next sequence, before giving up. */
const MAX_APPEND_ATTEMPTS = 50;
/** The upper bound of the random pause between attempts, which spreads writers that collided. */
const MAX_RETRY_JITTER_MS = 5;

/**
 * An append-only log whose entries carry a sequence under a unique index (and running totals computed from
 * the entry before), so that two concurrent writers cannot both extend it from the same entry.
 */
export interface SequencedLog<T> {
  /** The entry an earlier append of the same id wrote, for a keyed append; null when there is none. */
  appended?: () => Promise<T | null>;
  /** The entry with the highest sequence, or null for an empty log. */
  latest(): Promise<T | null>;
  /** The entry that follows `latest`; may throw to refuse the append (a limit it would exceed). */
  next(latest: T | null): T;
  /** Inserts the entry; false when another writer already took its sequence or its id. */
  insert(entry: T): Promise<boolean>;
  /** What the 503 says when concurrent writers kept taking the next sequence. */
  busy: string;
}

/**
 * Appends the next entry of the log: reads the latest, inserts its successor, and reads again when another
 * writer was first. A keyed append that finds its entry answers it instead of appending again.
 */
export async function appendNextInSequence<T>(log: SequencedLog<T>): Promise<T> {
  for (let attempt = 1; attempt <= MAX_APPEND_ATTEMPTS; attempt += 1) {
    const appended = log.appended ? await log.appended() : null;
    if (appended) return appended;
    const entry = log.next(await log.latest());
    if (await log.insert(entry)) return entry;
    await pause(Math.random() * MAX_RETRY_JITTER_MS);
  }
  throw new AppError('service_unavailable', { message: log.busy, headers: { 'retry-after': '1' } });
}
