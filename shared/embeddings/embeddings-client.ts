import type { EmbeddingsConfig } from '../config.ts';
import { spanEnd, spanStart } from '../observability/span-timings.ts';
import { EmbeddingsApi, type Vector } from './embeddings-api.ts';
import type { EmbeddingTimings } from './embedding-timings.ts';
import { EmbeddingsUnavailableError } from './errors.ts';
import { LruCache } from './lru-cache.ts';

export type { Vector } from './embeddings-api.ts';

/** Vectors of questions and of listing texts, each with the model's own prefix put before it exactly once. */
export interface EmbeddingsClient {
  readonly model: string;
  readonly passagePrefix: string;
  /** Question vectors, in the order of `texts`; a question asked before comes from memory. */
  embedQueries(texts: readonly string[]): Promise<Vector[]>;
  /** Listing text vectors, in the order of `texts`, asked for in batches. */
  embedPassages(texts: readonly string[]): Promise<Vector[]>;
  /** Resolves when the server answers (for readiness), without embedding anything. */
  probe(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A client of the OpenAI-compatible API at `config.url`. Every failure is an EmbeddingsUnavailableError; without a
 * URL every call fails with reason 'disabled'. With `timings`, it times its parts (bench:semantic).
 */
export function createEmbeddingsClient(config: EmbeddingsConfig, timings?: EmbeddingTimings): EmbeddingsClient {
  const api = config.url ? new EmbeddingsApi({ ...config, url: config.url }, timings) : undefined;
  const queryVectors = new LruCache<string, Promise<Vector>>(config.queryCacheSize);

  const embedInBatches = async (
    inputs: readonly string[],
    timeoutMs: number,
    kind: 'question' | 'passage',
  ): Promise<Vector[]> => {
    if (!api) throw new EmbeddingsUnavailableError('disabled', 'EMBEDDINGS_URL is not set');
    const vectors: Vector[] = [];
    for (let start = 0; start < inputs.length; start += config.batchSize) {
      vectors.push(...(await api.embed(inputs.slice(start, start + config.batchSize), timeoutMs, kind)));
    }
    return vectors;
  };

  return {
    model: config.model,
    passagePrefix: config.passagePrefix,

    embedQueries(texts) {
      const lookup = spanStart(timings);
      const vectors = new Map<string, Promise<Vector>>();
      for (const text of texts) {
        const cached = queryVectors.get(text);
        if (cached) vectors.set(text, cached);
      }
      const missing = [...new Set(texts)].filter((text) => !vectors.has(text));
      if (missing.length > 0) {
        const fetched = embedInBatches(
          missing.map((text) => config.queryPrefix + text),
          config.queryTimeoutMs,
          'question',
        );
        missing.forEach((text, i) => {
          const vector = fetched.then((all) => all[i] as Vector);
          vectors.set(text, vector);
          // Cached while in flight, so the same question asked meanwhile waits for this answer instead of asking again.
          queryVectors.set(text, vector);
          vector.catch(() => queryVectors.deleteIfSame(text, vector));
        });
      }
      spanEnd(timings, 'question cache', lookup);
      return Promise.all(texts.map((text) => vectors.get(text) as Promise<Vector>));
    },

    embedPassages(texts) {
      return embedInBatches(
        texts.map((text) => config.passagePrefix + text),
        config.passageTimeoutMs,
        'passage',
      );
    },

    async probe(timeoutMs) {
      if (!api) throw new EmbeddingsUnavailableError('disabled', 'EMBEDDINGS_URL is not set');
      await api.probe(timeoutMs);
    },

    async close() {
      await api?.close();
    },
  };
}
