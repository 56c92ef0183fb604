import { errors, type Client } from '@elastic/elasticsearch';
import { detectAnalysisFeatures } from '../shared/facets/analysis-features.ts';
import { facetRegistry, type FacetRegistry } from '../shared/facets/registry.ts';
import { LISTINGS_ALIAS } from '../shared/listings-index/document.ts';
import { readIndexMeta } from './index-meta.ts';
import { listingIndexLayout, type ListingIndexLayout } from '../shared/listings-index/layout.ts';
import { listingIndexDefinition, type ListingIndexDefinition } from '../shared/listings-index/mapping.ts';

/** The definition a new listings index gets on this cluster: the analysis features it offers decide the analyzers. */
export async function currentIndexDefinition(
  client: Client,
  registry: FacetRegistry = facetRegistry(),
): Promise<ListingIndexDefinition> {
  return listingIndexDefinition(registry, await detectAnalysisFeatures(client));
}

/**
 * Answers the concrete index behind the alias, first creating `<alias>-v<timestamp>` with the generated
 * settings and mapping, and the shards and replicas of `layout`, when the alias does not exist. The alias is created with the index, as its write
 * index, in one cluster-state update; Elasticsearch refuses a second write index for an alias, so
 * concurrent callers converge on the single index that won. An existing index is kept as it is, even with
 * an older mapping: see {@link listingIndexState} and `prepareListingIndex`.
 */
export async function ensureListingIndex(
  client: Client,
  alias: string = LISTINGS_ALIAS,
  registry?: FacetRegistry,
  layout: ListingIndexLayout = listingIndexLayout(),
): Promise<string> {
  const existing = await writeIndexOf(client, alias);
  if (existing) return existing;
  const definition = await currentIndexDefinition(client, registry);
  const index = versionedIndexName(alias);
  try {
    await client.indices.create({
      index,
      settings: { ...definition.settings, number_of_shards: layout.shards, number_of_replicas: layout.replicas },
      mappings: definition.mappings,
      aliases: { [alias]: { is_write_index: true } },
    });
    return index;
  } catch (error) {
    const winner = lostCreateRace(error) ? await writeIndexOf(client, alias) : null;
    if (!winner) throw error;
    return winner;
  }
}

export interface ListingIndexState {
  /** The index behind the alias, or null when there is none yet. */
  index: string | null;
  /** The mapping version stamped on that index; null for an index created before versions were stamped. */
  mappingVersion: string | null;
  /** What a new index would get; differs from `mappingVersion` when the index must be rebuilt. */
  expected: ListingIndexDefinition;
}

export async function listingIndexState(
  client: Client,
  alias: string = LISTINGS_ALIAS,
  registry?: FacetRegistry,
): Promise<ListingIndexState> {
  const [index, expected] = await Promise.all([writeIndexOf(client, alias), currentIndexDefinition(client, registry)]);
  if (!index) return { index, mappingVersion: null, expected };
  return { index, mappingVersion: (await readIndexMeta(client, index)).mappingVersion ?? null, expected };
}

/** A new name `<alias>-v<milliseconds>` for a concrete index behind the alias. */
export function versionedIndexName(alias: string, now: number = Date.now()): string {
  return `${alias}-v${now}`;
}

/** The concrete indices behind the alias, its write index first; empty when the alias does not exist. */
export async function indicesOf(client: Client, alias: string): Promise<string[]> {
  if (!(await client.indices.existsAlias({ name: alias }))) return [];
  const indices = Object.entries(await client.indices.getAlias({ name: alias }));
  indices.sort(
    ([, a], [, b]) =>
      Number(Boolean(b.aliases[alias]?.is_write_index)) - Number(Boolean(a.aliases[alias]?.is_write_index)),
  );
  return indices.map(([index]) => index);
}

async function writeIndexOf(client: Client, alias: string): Promise<string | null> {
  return (await indicesOf(client, alias))[0] ?? null;
}

/** Another caller created the same index name, or the alias's write index, first. */
function lostCreateRace(error: unknown): boolean {
  if (!(error instanceof errors.ResponseError)) return false;
  const type: unknown = error.body?.error?.type;
  return type === 'resource_already_exists_exception' || type === 'illegal_state_exception';
}
