export type ListingStatus = 'published' | 'archived';

export interface ListingLocation {
  lat: number;
  lon: number;
  city?: string;
  country?: string;
}

export interface ListingDocument {
  _id: string; // 'lst_...'
  providerId: string; // account id
  category: string;
  title: string;
  description: string;
  tags: string[];
  facets: Record<string, string | number | boolean | string[]>;
  location: ListingLocation | null;
  status: ListingStatus;
  /** Strictly increases with every write of this listing; the index's external version. */
  version: number;
  ratingAverage: number | null;
  ratingCount: number;
  boostedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
