import type { Client } from '@elastic/elasticsearch';

/** What Elasticsearch spent on the searches of a run, per search: its process's CPU time and its query phases' time. */
export interface SearchCost {
  searches: number;
  cpuMsPerSearch: number;
  queryMsPerSearch: number;
}

interface NodeCounters {
  cpuMs: number;
  queries: number;
  queryMs: number;
}

/**
 * Runs `run` and reads from the nodes stats what Elasticsearch spent meanwhile, per search (a query phase per shard:
 * the listings index has one). Its own CPU time, unlike requests per second, does not depend on how the machine's
 * cores are shared with the load generator and others; nothing else should search while `run` does.
 */
export async function withSearchCost<T>(
  elasticsearch: Client,
  run: () => Promise<T>,
): Promise<{ result: T; cost: SearchCost }> {
  const before = await nodeCounters(elasticsearch);
  const result = await run();
  const after = await nodeCounters(elasticsearch);
  const searches = after.queries - before.queries;
  const perSearch = (total: number) => (searches > 0 ? total / searches : 0);
  return {
    result,
    cost: {
      searches,
      cpuMsPerSearch: perSearch(after.cpuMs - before.cpuMs),
      queryMsPerSearch: perSearch(after.queryMs - before.queryMs),
    },
  };
}

async function nodeCounters(elasticsearch: Client): Promise<NodeCounters> {
  const stats = await elasticsearch.nodes.stats({ metric: ['process', 'indices'], index_metric: 'search' });
  const nodes = Object.values(stats.nodes);
  const sum = (value: (node: (typeof nodes)[number]) => number | undefined) =>
    nodes.reduce((total, node) => total + (value(node) ?? 0), 0);
  return {
    cpuMs: sum((node) => node.process?.cpu?.total_in_millis),
    queries: sum((node) => node.indices?.search?.query_total),
    queryMs: sum((node) => node.indices?.search?.query_time_in_millis),
  };
}
