import { errors, type Client } from '@elastic/elasticsearch';
import type { EmbeddingsClient } from '../embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../embeddings/errors.ts';
import type { Metrics } from './metrics.ts';

/**
 * Counts the Elasticsearch requests that failed: unreachable, timed out or answered 5xx (a 404 or a version
 * conflict is an answer the code expects).
 */
export function countElasticsearchFailures(client: Client, metrics: Metrics): Client {
  client.diagnostic.on('response', (error) => {
    if (error && !(error instanceof errors.ResponseError && (error.statusCode ?? 500) < 500))
      metrics.dependencyFailed('elasticsearch');
  });
  return client;
}

/** The embeddings client, counting each call the embedding server failed (not the calls made without one). */
export function countEmbeddingFailures(client: EmbeddingsClient, metrics: Metrics): EmbeddingsClient {
  const counted = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (error instanceof EmbeddingsUnavailableError && error.reason !== 'disabled')
        metrics.dependencyFailed('embeddings');
      throw error;
    });
  return {
    model: client.model,
    passagePrefix: client.passagePrefix,
    embedQueries: (texts) => counted(client.embedQueries(texts)),
    embedPassages: (texts) => counted(client.embedPassages(texts)),
    probe: (timeoutMs) => counted(client.probe(timeoutMs)),
    close: () => client.close(),
  };
}
