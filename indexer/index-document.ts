import type { ListingDocument } from '../services/core/listings/types.ts';
import type { ListingIndexDocument } from '../shared/listings-index/document.ts';

/**
 * The index document of a listing. Fields are picked one by one, so a field added to listings later
 * reaches the strict mapping only when someone maps it.
 */
export function toIndexDocument(listing: ListingDocument): ListingIndexDocument {
  return {
    id: listing._id,
    body: {
      listingId: listing._id,
      providerId: listing.providerId,
      category: listing.category,
      title: listing.title,
      description: listing.description,
      tags: listing.tags,
      facets: listing.facets,
      location: listing.location && { lat: listing.location.lat, lon: listing.location.lon },
      price: listing.price && { amount: listing.price.amount, currency: listing.price.currency },
      url: listing.url,
      status: listing.status,
      ratingAverage: listing.ratingAverage,
      ratingCount: listing.ratingCount,
      boostedUntil: listing.boostedUntil?.toISOString() ?? null,
      demoted: listing.demoted ?? false,
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    },
  };
}
