import type { SemanticRanking } from '../../../shared/config.ts';
import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import type { SemanticMatch } from './semantic-clause.ts';

/** How `q` matches by meaning; null while the embedding server cannot make its vector (or none is set up). */
export type MeaningOf = (q: string) => Promise<SemanticMatch | null>;

/** Matching by meaning: the embeddings API that makes question vectors, and how this model's similarities rank. */
export interface SemanticSearch {
  embeddings: Pick<EmbeddingsClient, 'embedQueries'>;
  ranking: SemanticRanking;
}

export function meaningOf(semantic: SemanticSearch | undefined): MeaningOf {
  return async (q) => {
    if (!semantic) return null;
    try {
      const [vector] = await semantic.embeddings.embedQueries([q]);
      return vector ? { vector, ...semantic.ranking } : null;
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  };
}
