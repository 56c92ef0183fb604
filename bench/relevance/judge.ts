import type { FacetCondition, JudgmentRule, NumberRange } from './types.ts';

/** The attributes of a listing that judgments read, taken from `GET /v1/listings` (see judgedListing). */
export interface JudgedListing {
  id: string;
  category: string;
  title: string;
  city: string | null;
  /** The listing's price in euros; null without a price or in another currency. */
  priceEur: number | null;
  facets: Record<string, unknown>;
}

/** A listing as the API answers it (`Listing` and `SearchHit` share these fields). */
export interface ApiListing {
  id: string;
  category: string;
  title: string;
  facets?: Record<string, unknown>;
  location?: { city?: string } | null;
  price?: { amount: number; currency: string } | null;
}

export function judgedListing(listing: ApiListing): JudgedListing {
  return {
    id: listing.id,
    category: listing.category,
    title: listing.title,
    city: listing.location?.city ?? null,
    priceEur: listing.price?.currency === 'EUR' ? listing.price.amount / 100 : null,
    facets: listing.facets ?? {},
  };
}

/** What one query's judgments say about the listings: each listing's grade, and the ideal ranking's grades. */
export interface Judgment {
  /** Listing id to grade, for the listings with a grade above 0. */
  grades: Map<string, number>;
  /** The grades of the ideal ranking, best first: every listing with a grade above 0. */
  ideal: number[];
}

export function judge(listings: readonly JudgedListing[], rules: readonly JudgmentRule[]): Judgment {
  const grades = new Map<string, number>();
  for (const listing of listings) {
    const grade = gradeOf(listing, rules);
    if (grade > 0) grades.set(listing.id, grade);
  }
  return { grades, ideal: [...grades.values()].sort((a, b) => b - a) };
}

/** The highest grade among the rules the listing matches; 0 when it matches none. */
export function gradeOf(listing: JudgedListing, rules: readonly JudgmentRule[]): number {
  return rules.reduce((best, rule) => (rule.grade > best && matches(listing, rule) ? rule.grade : best), 0);
}

function matches(listing: JudgedListing, rule: JudgmentRule): boolean {
  return (
    (rule.category === undefined || listing.category === rule.category) &&
    Object.entries(rule.facets ?? {}).every(([key, condition]) => facetMatches(listing.facets[key], condition)) &&
    (rule.city === undefined || (listing.city !== null && rule.city.includes(listing.city))) &&
    (rule.price === undefined || (listing.priceEur !== null && inRange(listing.priceEur, rule.price))) &&
    (rule.title === undefined || rule.title.some((part) => listing.title.toLowerCase().includes(part.toLowerCase())))
  );
}

function facetMatches(value: unknown, condition: FacetCondition): boolean {
  if (value === undefined || value === null) return false;
  if (typeof condition === 'boolean') return value === condition;
  const values = Array.isArray(value) ? value : [value];
  if (Array.isArray(condition)) return values.some((item) => condition.includes(item as string));
  if ('all' in condition) return condition.all.every((wanted) => values.includes(wanted));
  return typeof value === 'number' && inRange(value, condition);
}

function inRange(value: number, range: NumberRange): boolean {
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}
