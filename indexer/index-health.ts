import type { Client } from '@elastic/elasticsearch';
import { ReindexError } from './reindex-error.ts';

export type HealthStatus = 'green' | 'yellow';

export interface IndexHealth {
  /** What the index reached. */
  status: string;
  /** What it had to reach before the alias could move onto it (see requiredHealth). */
  required: HealthStatus;
}

/**
 * The health a new index must reach before it goes live: green (every primary and every replica allocated), except
 * when the cluster cannot allocate its replicas at all: a replica never shares a node with its primary or another
 * copy, so `replicas` replicas need `replicas + 1` data nodes; with fewer (a single-node cluster and replicas, say)
 * the best an index can be is yellow (every primary allocated), and that is what it must reach.
 */
export function requiredHealth(dataNodes: number, replicas: number): HealthStatus {
  return dataNodes > replicas ? 'green' : 'yellow';
}

/**
 * Waits until the index reaches its required health; after `timeoutMs` throws a ReindexError saying so (the caller
 * then drops the index instead of swapping).
 */
export async function waitForIndexHealth(
  client: Client,
  index: string,
  replicas: number,
  timeoutMs: number,
): Promise<IndexHealth> {
  const cluster = await client.cluster.health();
  const required = requiredHealth(cluster.number_of_data_nodes, replicas);
  const health = await client.cluster.health(
    { index, wait_for_status: required, timeout: `${timeoutMs}ms` },
    { ignore: [408], requestTimeout: timeoutMs + 30_000 },
  );
  if (health.timed_out) {
    throw new ReindexError(
      `the new index ${index} did not turn ${required} within ${Math.round(timeoutMs / 1000)} s (it is ` +
        `${health.status.toLowerCase()}, ${health.unassigned_shards} shards unassigned); the alias was left as it was`,
    );
  }
  return { status: health.status.toLowerCase(), required };
}
