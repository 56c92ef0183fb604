import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
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
  if (listing.providerId !== principal.accountId) {
    throw new AppError('not_owner', { message: `Only the provider of this listing may ${action}.` });
  }
}

/**
 * The owner policy of changes: only the provider changes a listing; an archived or taken-down listing accepts no
 * change, and only a published listing can be boosted.
 */
export function assertOwnerMayChange(listing: ListingDocument, principal: Principal, change: OwnerChange): void {
  assertOwner(listing, principal, `${CHANGES[change].verb} it`);
  if (listing.status === 'archived' || listing.status === 'taken_down') {
    const why = listing.status === 'archived' ? 'archived' : 'taken down by moderation (see its statement of reasons)';
    throw new AppError('invalid_transition', {
      message: `The listing is ${why}; it can no longer be ${CHANGES[change].pastParticiple}.`,
      meta: { currentState: listing.status, allowedOperations: [] },
    });
  }
  if (change === 'boost' && listing.status !== 'published') {
    throw new AppError('invalid_transition', {
      message: `The listing is ${listing.status.replace('_', ' ')}; only a published listing can be boosted.`,
      meta: { currentState: listing.status, allowedOperations: ['updateListing', 'archiveListing'] },
    });
  }
}
