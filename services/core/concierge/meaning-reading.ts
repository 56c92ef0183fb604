import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import { VocabularyMeaning, type MeaningFound } from '../../../shared/facets/vocabulary-meaning.ts';

/**
 * Reads which category and facet values a question means (shared/facets/vocabulary-meaning.ts). Null while the
 * embedding server is unavailable: the concierge then reads the question by its words.
 */
export class MeaningReader {
  private readonly vocabulary: VocabularyMeaning;

  constructor(embeddings: Pick<EmbeddingsClient, 'embedQueries' | 'embedPassages' | 'model'>, registry: FacetRegistry) {
    this.vocabulary = new VocabularyMeaning(embeddings, registry);
  }

  /** `named`: the category the question's words name, if any; it wins a near tie. */
  async read(question: string, named: string | null = null): Promise<MeaningFound | null> {
    try {
      return await this.vocabulary.read(question, named);
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  }
}
