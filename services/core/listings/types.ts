import type { Binary } from 'mongodb';
import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { CurrencyCode } from '../../../shared/money/currency.ts';

/**
 * `published` listings are public and searchable; every other status is seen by the provider only.
 * `pending_review`: held for human review (ListingHolds) and published when approved; `rejected`: the
 * review refused it; `taken_down`: moderation removed it or disabled access to it (a statement of reasons says which).
 */
export type ListingStatus = 'pending_review' | 'published' | 'rejected' | 'archived' | 'taken_down';

export type FacetValues = Record<string, string | number | boolean | string[]>;

/** The document's `Location`: `lat` and `lon` come together or not at all (a place may be named by its address alone). */
export interface ListingLocation {
  lat?: number;
  lon?: number;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: CountryCode;
}

export interface Money {
  amount: number;
  currency: CurrencyCode;
}

/** The star rating of a listing or a provider: the mean of its reviews (two decimals) and how many there are. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

export interface ListingDocument {
  _id: string; // 'lst_...'
  providerId: string; // account id
  /** The agent whose API key created the listing (absent on listings created before agents existed: none). */
  createdByAgent?: string | null;
  category: string;
  title: string;
  /** Empty when the provider gave none. */
  description: string;
  tags: string[];
  facets: FacetValues;
  location: ListingLocation | null;
  url: string | null;
  price: Money | null;
  media: string[];
  status: ListingStatus;
  /** Strictly increases with every write of this listing; the index's external version. */
  version: number;
  ratingAverage: number | null;
  ratingCount: number;
  boostedUntil: Date | null;
  /** The keys of the latest paid boosts applied (see ListingsService.extendBoost); absent before the first. */
  boostKeys?: string[];
  /** Moderation demoted the listing (a DSA restriction): search ranks it after every other match. Absent: not demoted. */
  demoted?: boolean;
  /** The verified-domain badge: `url` is on a verified domain of the provider (ListingBadges keeps it so). Absent: no. */
  verifiedDomain?: boolean;
  /** The vector of the listing's passage as last written; absent until the embedding server made one. */
  embedding?: ListingEmbedding;
  /**
   * Since when the vector of the listing's current passage waits to be made (the embedding server was unavailable);
   * absent once it is made. The embedding job finds due listings by this date's index.
   */
  embeddingDueSince?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A listing's passage vector, with what it was made from, so that an unchanged passage is never embedded again. */
export interface ListingEmbedding {
  model: string;
  /** sha256 of the passage (shared/embeddings/listing-passage.ts) the vector was made of. */
  passageHash: string;
  vector: Binary;
}

/** The body of createListing after the gateway's validation. */
export interface NewListing {
  category: string;
  title: string;
  description?: string;
  facets: Record<string, unknown>;
  location?: ListingLocation;
  url?: string;
  price?: Money;
  media?: string[];
}

/** The body of updateListing: null clears an optional field; facets replace the whole set. */
export interface ListingPatch {
  title?: string;
  description?: string | null;
  facets?: Record<string, unknown>;
  location?: ListingLocation | null;
  url?: string | null;
  price?: Money | null;
  media?: string[];
}
