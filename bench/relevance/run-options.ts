import { SEARCH_MODES, type SearchMode } from './search-client.ts';

/** `judged` is queries.yaml, reported on; `dev` is dev-queries.yaml, the set ranking choices are made on. */
export const QUERY_SETS = ['judged', 'dev'] as const;
export type QuerySetName = (typeof QUERY_SETS)[number];

export interface RunOptions {
  modes: SearchMode[];
  /** A running service to measure instead of starting one. */
  marketplaceUrl: string | undefined;
  /** Listings of the generated catalog the started service is seeded with (unused with marketplaceUrl). */
  listings: number;
  querySet: QuerySetName;
}

/**
 * Enough listings that nearly every query has five relevant ones (the P@5 ceiling is 1.000 at 2,000 and 0.570 at
 * 200), few enough that a machine without their stored vectors embeds them in minutes.
 */
export const DEFAULT_LISTINGS = 2000;

export const RUN_USAGE =
  'usage: npm run bench:relevance [-- --modes default|keyword|hybrid[,...]] [--listings N] [--set judged|dev]  (or ' +
  `RELEVANCE_MODES, RELEVANCE_LISTINGS, RELEVANCE_SET; default ${DEFAULT_LISTINGS}; MARKETPLACE_URL to measure a running service)`;

/**
 * `--modes` (or RELEVANCE_MODES) lists the search modes to measure, by default only `default`: `keyword` and `hybrid`
 * send the request field `semantic`, which only a service with issue 28's change knows. `--listings` (or
 * RELEVANCE_LISTINGS) sizes the catalog. `--set` (or RELEVANCE_SET) picks the query set, by default `judged`.
 */
export function runOptions(args: readonly string[], env: Record<string, string | undefined>): RunOptions {
  let modesText = env.RELEVANCE_MODES || 'default';
  let listingsText = env.RELEVANCE_LISTINGS || String(DEFAULT_LISTINGS);
  let setText = env.RELEVANCE_SET || 'judged';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith('--modes=')) modesText = arg.slice('--modes='.length);
    else if (arg === '--modes' && args[index + 1] !== undefined) modesText = args[(index += 1)] as string;
    else if (arg.startsWith('--listings=')) listingsText = arg.slice('--listings='.length);
    else if (arg === '--listings' && args[index + 1] !== undefined) listingsText = args[(index += 1)] as string;
    else if (arg.startsWith('--set=')) setText = arg.slice('--set='.length);
    else if (arg === '--set' && args[index + 1] !== undefined) setText = args[(index += 1)] as string;
    else throw new Error(`unknown argument ${arg}; ${RUN_USAGE}`);
  }
  const modes = [...new Set(modesText.split(',').map((mode) => mode.trim()))];
  const unknown = modes.filter((mode) => !SEARCH_MODES.includes(mode as SearchMode));
  if (unknown.length > 0 || modes.length === 0)
    throw new Error(`unknown mode ${unknown.join(', ')}; modes: ${SEARCH_MODES.join(', ')}; ${RUN_USAGE}`);
  if (!/^[1-9]\d*$/.test(listingsText.trim()))
    throw new Error(`listings must be a positive whole number, got "${listingsText}"; ${RUN_USAGE}`);
  if (!QUERY_SETS.includes(setText as QuerySetName))
    throw new Error(`unknown query set ${setText}; sets: ${QUERY_SETS.join(', ')}; ${RUN_USAGE}`);
  return {
    modes: modes as SearchMode[],
    marketplaceUrl: env.MARKETPLACE_URL || undefined,
    listings: Number(listingsText),
    querySet: setText as QuerySetName,
  };
}
