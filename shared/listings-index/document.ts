import type { FacetValue } from '../facets/types.ts';
import type { CurrencyCode } from '../money/currency.ts';

/**
 * The contract of the listings index, shared by its writer (the indexer) and its reader (the catalog), which
 * never import each other: the alias, the document shape (here) and the mapping (`mapping.ts`).
 */

/** The alias that search reads and the indexer writes; the concrete index behind it is versioned. */
export const LISTINGS_ALIAS = 'listings';

/**
 * The length of a listing's passage vector: multilingual-e5-small's. Another embedding model of another length
 * changes this contract (a new mapping, so a reindex) and needs every listing embedded again.
 */
export const LISTING_VECTOR_DIMENSIONS = 384;

/** What the listings index holds for one listing: the fields of listingMapping(), nothing else. */
export interface ListingIndexBody {
  /** Repeats the document id: Elasticsearch 8 cannot sort on `_id`, search breaks ties on this. */
  listingId: string;
  providerId: string;
  category: string;
  title: string;
  description: string;
  tags: string[];
  facets: Record<string, FacetValue>;
  location: { lat: number; lon: number } | null;
  /** Minor units (cents) and ISO currency, for showing and sorting results. */
  price: { amount: number; currency: CurrencyCode } | null;
  /** Stored for results, not searchable. */
  url: string | null;
  /** The statuses the index knows: a status added to listings fails to compile in toIndexDocument until mapped here. */
  status: 'pending_review' | 'published' | 'rejected' | 'archived' | 'taken_down';
  ratingAverage: number | null;
  ratingCount: number;
  boostedUntil: string | null;
  /** Moderation demoted the listing: search ranks it after every other match. */
  demoted: boolean;
  /** The verified-domain badge: the listing's URL is on a domain its provider proved it controls. */
  verifiedDomain: boolean;
  createdAt: string;
  updatedAt: string;
  /** The listing's passage vector (shared/embeddings/listing-passage.ts); absent until it has one. */
  embedding?: number[];
}

export interface ListingIndexDocument {
  id: string;
  body: ListingIndexBody;
}
