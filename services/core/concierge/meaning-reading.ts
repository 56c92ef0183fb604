import type { EmbeddingsClient, Vector } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import type { CategorySchema } from '../../../shared/facets/types.ts';
import { questionTopic, type MeaningFound } from './question-reading.ts';

/** One phrase of the vocabularies: a category's title and description, or a tag value's label or synonym. */
interface VocabularyPhrase {
  category: string;
  /** The tag value the phrase names, with its facet; null for a category's own title and description. */
  value: { key: string; value: string } | null;
  text: string;
}

/**
 * How similar a question must be to a category's closest phrase for the category to be read from it, and to a tag
 * value's label or synonym for that value to become a filter (a filter excludes, so it asks for more), measured with
 * `npm run bench:relevance` (its concierge part) on multilingual-e5-small, whose cosines of unrelated short texts
 * lie near 0.75-0.8.
 */
export const CATEGORY_MIN_SIMILARITY = 0.82;
export const VALUE_MIN_SIMILARITY = 0.9;

/**
 * Reads which category and tag values a question means by the similarity of its vector to the vectors of the
 * vocabularies' phrases (embedded once, on the first question). Null while the embedding server is unavailable:
 * the concierge then reads the question by its words.
 */
export class MeaningReader {
  private vocabulary: Promise<{ phrases: VocabularyPhrase[]; vectors: Vector[] }> | undefined;

  constructor(
    private readonly embeddings: Pick<EmbeddingsClient, 'embedQueries'>,
    private readonly registry: FacetRegistry,
  ) {}

  async read(question: string): Promise<MeaningFound | null> {
    try {
      const { phrases, vectors } = await this.vocabularyVectors();
      const [asked] = await this.embeddings.embedQueries([questionTopic(question) || question]);
      return closestMeaning(
        phrases.map((phrase, i) => ({ phrase, similarity: dot(asked!, vectors[i]!) })),
        this.registry,
      );
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  }

  private vocabularyVectors(): Promise<{ phrases: VocabularyPhrase[]; vectors: Vector[] }> {
    if (!this.vocabulary) {
      const phrases = vocabularyPhrases(this.registry);
      const embedding = this.embeddings.embedQueries(phrases.map((phrase) => phrase.text));
      this.vocabulary = embedding.then((vectors) => ({ phrases, vectors }));
      // A failure is not kept: the next question asks again.
      embedding.catch(() => (this.vocabulary = undefined));
    }
    return this.vocabulary;
  }
}

/** The category whose closest phrase is closest to the question, and the tag values of it the question means. */
export function closestMeaning(
  scored: readonly { phrase: VocabularyPhrase; similarity: number }[],
  registry: FacetRegistry,
): MeaningFound {
  const best = new Map<string, number>();
  for (const { phrase, similarity } of scored)
    best.set(phrase.category, Math.max(best.get(phrase.category) ?? -1, similarity));
  const [slug, similarity] = [...best].sort((a, b) => b[1] - a[1])[0] ?? [null, -1];
  const category: CategorySchema | null =
    slug && similarity >= CATEGORY_MIN_SIMILARITY ? (registry.category(slug) ?? null) : null;
  const values: Record<string, string[]> = {};
  for (const { phrase, similarity: valueSimilarity } of scored) {
    if (!category || phrase.category !== category.category || !phrase.value) continue;
    if (valueSimilarity < VALUE_MIN_SIMILARITY) continue;
    const { key, value } = phrase.value;
    values[key] = [...new Set([...(values[key] ?? []), value])];
  }
  return { category, values };
}

/** Every phrase the vocabularies hold: titles and descriptions of categories, labels and synonyms of filterable tags. */
export function vocabularyPhrases(registry: FacetRegistry): VocabularyPhrase[] {
  return registry.categories().flatMap((slug) => {
    const schema = registry.category(slug);
    if (!schema) return [];
    const own = [schema.title, schema.description].map((text) => ({ category: slug, value: null, text }));
    const tags = schema.facets.flatMap((facet) =>
      facet.type === 'semantic-tag' && facet.filterable
        ? facet.vocabulary.flatMap((entry) =>
            [entry.label, ...entry.synonyms].map((text) => ({
              category: slug,
              value: { key: facet.key, value: entry.value },
              text,
            })),
          )
        : [],
    );
    return [...own, ...tags];
  });
}

/** The cosine of two unit vectors. */
function dot(a: Vector, b: Vector): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}
