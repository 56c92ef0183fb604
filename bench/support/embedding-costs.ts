import { Pool } from 'undici';
import { generateListing, mulberry32 } from '../../scripts/demo-data/generator.ts';
import { listingDocument } from '../../scripts/demo-data/load.ts';
import type { EmbeddingsConfig } from '../../shared/config.ts';
import { createEmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { listingPassage } from '../../shared/embeddings/listing-passage.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { ascending, percentile } from './figures.ts';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
}

export interface QueryLatency {
  questions: number;
  /** embedQueries of the embeddings client, its query cache off. */
  client: Latency;
  /** The same request sent straight to the server with undici, its JSON answer parsed and nothing else. */
  raw: Latency;
}

export interface BatchThroughput {
  batchSize: number;
  passages: number;
  ms: number;
  passagesPerSecond: number;
}

/**
 * Embeds each question once through the embeddings client (query cache off) and once straight to the server, one
 * request at a time; the two take turns, each going first for every other question, so both meet the same load.
 * The warm-up questions go both ways first, unmeasured.
 */
export async function queryLatency(
  config: EmbeddingsConfig,
  questions: readonly string[],
  warmUp: readonly string[],
): Promise<QueryLatency> {
  const client = createEmbeddingsClient({ ...config, queryCacheSize: 0 });
  const raw = rawEmbedder(config);
  const viaClient = (question: string) => client.embedQueries([question]);
  try {
    for (const question of warmUp) {
      await viaClient(question);
      await raw.embed(question);
    }
    const clientMs: number[] = [];
    const rawMs: number[] = [];
    for (const [i, question] of questions.entries()) {
      const turns = [() => timed(clientMs, () => viaClient(question)), () => timed(rawMs, () => raw.embed(question))];
      for (const turn of i % 2 === 0 ? turns : turns.reverse()) await turn();
    }
    return { questions: questions.length, client: latencyOf(clientMs), raw: latencyOf(rawMs) };
  } finally {
    await client.close();
    await raw.close();
  }
}

/** Passages per second through embedPassages, a client per batch size, each on passages of its own. */
export async function passageThroughput(
  config: EmbeddingsConfig,
  registry: FacetRegistry,
  batchSizes: readonly number[],
  passagesPerSize: number,
): Promise<BatchThroughput[]> {
  const passages = listingPassages(registry, batchSizes.length * passagesPerSize);
  const results: BatchThroughput[] = [];
  for (const [i, batchSize] of batchSizes.entries()) {
    const client = createEmbeddingsClient({ ...config, batchSize });
    try {
      const own = passages.slice(i * passagesPerSize, (i + 1) * passagesPerSize);
      const began = performance.now();
      await client.embedPassages(own);
      const ms = performance.now() - began;
      results.push({ batchSize, passages: own.length, ms, passagesPerSecond: (own.length * 1000) / ms });
    } finally {
      await client.close();
    }
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

/** A question's embedding as any client would ask for it: one undici request over a kept-alive connection. */
function rawEmbedder(config: EmbeddingsConfig): { embed(question: string): Promise<unknown>; close(): Promise<void> } {
  if (!config.url) throw new Error('EMBEDDINGS_URL is not set');
  const url = new URL(config.url);
  const pool = new Pool(url.origin, { connections: 1 });
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  return {
    async embed(question) {
      const response = await pool.request({
        path: `${url.pathname.replace(/\/+$/, '')}/embeddings`,
        method: 'POST',
        headers,
        body: JSON.stringify({ model: config.model, input: [config.queryPrefix + question], encoding_format: 'float' }),
      });
      if (response.statusCode !== 200)
        throw new Error(`the embedding server answered ${response.statusCode}: ${await response.body.text()}`);
      return response.body.json();
    },
    close: () => pool.close(),
  };
}

async function timed(into: number[], work: () => Promise<unknown>): Promise<void> {
  const began = performance.now();
  await work();
  into.push(performance.now() - began);
}

function latencyOf(samples: readonly number[]): Latency {
  const sorted = ascending(samples);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}
