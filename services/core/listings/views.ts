import type { AccountDocument } from '../accounts/index.ts';
import type { ListingDocument, RatingSummary } from './types.ts';

/** The provider as embedded in listing views: no aggregates, so that reading a listing costs no scans. */
export interface ProviderSummary {
  id: string;
  displayName: string | null;
  bio: string | null;
  verifiedDomains: string[];
  createdAt: string;
}

/** The public profile behind listings, with its aggregates (GET /v1/providers/{id}). */
export interface ProviderView extends ProviderSummary {
  listingCount: number;
  rating: RatingSummary;
}

/** `verifiedDomains`: the domains the account has proven it controls (services/core/domains). */
export function providerSummary(account: AccountDocument, verifiedDomains: string[]): ProviderSummary {
  return {
    id: account._id,
    displayName: account.displayName,
    bio: account.bio,
    verifiedDomains,
    createdAt: account.createdAt.toISOString(),
  };
}

export function providerView(
  account: AccountDocument,
  verifiedDomains: string[],
  listingCount: number,
  rating: RatingSummary,
): ProviderView {
  return { ...providerSummary(account, verifiedDomains), listingCount, rating };
}

export function listingView(listing: ListingDocument, provider?: ProviderSummary) {
  return {
    id: listing._id,
    category: listing.category,
    title: listing.title,
    description: listing.description || null,
    facets: listing.facets,
    location: listing.location,
    url: listing.url,
    price: listing.price,
    media: listing.media,
    status: listing.status,
    providerId: listing.providerId,
    createdByAgent: listing.createdByAgent ?? null,
    ...(provider ? { provider } : {}),
    verifiedDomain: listing.verifiedDomain ?? false,
    rating: { average: listing.ratingAverage, count: listing.ratingCount },
    boostedUntil: listing.boostedUntil?.toISOString() ?? null,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

export type ListingView = ReturnType<typeof listingView>;
