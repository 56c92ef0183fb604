import type { SortValue, Tier } from './types.ts';

/** What one tier's search returned: up to `limit + 1` hits after `after`, each with its sort values. */
export interface TierResult<T> {
  tier: Tier;
  after: SortValue[] | null;
  hits: Array<{ item: T; sort: SortValue[] }>;
}

export interface TierPage<T> {
  items: Array<{ item: T; tier: Tier }>;
  /** Where the next page starts; null when every tier is exhausted. */
  next: { tier: Tier; after: SortValue[] | null } | null;
}

/**
 * Fills a page from the tiers in order (boosted, then regular). A tier that returned more hits than the
 * page had room for is where the next page continues, after the last hit taken from it.
 */
export function assembleTierPage<T>(tiers: readonly TierResult<T>[], limit: number): TierPage<T> {
  const items: TierPage<T>['items'] = [];
  for (const result of tiers) {
    const taken = result.hits.slice(0, limit - items.length);
    items.push(...taken.map((hit) => ({ item: hit.item, tier: result.tier })));
    if (result.hits.length > taken.length) {
      return { items, next: { tier: result.tier, after: taken.at(-1)?.sort ?? result.after } };
    }
  }
  return { items, next: null };
}
