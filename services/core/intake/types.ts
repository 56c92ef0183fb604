import type { CountryCode } from '../../../shared/geo/country-code.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { FacetValues, ListingLocation, Money } from '../listings/index.ts';

export type FactSource = Schema<'FactSource'>;
export type FeedKind = Schema<'FeedKind'>;
export type ImportSource = Schema<'ImportSource'>;
export type ImportErrorCode = Schema<'ImportError'>['code'];
export type ReviewReason = Schema<'ReviewReason'>;
export type IntakeJobStatus = Schema<'IntakeJobStatus'>;

/** A value read from a source, with where it was found and how sure the reading is (0 to 1). */
export interface Found<T> {
  value: T;
  field: string;
  source: FactSource;
  confidence: number;
}

export interface FoundPlace {
  address?: string;
  postalCode?: string;
  city?: string;
  country?: CountryCode;
  lat?: number;
  lon?: number;
}

export type PropertyValue = string | number | boolean | string[];

/**
 * Everything an import read from its source, before it is mapped onto a category: the same shape whatever the
 * source (page, text, feed item, manifests), stored on the draft so that a new category is mapped again from it.
 */
export interface Facts {
  titles: Found<string>[];
  descriptions: Found<string>[];
  /** schema.org types (or the kind a feed implies): they point at a category or name a category proposal. */
  types: Found<string>[];
  /** Categories named outright: the import's hint, the category a feed kind maps to. */
  categories: Found<string>[];
  prices: Found<Money>[];
  urls: Found<string>[];
  images: Found<string>[];
  places: Found<FoundPlace>[];
  emails: Found<string>[];
  phones: Found<string>[];
  /** ISO 639-1 codes. */
  languages: Found<string>[];
  /** Named values (schema.org properties, feed fields, facet keys), matched to a facet by its key or jsonLdProperty. */
  properties: Found<{ name: string; value: PropertyValue }>[];
  /** Text matched word by word against the facet vocabularies (titles, descriptions, body text, keywords). */
  texts: Found<string>[];
}

/** A value a draft field may take, as the gap report offers it. */
export interface Candidate {
  value: unknown;
  field: string;
  source: FactSource;
  confidence: number;
}

/** The listing fields of a draft, as publishing would write them. */
export interface DraftFields {
  title?: string;
  description?: string;
  facets: FacetValues;
  location?: Partial<ListingLocation>;
  url?: string;
  price?: Money;
  media?: string[];
}

/** What the user confirmed with updateDraft; it overrides what the import found. */
export interface ConfirmedFields {
  category?: string;
  title?: string;
  description?: string;
  facets: FacetValues;
  location?: Partial<ListingLocation>;
  url?: string;
  price?: Money;
  media?: string[];
}

export type DraftStatus = 'draft' | 'in_review' | 'published';

export interface DraftPublication {
  listingId: string;
  status: 'published' | 'in_review';
  reasons: ReviewReason[];
  at: Date;
}

export interface DraftDocument {
  _id: string; // 'drf_...'
  jobId: string;
  accountId: string;
  source: ImportSource;
  /** Which feed item the draft came from, for people: `item 2 (A-17)`. */
  item: string | null;
  facts: Facts;
  confirmed: ConfirmedFields;
  status: DraftStatus;
  publication: DraftPublication | null;
  /** Counts the draft's writes: a publication is a workflow per version, so a refused one may be retried after a patch. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ItemError {
  item: string;
  message: string;
}

export interface ImportFailure {
  code: ImportErrorCode;
  message: string;
}

export interface IntakeJobDocument {
  _id: string; // 'ijb_...'
  accountId: string;
  kind: 'import' | 'import_structured' | 'sync';
  /** The feed source a sync job synced; null, or absent on jobs recorded before it was kept, for imports. */
  sourceId?: string | null;
  source: ImportSource;
  status: IntakeJobStatus;
  draftIds: string[];
  itemErrors: ItemError[];
  warnings: string[];
  error: ImportFailure | null;
  proposalId: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export type CategoryProposalStatus = 'pending' | 'approved' | 'rejected' | 'merged';

/** A facet a proposal suggests, in the shape of the catalog's facet objects. */
export interface ProposedFacet {
  key: string;
  type: 'text' | 'number' | 'boolean';
  label: string;
  filterable: boolean;
  required: boolean;
}

export interface CategoryProposalDocument {
  _id: string; // 'cpr_<slug>'
  slug: string;
  name: string;
  /** The schema.org type the proposal is named after. */
  schemaType: string;
  facets: ProposedFacet[];
  status: CategoryProposalStatus;
  mergedInto: string | null;
  /** The jobs that proposed it (best effort: FerretDB's $addToSet is read-then-write, so a concurrent add may be lost). */
  jobIds: string[];
  createdAt: Date;
  updatedAt: Date;
}
