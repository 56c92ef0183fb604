import type { Client } from '@elastic/elasticsearch';

/** What a listings index says about itself in its mapping's `_meta`. */
export interface ListingIndexMeta {
  /** The hash of the definition it was created with (see listingIndexDefinition). */
  mappingVersion?: string;
  /** The epoch of the database it was built from (see database-identity.ts). */
  databaseEpoch?: string;
  /** The indexer's saved outbox position this index was written through, copied by the index guard. */
  indexedThrough?: string;
  /** Kept on purpose by `npm run reindex -- --keep-old` after the alias left it: not an orphan. */
  kept?: boolean;
}

export async function readIndexMeta(client: Client, index: string): Promise<ListingIndexMeta> {
  const mapping = await client.indices.getMapping({ index });
  const meta: Record<string, unknown> = mapping[index]?.mappings._meta ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    mappingVersion: text(meta.mappingVersion),
    databaseEpoch: text(meta.databaseEpoch),
    indexedThrough: text(meta.indexedThrough),
    kept: meta.kept === true ? true : undefined,
  };
}

/** Merges `changes` into the index's `_meta` (Elasticsearch replaces `_meta` as a whole). */
export async function updateIndexMeta(client: Client, index: string, changes: ListingIndexMeta): Promise<void> {
  const meta = { ...(await readIndexMeta(client, index)), ...changes };
  await client.indices.putMapping({ index, _meta: JSON.parse(JSON.stringify(meta)) as Record<string, unknown> });
}
