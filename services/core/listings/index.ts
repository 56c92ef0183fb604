/** The listings domain's public surface: the only file other domains and the core's composition import. */
export { complianceProblems } from './compliance.ts';
export { createListingsDomain, listingsRepositories } from './domain.ts';
export { PeriodicCount, embeddingsReadiness } from './embeddings-readiness.ts';
export { listingNotFound } from './errors.ts';
export type { ListingBadges } from './listing-badges.ts';
export { ListingModeration } from './listing-moderation.ts';
export type { ListingRevisionsRepository } from './listing-revisions.repository.ts';
export type { ListingRevisions } from './listing-revisions.ts';
export type { ListingsRepository } from './listings.repository.ts';
export type { ListingsService } from './listings.service.ts';
export type { ProviderTrust } from './provider-trust.ts';
export type {
  FacetValues,
  ListingDocument,
  ListingLocation,
  ListingPatch,
  Money,
  NewListing,
  RatingSummary,
} from './types.ts';
export { listingView } from './views.ts';
export type { ListingHolds } from './listing-creation.ts';
