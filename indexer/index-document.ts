import type { ListingDocument } from '../services/core/listings/types.ts';

/** What the listings index holds for one listing: the fields of listingMapping(), nothing else. */
export interface ListingIndexBody {
  providerId: string;
  category: string;
  title: string;
  description: string;
  tags: string[];
  facets: ListingDocument['facets'];
  location: { lat: number; lon: number } | null;
  status: ListingDocument['status'];
  ratingAverage: number | null;
  ratingCount: number;
  boostedUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListingIndexDocument {
  id: string;
  body: ListingIndexBody;
}

/**
 * The index document of a listing. Fields are picked one by one, so a field added to listings later
 * reaches the strict mapping only when someone maps it.
 */
export function toIndexDocument(listing: ListingDocument): ListingIndexDocument {
  return {
    id: listing._id,
    body: {
      providerId: listing.providerId,
      category: listing.category,
      title: listing.title,
      description: listing.description,
      tags: listing.tags,
      facets: listing.facets,
      location: listing.location && { lat: listing.location.lat, lon: listing.location.lon },
      status: listing.status,
      ratingAverage: listing.ratingAverage,
      ratingCount: listing.ratingCount,
      boostedUntil: listing.boostedUntil?.toISOString() ?? null,
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    },
  };
}
