import { newId } from '../../../shared/ids.ts';

/**
 * Announces that a listing was written; carries the id only, so the indexer re-reads the current listing.
 * Append it after the listing write it announces: the indexer marks it done once it has indexed what it
 * then reads, so a record appended before the write could be marked done for the older listing.
 */
export interface ListingChangedRecord {
  _id: string; // 'obx_...', time-ordered
  kind: 'listing.changed';
  listingId: string;
  createdAt: Date;
  indexedAt: Date | null;
}

/** Everything the outbox carries, tagged by `kind`; new kinds are added as members of this union. */
export type OutboxRecord = ListingChangedRecord;

export function listingChanged(listingId: string, now: Date): ListingChangedRecord {
  return { _id: newId('obx'), kind: 'listing.changed', listingId, createdAt: now, indexedAt: null };
}
