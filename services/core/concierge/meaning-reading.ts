import { createHash } from 'node:crypto';
import type { EmbeddingsClient, Vector } from '../../../shared/embeddings/embeddings-client.ts';
import { EmbeddingsUnavailableError } from '../../../shared/embeddings/errors.ts';
import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import type { CategorySchema } from '../../../shared/facets/types.ts';
import { questionTopic, type MeaningFound } from './question-reading.ts';

/** What a question is compared with: a category as a whole, or one filterable value of one of its facets. */
interface VocabularyPassage {
  category: string;
  /** The facet value the passage describes; null for the category's own passage. */
  value: { key: string; value: string } | null;
  text: string;
}

/**
 * How similar a question must be to a category's passage for the category to be read from it, and to a value's
 * passage for that value to become a filter (a filter excludes, so it asks for more), measured with
 * `npm run bench:relevance` (its concierge part) on multilingual-e5-small.
 */
export const CATEGORY_MIN_SIMILARITY = 0.8;
export const VALUE_MIN_SIMILARITY = 0.86;
/** A question names few values of one facet: more than this many above the bar means none stands out. */
const MAX_VALUES_PER_FACET = 2;

/**
 * Reads which category and facet values a question means by the similarity of its vector (as a question) to the
 * vectors of the vocabularies (as passages: a category's title, description and value labels; a value's label and
 * synonyms), embedded once per process, on the first question. Null while the embedding server is unavailable: the
 * concierge then reads the question by its words.
 */
export class MeaningReader {
  private vocabulary: Promise<{ passages: VocabularyPassage[]; vectors: Vector[] }> | undefined;

  constructor(
    private readonly embeddings: Pick<EmbeddingsClient, 'embedQueries' | 'embedPassages' | 'model'>,
    private readonly registry: FacetRegistry,
  ) {}

  async read(question: string): Promise<MeaningFound | null> {
    try {
      const { passages, vectors } = await this.vocabularyVectors();
      const [asked] = await this.embeddings.embedQueries([questionTopic(question) || question]);
      return closestMeaning(
        passages.map((passage, i) => ({ passage, similarity: dot(asked!, vectors[i]!) })),
        this.registry,
      );
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) return null;
      throw error;
    }
  }

  private vocabularyVectors(): Promise<{ passages: VocabularyPassage[]; vectors: Vector[] }> {
    if (!this.vocabulary) {
      const passages = vocabularyPassages(this.registry);
      const embedding = embedOnce(
        this.embeddings,
        passages.map((passage) => passage.text),
      );
      this.vocabulary = embedding.then((vectors) => ({ passages, vectors }));
      // A failure is not kept: the next question asks again.
      embedding.catch(() => (this.vocabulary = undefined));
    }
    return this.vocabulary;
  }
}

/** The category closest to the question, if close enough, and the values of it the question clearly means. */
export function closestMeaning(
  scored: readonly { passage: VocabularyPassage; similarity: number }[],
  registry: FacetRegistry,
): MeaningFound {
  const categories = scored.filter(({ passage }) => passage.value === null).sort((a, b) => b.similarity - a.similarity);
  const best = categories[0];
  const category =
    best && best.similarity >= CATEGORY_MIN_SIMILARITY ? (registry.category(best.passage.category) ?? null) : null;
  const byFacet = new Map<string, { value: string; similarity: number }[]>();
  for (const { passage, similarity } of scored) {
    if (!category || passage.category !== category.category || !passage.value) continue;
    if (similarity < VALUE_MIN_SIMILARITY) continue;
    byFacet.set(passage.value.key, [
      ...(byFacet.get(passage.value.key) ?? []),
      { value: passage.value.value, similarity },
    ]);
  }
  const values: Record<string, string[]> = {};
  for (const [key, matches] of byFacet)
    if (matches.length <= MAX_VALUES_PER_FACET) values[key] = matches.map((match) => match.value);
  return { category, values };
}

/** A passage per category and per value of its filterable tag and enum facets. */
export function vocabularyPassages(registry: FacetRegistry): VocabularyPassage[] {
  return registry.categories().flatMap((slug) => {
    const schema = registry.category(slug);
    if (!schema) return [];
    const values = schema.facets.flatMap((facet) => {
      if (!facet.filterable) return [];
      if (facet.type === 'semantic-tag')
        return facet.vocabulary.map((entry) => ({
          key: facet.key,
          value: entry.value,
          text: [entry.label, ...entry.synonyms].join(', '),
        }));
      if (facet.type === 'enum')
        return facet.values.map((entry) => ({ key: facet.key, value: entry.value, text: entry.label }));
      return [];
    });
    const own = {
      category: slug,
      value: null,
      text: `${schema.title}. ${schema.description} ${values.map((value) => value.text.split(', ')[0]).join(', ')}`,
    };
    return [
      own,
      ...values.map(({ key, value, text }) => ({
        category: slug,
        value: { key, value },
        text: `${schema.title}: ${text}`,
      })),
    ];
  });
}

/**
 * The vocabularies' vectors are the same for every reader of a process with the same model and texts (the composed
 * service, a worker's and a core's domains, each test's core): they are made once per process.
 */
const madeVocabularies = new Map<string, Promise<Vector[]>>();

function embedOnce(embeddings: Pick<EmbeddingsClient, 'embedPassages' | 'model'>, texts: string[]): Promise<Vector[]> {
  const key = createHash('sha256').update(embeddings.model).update(JSON.stringify(texts)).digest('hex');
  let vectors = madeVocabularies.get(key);
  if (!vectors) {
    vectors = embeddings.embedPassages(texts);
    madeVocabularies.set(key, vectors);
    vectors.catch(() => madeVocabularies.delete(key));
  }
  return vectors;
}

/** The cosine of two unit vectors. */
function dot(a: Vector, b: Vector): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}
