import { SEARCH_MODES, type SearchMode } from './search-client.ts';

export interface RunOptions {
  modes: SearchMode[];
  /** A running service to measure instead of starting one. */
  marketplaceUrl: string | undefined;
}

export const RUN_USAGE =
  'usage: npm run bench:relevance [-- --modes default|keyword|hybrid[,...]]  (or RELEVANCE_MODES; MARKETPLACE_URL to measure a running service)';

/**
 * `--modes` (or RELEVANCE_MODES) lists the search modes to measure, by default only `default`: `keyword` and `hybrid`
 * send the request field `semantic`, which only a service with issue 28's change knows.
 */
export function runOptions(args: readonly string[], env: Record<string, string | undefined>): RunOptions {
  let modesText = env.RELEVANCE_MODES || 'default';
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith('--modes=')) modesText = arg.slice('--modes='.length);
    else if (arg === '--modes' && args[index + 1] !== undefined) modesText = args[(index += 1)] as string;
    else throw new Error(`unknown argument ${arg}; ${RUN_USAGE}`);
  }
  const modes = [...new Set(modesText.split(',').map((mode) => mode.trim()))];
  const unknown = modes.filter((mode) => !SEARCH_MODES.includes(mode as SearchMode));
  if (unknown.length > 0 || modes.length === 0)
    throw new Error(`unknown mode ${unknown.join(', ')}; modes: ${SEARCH_MODES.join(', ')}; ${RUN_USAGE}`);
  return { modes: modes as SearchMode[], marketplaceUrl: env.MARKETPLACE_URL || undefined };
}
