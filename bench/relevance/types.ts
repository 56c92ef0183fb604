/** The query set's shapes (queries.yaml): judged search queries and concierge questions. */

export const QUERY_KINDS = [
  'typo',
  'paraphrase',
  'cross-language',
  'city',
  'price',
  'category-word',
  'keyword',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface NumberRange {
  min?: number;
  max?: number;
}

/** Any of the values; all of the values; a number range; a boolean (see the header of queries.yaml). */
export type FacetCondition = string[] | { all: string[] } | NumberRange | boolean;

/** Listings matching every named field get `grade`. Lists are normalised: `city` and `title` are always arrays. */
export interface JudgmentRule {
  grade: number;
  category?: string;
  facets?: Record<string, FacetCondition>;
  city?: string[];
  price?: NumberRange;
  title?: string[];
}

export interface JudgedQuery {
  id: string;
  q: string;
  lang: Language;
  kinds: QueryKind[];
  relevant: JudgmentRule[];
  /** Why the demo data cannot answer it; null for an answerable query. */
  noAnswer: string | null;
}

/** How a careful person reads a concierge question. */
export interface ExpectedReading {
  category: string | null;
  city: string | null;
  priceCeiling: number | null;
  facets: Record<string, string[]>;
}

export interface ConciergeCase {
  id: string;
  question: string;
  lang: Language;
  expect: ExpectedReading;
}

export interface QuerySet {
  queries: JudgedQuery[];
  concierge: ConciergeCase[];
}
