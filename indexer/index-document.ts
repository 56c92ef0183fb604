import type { ListingDocument } from '../services/core/listings/types.ts';

/** What the listings index holds for one listing: the fields of listingMapping(), nothing else. */
export interface ListingIndexBody {
  /** Repeats the document id: Elasticsearch 8 cannot sort on `_id`, search breaks ties on this. */
  listingId: string;
  providerId: string;
  category: string;
  title: string;
  description: string;
  tags: string[];
  facets: ListingDocument['facets'];
  location: { lat: number; lon: number } | null;
  /** Minor units (cents) and ISO currency, for showing and sorting results. */
  price: { amount: number; currency: string } | null;
  /** Stored for results, not searchable. */
  url: string | null;
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
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    },
  };
}
