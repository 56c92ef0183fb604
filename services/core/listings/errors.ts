import { AppError, type ErrorItem } from '../../../shared/errors/app-error.ts';
import type { ListingStatus } from './types.ts';

export function listingNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No listing with this id is visible to the caller.',
    field: 'path.id',
  });
}

export function providerNotFound(): AppError {
  return new AppError('resource_not_found', { message: 'No provider has this id.', field: 'path.id' });
}

export function ownListingsNeedCredential(): AppError {
  return new AppError('credential_missing', {
    message: 'provider=me needs a bearer credential.',
    field: 'query.provider',
  });
}

export function unknownCategory(category: string): AppError {
  return new AppError('validation_failed', {
    message: `body.category "${category}" is not a category`,
    field: 'body.category',
  });
}

export function invalidFacets(items: ErrorItem[]): AppError {
  return new AppError('validation_failed', { items });
}

export function complianceRejected(items: ErrorItem[]): AppError {
  return new AppError('compliance_rejected', { items });
}

/** Another write of the listing claimed the revision first. */
export function listingChangedConcurrently(): AppError {
  return new AppError('concurrent_modification');
}

export function notListingProvider(action: string): AppError {
  return new AppError('not_owner', { message: `Only the provider of this listing may ${action}.` });
}

export function listingClosed(status: 'archived' | 'taken_down', pastParticiple: string): AppError {
  const why = status === 'archived' ? 'archived' : 'taken down by moderation (see its statement of reasons)';
  return new AppError('invalid_transition', {
    message: `The listing is ${why}; it can no longer be ${pastParticiple}.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}

export function onlyPublishedBoosted(status: ListingStatus): AppError {
  return new AppError('invalid_transition', {
    message: `The listing is ${status.replace('_', ' ')}; only a published listing can be boosted.`,
    meta: { currentState: status, allowedOperations: ['updateListing', 'archiveListing'] },
  });
}

export function onlyPublishedDemoted(status: ListingStatus): AppError {
  return new AppError('invalid_transition', {
    message: `The listing is ${status.replace('_', ' ')}; only a published listing can be demoted.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}

export function moderationMoveRefused(
  status: ListingStatus,
  from: readonly ListingStatus[],
  to: ListingStatus,
): AppError {
  return new AppError('invalid_transition', {
    message: `The listing is ${status.replace('_', ' ')}; only a ${from.map((state) => state.replace('_', ' ')).join(' or ')} listing can become ${to.replace('_', ' ')}.`,
    meta: { currentState: status, allowedOperations: [] },
  });
}
