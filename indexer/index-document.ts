import type { ListingDocument, ListingLocation } from '../services/core/for-roles.ts';
import type { ListingIndexDocument } from '../shared/listings-index/document.ts';
import { vectorOf } from '../shared/listings-index/stored-vector.ts';

/**
 * The index document of a listing. Fields are picked one by one, so a field added to listings later
 * reaches the strict mapping only when someone maps it.
 */
/** A location without coordinates (an address alone) is no point on the map: radius searches cannot find it. */
function geoPoint(location: ListingLocation | null): { lat: number; lon: number } | null {
  return location?.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : null;
}

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
      location: geoPoint(listing.location),
      price: listing.price && { amount: listing.price.amount, currency: listing.price.currency },
      url: listing.url,
      status: listing.status,
      ratingAverage: listing.ratingAverage,
      ratingCount: listing.ratingCount,
      boostedUntil: listing.boostedUntil?.toISOString() ?? null,
      demoted: listing.demoted ?? false,
      verifiedDomain: listing.verifiedDomain ?? false,
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
      ...(listing.embedding ? { embedding: vectorOf(listing.embedding.vector) } : {}),
    },
  };
}
