import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';

/** The vector of a question for matching by meaning; null while the embedding server cannot make it (or none is set up). */
export type QueryVector = (q: string) => Promise<readonly number[] | null>;

export function queryVectorOf(embeddings: Pick<EmbeddingsClient, 'embedQueries'> | undefined): QueryVector {
  return async (q) => {
    if (!embeddings) return null;
    try {
      const [vector] = await embeddings.embedQueries([q]);
      return vector ?? null;
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  };
}
