import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { loadBulk } from '../../scripts/demo-data/load.ts';
import type { EmbeddingsClient } from '../../shared/embeddings/embeddings-client.ts';
import { PassageVectorStore } from '../../shared/embeddings/passage-vector-store.ts';

export interface SeedFigures {
  listings: number;
  /** The whole seed: generating, embedding, writing to MongoDB. */
  seedMs: number;
  /** Passages the embedding server was asked for; the other listings took a vector from the store. */
  embedded: number;
  /** The time spent waiting for those. */
  embeddingMs: number;
}

/** loadBulk with vectors (outbox off: the caller reindexes), counting what the store could not give. */
export async function seedWithVectors(
  db: Db,
  count: number,
  embeddings: EmbeddingsClient,
  store: PassageVectorStore,
): Promise<SeedFigures> {
  const counted = { passages: 0, ms: 0 };
  const counting: EmbeddingsClient = {
    model: embeddings.model,
    passagePrefix: embeddings.passagePrefix,
    embedQueries: (texts) => embeddings.embedQueries(texts),
    async embedPassages(texts) {
      const began = performance.now();
      const vectors = await embeddings.embedPassages(texts);
      counted.passages += texts.length;
      counted.ms += performance.now() - began;
      return vectors;
    },
    probe: (timeoutMs) => embeddings.probe(timeoutMs),
    close: () => embeddings.close(),
  };
  const loaded = await loadBulk(db, count, {
    batchSize: 1000,
    outbox: false,
    vectors: { embeddings: counting, store },
  });
  return { listings: loaded.listings, seedMs: loaded.ms, embedded: counted.passages, embeddingMs: counted.ms };
}

/** The same seed into a database of its own with a fresh store in a temporary folder, so every passage is embedded. */
export async function seedWithFreshStore(
  db: Db,
  count: number,
  embeddings: EmbeddingsClient,
  dimensions: number,
): Promise<SeedFigures> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-semantic-'));
  const store = await PassageVectorStore.open(path.join(folder, 'passages.jsonl'), dimensions);
  try {
    return await seedWithVectors(db, count, embeddings, store);
  } finally {
    await store.close();
    await db.dropDatabase();
    await rm(folder, { recursive: true, force: true });
  }
}
