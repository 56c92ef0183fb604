/** How a new listings index is spread over the cluster: primary shards (fixed at creation) and replicas per shard. */
export interface ListingIndexLayout {
  shards: number;
  replicas: number;
}

/** Test and demo: one node, so one shard and no replicas (docs/deployment.md gives the production values). */
export const DEFAULT_LISTING_INDEX_LAYOUT: ListingIndexLayout = { shards: 1, replicas: 0 };

type Env = Record<string, string | undefined>;

/** The layout from `LISTINGS_SHARDS` and `LISTINGS_REPLICAS`; a value that is not a whole number in range is refused. */
export function listingIndexLayout(env: Env = process.env): ListingIndexLayout {
  return {
    shards: wholeNumber(env, 'LISTINGS_SHARDS', 1, DEFAULT_LISTING_INDEX_LAYOUT.shards),
    replicas: wholeNumber(env, 'LISTINGS_REPLICAS', 0, DEFAULT_LISTING_INDEX_LAYOUT.replicas),
  };
}

function wholeNumber(env: Env, name: string, minimum: number, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < minimum || Number(raw) > 1024) {
    throw new Error(`${name} must be a whole number from ${minimum} to 1024, got "${raw}"`);
  }
  return Number(raw);
}
