import type { Db } from 'mongodb';
import { TermLease, type LeaseTermDocument } from '../../../shared/term-lease.ts';
import { OutboxCheckpointsRepository } from './checkpoints.repository.ts';

export const LEASES_COLLECTION = 'outbox_leases';

export interface ConsumerLeaseOptions {
  db: Db;
  /** The checkpoint's name (OUTBOX_CONSUMERS). */
  consumer: string;
  /** This process. */
  owner: string;
  /** Another process takes over this long after the holder's last renewal. */
  leaseMs: number;
  /** Where expiry is judged: the database's time, but in tests. */
  now?: () => Promise<Date>;
}

/**
 * Lets one process at a time consume an outbox checkpoint: a TermLease whose holder stamps the checkpoint with its
 * term as soon as it takes it; every checkpoint save carries the term and is refused once a later term stamped the
 * checkpoint (see OutboxCheckpointsRepository.save), so a holder that stalled past its lease cannot move the
 * checkpoint its successor consumes.
 */
export function consumerLease(options: ConsumerLeaseOptions): TermLease {
  const checkpoints = new OutboxCheckpointsRepository(options.db);
  return new TermLease({
    ...options,
    collection: LEASES_COLLECTION,
    name: options.consumer,
    afterTaking: (term) => checkpoints.stamp(options.consumer, term),
  });
}

/** Who holds each consumer's lease now (by the database's time): consumer → owner. */
export async function leaseHolders(db: Db, now: Date): Promise<Map<string, string>> {
  const terms = await db.collection<LeaseTermDocument>(LEASES_COLLECTION).find({}).sort({ _id: 1 }).toArray();
  return new Map(terms.filter((term) => term.expiresAt >= now).map((term) => [term.consumer, term.owner]));
}
