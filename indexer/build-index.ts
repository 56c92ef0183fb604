import { errors, type Client, type estypes } from '@elastic/elasticsearch';
import type { ListingIndexLayout } from '../shared/listings-index/layout.ts';
import { LISTINGS_REFRESH_INTERVAL, type ListingIndexDefinition } from '../shared/listings-index/mapping.ts';
import { waitForIndexHealth, type IndexHealth } from './index-health.ts';
import { indicesOf, versionedIndexName } from './listing-index.ts';
import { ReindexError } from './reindex-error.ts';

/**
 * A new concrete index for a reindex, not yet behind the alias: the configured primary shards, no replicas and no
 * refreshes while it is filled, and the epoch of the database it is built from in its `_meta`. Answered once every
 * primary started; one that does not within `healthTimeoutMs` is dropped with a ReindexError (writes into it would
 * each wait for the missing shard, and a refresh of it a minute).
 */
export async function createBuildIndex(
  client: Client,
  alias: string,
  definition: ListingIndexDefinition,
  layout: ListingIndexLayout,
  databaseEpoch: string,
  healthTimeoutMs: number,
): Promise<string> {
  const index = await createNamedAfterAlias(client, alias, {
    settings: {
      ...definition.settings,
      refresh_interval: '-1',
      number_of_shards: layout.shards,
      number_of_replicas: 0,
    },
    mappings: { ...definition.mappings, _meta: { ...definition.mappings._meta, databaseEpoch } },
  });
  try {
    // Without replicas, green is every primary started.
    await waitForIndexHealth(client, index, 0, healthTimeoutMs);
  } catch (error) {
    await client.indices.delete({ index }, { ignore: [404] });
    throw error;
  }
  return index;
}

/** Creates `<alias>-v<ms>` without waiting for its shards (createBuildIndex does, within its own limit). */
async function createNamedAfterAlias(
  client: Client,
  alias: string,
  body: Pick<estypes.IndicesCreateRequest, 'settings' | 'mappings'>,
): Promise<string> {
  for (let now = Date.now(), tries = 0; ; now += 1, tries += 1) {
    const index = versionedIndexName(alias, now);
    try {
      await client.indices.create({ index, ...body, wait_for_active_shards: 0 });
      return index;
    } catch (error) {
      const taken =
        error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception';
      if (!taken || tries >= 10) throw error;
    }
  }
}

/** What readying a built index found: its health, and whether its merge ended within the wait. */
export interface ReadiedIndex {
  health: IndexHealth;
  merged: boolean;
}

/**
 * Makes the built index ready to serve: what was written merged into one segment per shard (awaited up to
 * `mergeWaitMs`; a merge still running then goes on inside Elasticsearch while the index serves), the configured
 * replicas and the definition's refresh interval, the health it must reach (green, or yellow where replicas cannot be
 * allocated) within `healthTimeoutMs`, else a ReindexError, and everything written searchable.
 */
export async function readyBuiltIndex(
  client: Client,
  index: string,
  layout: ListingIndexLayout,
  limits: { healthTimeoutMs: number; mergeWaitMs: number },
): Promise<ReadiedIndex> {
  await client.indices.refresh({ index });
  const merged = await mergeIntoOneSegment(client, index, limits.mergeWaitMs);
  await client.indices.putSettings({
    index,
    settings: { 'index.refresh_interval': LISTINGS_REFRESH_INTERVAL, 'index.number_of_replicas': layout.replicas },
  });
  const health = await waitForIndexHealth(client, index, layout.replicas, limits.healthTimeoutMs);
  await client.indices.refresh({ index });
  return { health, merged };
}

/**
 * Points the alias at the new index alone, as its write index, in one request: search sees the old index
 * or the new one, never neither. `must_exist` makes the request fail if a concurrent reindex moved the
 * alias since it was read, instead of leaving the alias over two indices.
 */
export async function swapAlias(client: Client, alias: string, index: string): Promise<string[]> {
  const previous = await indicesOf(client, alias);
  try {
    await client.indices.updateAliases({
      actions: [
        ...previous.map((old) => ({ remove: { index: old, alias, must_exist: true } })),
        { add: { index, alias, is_write_index: true } },
      ],
    });
  } catch (error) {
    if (error instanceof errors.ResponseError && error.statusCode === 404) {
      throw new ReindexError(
        `the alias ${alias} moved while this reindex ran (another reindex?); ${index} was dropped`,
      );
    }
    throw error;
  }
  return previous;
}

/** How long one request waits for the merge task before asking again. */
const MERGE_WAIT_SLICE_MS = 20_000;

/**
 * Merges each shard of the built index into one segment before it serves: a kNN search walks one HNSW graph per
 * segment, so a freshly bulk-loaded index of many segments answers every hybrid search several graphs at a time
 * (100k listings: ten segments; Elasticsearch's took per search at 20/s, keyword 51 → 31 ms, hybrid 145 → 96 ms).
 * Asked as a task and awaited in slices, since a large index merges for longer than a request may stay open, for
 * `waitMs` at most; answers whether it ended.
 */
async function mergeIntoOneSegment(client: Client, index: string, waitMs: number): Promise<boolean> {
  const { task } = (await client.indices.forcemerge({ index, max_num_segments: 1, wait_for_completion: false })) as {
    task?: string;
  };
  if (!task) throw new Error(`the force merge of ${index} answered no task`);
  const until = Date.now() + waitMs;
  for (let left = waitMs; left > 0; left = until - Date.now()) {
    try {
      const slice = `${Math.ceil(Math.min(left, MERGE_WAIT_SLICE_MS))}ms`;
      const state = await client.tasks.get({ task_id: task, wait_for_completion: true, timeout: slice });
      if (state.completed) return true;
    } catch (error) {
      if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'timeout_exception')) throw error;
    }
  }
  return false;
}
