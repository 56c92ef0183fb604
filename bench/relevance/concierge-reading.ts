import type { ExpectedReading } from './types.ts';

/** How the concierge read a question: `result.search` of its turn (`ConciergeSearch` in the OpenAPI document). */
export interface ConciergeReading {
  category: string | null;
  /** Facet key to canonical values, or to a number range such as the price ceiling's `{lte}`. */
  filters: Record<string, unknown>;
  q: string | null;
  city: string | null;
  priceCeiling: number | null;
  total: number;
}

/** Whether each part of the reading is what a careful person reads; facets compare the value filters exactly. */
export interface ReadingChecks {
  category: boolean;
  city: boolean;
  price: boolean;
  facets: boolean;
}

export const READING_PARTS = ['category', 'city', 'price', 'facets'] as const;

export function checkReading(expected: ExpectedReading, reading: ConciergeReading): ReadingChecks {
  return {
    category: reading.category === expected.category,
    city: (reading.city?.toLowerCase() ?? null) === (expected.city?.toLowerCase() ?? null),
    price: reading.priceCeiling === expected.priceCeiling,
    facets: sameValueFilters(valueFilters(reading.filters), expected.facets),
  };
}

export type ReadingAccuracy = Record<(typeof READING_PARTS)[number] | 'all', number>;

/** The share of questions read right, per part and in every part at once; null for no question. */
export function readingAccuracy(checks: readonly ReadingChecks[]): ReadingAccuracy | null {
  if (checks.length === 0) return null;
  const share = (right: (check: ReadingChecks) => boolean) => checks.filter(right).length / checks.length;
  return {
    category: share((check) => check.category),
    city: share((check) => check.city),
    price: share((check) => check.price),
    facets: share((check) => check.facets),
    all: share((check) => READING_PARTS.every((part) => check[part])),
  };
}

/** The filters that name values; number ranges (the price ceiling) are checked as the price. */
function valueFilters(filters: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(filters).flatMap(([key, value]) =>
      Array.isArray(value) ? [[key, value.map(String)]] : typeof value === 'string' ? [[key, [value]]] : [],
    ),
  );
}

function sameValueFilters(actual: Record<string, string[]>, expected: Record<string, string[]>): boolean {
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  return [...keys].every((key) => {
    const left = new Set(actual[key] ?? []);
    const right = new Set(expected[key] ?? []);
    return left.size === right.size && [...left].every((value) => right.has(value));
  });
}
