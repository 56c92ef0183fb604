import { errors, type Client } from '@elastic/elasticsearch';
import { listingMapping } from './listing-mapping.ts';

/** The alias that search reads and the indexer writes; the concrete index behind it is versioned. */
export const LISTINGS_ALIAS = 'listings';

/**
 * Answers the concrete index behind the alias, first creating `<alias>-v<timestamp>` with the base
 * mapping when the alias does not exist. The alias is created with the index, as its write index, in
 * one cluster-state update; Elasticsearch refuses a second write index for an alias, so concurrent
 * callers converge on the single index that won.
 */
export async function ensureListingIndex(client: Client, alias: string = LISTINGS_ALIAS): Promise<string> {
  const existing = await writeIndexOf(client, alias);
  if (existing) return existing;
  const index = `${alias}-v${Date.now()}`;
  try {
    await client.indices.create({ index, mappings: listingMapping(), aliases: { [alias]: { is_write_index: true } } });
    return index;
  } catch (error) {
    const winner = lostCreateRace(error) ? await writeIndexOf(client, alias) : null;
    if (!winner) throw error;
    return winner;
  }
}

async function writeIndexOf(client: Client, alias: string): Promise<string | null> {
  if (!(await client.indices.existsAlias({ name: alias }))) return null;
  const indices = Object.entries(await client.indices.getAlias({ name: alias }));
  const writeIndex = indices.find(([, entry]) => entry.aliases[alias]?.is_write_index) ?? indices[0];
  return writeIndex?.[0] ?? null;
}

/** Another caller created the same index name, or the alias's write index, first. */
function lostCreateRace(error: unknown): boolean {
  if (!(error instanceof errors.ResponseError)) return false;
  const type: unknown = error.body?.error?.type;
  return type === 'resource_already_exists_exception' || type === 'illegal_state_exception';
}
