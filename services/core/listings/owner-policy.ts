import type { Principal } from '../../../shared/auth/principal.ts';
import { listingClosed, notListingProvider, onlyPublishedBoosted } from './errors.ts';
import type { ListingDocument } from './types.ts';

/** The changes only the provider of a listing may make, with the words its refusals use. */
const CHANGES = {
  update: { verb: 'update', pastParticiple: 'changed' },
  archive: { verb: 'archive', pastParticiple: 'archived' },
  boost: { verb: 'boost', pastParticiple: 'boosted' },
} as const;

export type OwnerChange = keyof typeof CHANGES;

/** Refuses a caller who is not the provider with not_owner: the existence of a listing is public. */
export function assertOwner(listing: ListingDocument, principal: Principal, action: string): void {
  if (listing.providerId !== principal.accountId) throw notListingProvider(action);
}

/**
 * The owner policy of changes: only the provider changes a listing; an archived or taken-down listing accepts no
 * change, and only a published listing can be boosted.
 */
export function assertOwnerMayChange(listing: ListingDocument, principal: Principal, change: OwnerChange): void {
  assertOwner(listing, principal, `${CHANGES[change].verb} it`);
  if (listing.status === 'archived' || listing.status === 'taken_down')
    throw listingClosed(listing.status, CHANGES[change].pastParticiple);
  if (change === 'boost' && listing.status !== 'published') throw onlyPublishedBoosted(listing.status);
}
