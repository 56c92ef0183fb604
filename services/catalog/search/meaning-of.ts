import type { SemanticRanking } from '../../../shared/config.ts';
import { keptUntilRejected } from '../../../shared/kept-promises.ts';
import type { EmbeddingsClient, Vector } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import { spanEnd, spanStart } from '../../../shared/observability/span-timings.ts';
import { questionTopic } from '../../../shared/facets/question-topic.ts';
import { VocabularyMeaning, type MeantKind } from '../../../shared/facets/vocabulary-meaning.ts';
import type { SemanticMatch } from './semantic-clause.ts';
import type { SearchTimings } from './search-timings.ts';

/** How `q` matches by meaning; null while the embedding server cannot make its vector (or none is set up). */
export type MeaningOf = (q: string) => Promise<SemanticMatch | null>;

/** Matching by meaning: the embeddings API that makes question vectors, and how this model's similarities rank. */
export interface SemanticSearch {
  embeddings: Pick<EmbeddingsClient, 'embedQueries' | 'embedPassages' | 'model'>;
  ranking: SemanticRanking;
}

/** The question's vector, and the category and facet values it means in the vocabularies (ranked higher). */
export function meaningOf(
  semantic: SemanticSearch | undefined,
  registry: FacetRegistry,
  timings?: SearchTimings,
): MeaningOf {
  if (!semantic) return async () => null;
  const vocabulary = new VocabularyMeaning(semantic.embeddings, registry);
  vocabulary.warmUp();
  // A question's vectors are the query cache's own while it keeps them, so their reading is kept as long (a fresh
  // vector, with the cache off, is read again): the reading compares the topic with every vocabulary value.
  const readings = new WeakMap<Vector, Promise<MeantKind[]>>();
  const read = (topic: Vector): Promise<MeantKind[]> =>
    keptUntilRejected(readings, topic, () => vocabulary.kindsNear(topic));
  return async (q) => {
    try {
      // One request for both vectors (the same text once when q names no city or price).
      const embedding = spanStart(timings);
      const [vector, topic] = await semantic.embeddings.embedQueries([q, questionTopic(q)]);
      spanEnd(timings, 'question vectors', embedding);
      if (!vector || !topic) return null;
      const reading = spanStart(timings);
      const meant = await read(topic);
      spanEnd(timings, 'vocabulary reading', reading);
      return { vector, ...semantic.ranking, meant };
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  };
}
