import { createHash } from 'node:crypto';
import type { EmbeddingsClient, Vector } from '../embeddings/embeddings-client.ts';
import { keptUntilRejected } from '../kept-promises.ts';
import { questionTopic } from './question-topic.ts';
import type { FacetRegistry } from './registry.ts';
import { kindFacets, type CategorySchema } from './types.ts';

/** What a text means in the catalog's terms: a category, and values of the facet that says what it is (key to values). */
export interface MeaningFound {
  category: CategorySchema | null;
  values: Record<string, string[]>;
}

/** What a text is compared with: one value of the facet that says what a category's listings are, in words. */
export interface VocabularyPassage {
  category: string;
  key: string;
  value: string;
  text: string;
}

/**
 * Measured with `npm run bench:relevance -- --set dev` (its concierge part) on multilingual-e5-small: the category of
 * the kind closest to the question is the question's category (23 of 26 dev questions; 0.78 read no more), when it is
 * at least this similar; the kinds within VALUE_MARGIN of the closest become filters (a facet's values are any-of, so
 * a near tie widens the search rather than excluding the right listings; 0.005 read one more question's filters
 * exactly, within noise).
 */
export const CATEGORY_MIN_SIMILARITY = 0.8;
export const VALUE_MARGIN = 0.01;

/**
 * The category and facet values a question means: its topic (the question without its city and price, which say
 * where and how much rather than what) as a query vector, compared with the vectors of the kinds of listing each
 * category has (as passages: a value's label and synonyms, after its category's title; see vocabularyPassages),
 * embedded once per process.
 * Throws the embeddings client's errors while a vector cannot be made.
 */
export class VocabularyMeaning {
  private vocabulary: Promise<{ passages: VocabularyPassage[]; vectors: Vector[] }> | undefined;

  constructor(
    private readonly embeddings: Pick<EmbeddingsClient, 'embedQueries' | 'embedPassages' | 'model'>,
    private readonly registry: FacetRegistry,
  ) {}

  /** `named`: the category the question's words name, if any; it wins a near tie. */
  async read(question: string, named: string | null = null): Promise<MeaningFound> {
    const [topic] = await this.embeddings.embedQueries([questionTopic(question)]);
    return this.nearest(topic!, named);
  }

  /** What the vector of a question's topic (`questionTopic`, as a query) means. */
  async nearest(topic: Vector, named: string | null = null): Promise<MeaningFound> {
    const { passages, vectors } = await this.vocabularyVectors();
    return closestMeaning(
      passages.map((passage, i) => ({ passage, similarity: dot(topic, vectors[i]!) })),
      this.registry,
      named,
    );
  }

  /** The kinds of listing the vector of a question's topic means: every kind nearly as close as the closest. */
  async kindsNear(topic: Vector): Promise<MeantKind[]> {
    const { passages, vectors } = await this.vocabularyVectors();
    return kindsNearest(passages.map((passage, i) => ({ passage, similarity: dot(topic, vectors[i]!) })));
  }

  /**
   * Starts embedding the vocabularies now (a few hundred passages, seconds of the embedding server's time) rather than
   * inside the first question's request; a failure is left for that question to meet again.
   */
  warmUp(): void {
    this.vocabularyVectors().catch(() => undefined);
  }

  private vocabularyVectors(): Promise<{ passages: VocabularyPassage[]; vectors: Vector[] }> {
    if (!this.vocabulary) {
      const passages = vocabularyPassages(this.registry);
      const embedding = embedOnce(
        this.embeddings,
        passages.map((passage) => passage.text),
      );
      this.vocabulary = embedding.then((vectors) => ({ passages, vectors }));
      // A failure is not kept: the next text asks again.
      embedding.catch(() => (this.vocabulary = undefined));
    }
    return this.vocabulary;
  }
}

/**
 * The category of the value closest to the text, if close enough, and its values nearly as close. When another
 * category's closest value is nearly as close and the text's words name that category, the words decide.
 */
export function closestMeaning(
  scored: readonly { passage: VocabularyPassage; similarity: number }[],
  registry: FacetRegistry,
  named: string | null = null,
): MeaningFound {
  const sorted = [...scored].sort((a, b) => b.similarity - a.similarity);
  const top = sorted[0];
  if (!top || top.similarity < CATEGORY_MIN_SIMILARITY) return { category: null, values: {} };
  const namedBest = sorted.find((entry) => entry.passage.category === named);
  const best = namedBest && namedBest.similarity >= top.similarity - VALUE_MARGIN ? namedBest : top;
  const category = registry.category(best.passage.category);
  if (!category) return { category: null, values: {} };
  const values: Record<string, string[]> = {};
  for (const { passage, similarity } of scored) {
    if (passage.category !== category.category || similarity < best.similarity - VALUE_MARGIN) continue;
    values[passage.key] = [...new Set([...(values[passage.key] ?? []), passage.value])];
  }
  return { category, values };
}

/** A kind of listing a text means: a category and values of its kind facet (key to values). */
export interface MeantKind {
  category: string;
  values: Record<string, string[]>;
}

/**
 * Every kind within VALUE_MARGIN of the closest, in whichever category, when the closest is close enough: a near tie
 * between categories ("Waschmaschine" is as near a washing machine for sale as its repair) widens what the search
 * ranks higher instead of betting on one (dev set P@5 0.887 → 0.900 with the kinds matched, see buildSearchBody;
 * a margin of 0.005 or 0.015 read 0.881, 0.02 read 0.835).
 */
export function kindsNearest(scored: readonly { passage: VocabularyPassage; similarity: number }[]): MeantKind[] {
  const top = Math.max(...scored.map((entry) => entry.similarity));
  if (!(top >= CATEGORY_MIN_SIMILARITY)) return [];
  const kinds = new Map<string, Record<string, string[]>>();
  for (const { passage, similarity } of scored) {
    if (similarity < top - VALUE_MARGIN) continue;
    const values = kinds.get(passage.category) ?? {};
    values[passage.key] = [...new Set([...(values[passage.key] ?? []), passage.value])];
    kinds.set(passage.category, values);
  }
  return [...kinds].map(([category, values]) => ({ category, values }));
}

/**
 * A passage per value of the facet that says what a category's listings are (`definesKind`). Only those: codes and
 * qualities (a licence, a country shipped to, an energy class, "used") resemble too many questions, so read beside
 * the kinds they outbid them (measured on the dev set: `bluetooth speaker` read as an MCP server's licence, `Winterjacke
 * Damen` as a country shipped to).
 */
export function vocabularyPassages(registry: FacetRegistry): VocabularyPassage[] {
  return registry.categories().flatMap((slug) => {
    const schema = registry.category(slug);
    if (!schema) return [];
    return kindFacets(schema).flatMap((facet) => {
      const entries =
        facet.type === 'semantic-tag'
          ? facet.vocabulary.map((entry) => ({ value: entry.value, words: [entry.label, ...entry.synonyms] }))
          : facet.values.map((entry) => ({ value: entry.value, words: [entry.label, ...(entry.synonyms ?? [])] }));
      return entries.map(({ value, words }) => ({
        category: slug,
        key: facet.key,
        value,
        text: `${schema.title}: ${words.join(', ')}`,
      }));
    });
  });
}

/**
 * The vocabularies' vectors are the same for every reader of a process with the same model and texts (the composed
 * service, a worker's and a core's domains, each test's core): they are made once per process.
 */
const madeVocabularies = new Map<string, Promise<Vector[]>>();

function embedOnce(embeddings: Pick<EmbeddingsClient, 'embedPassages' | 'model'>, texts: string[]): Promise<Vector[]> {
  const key = createHash('sha256').update(embeddings.model).update(JSON.stringify(texts)).digest('hex');
  return keptUntilRejected(madeVocabularies, key, () => embeddings.embedPassages(texts));
}

/** The cosine of two unit vectors. */
function dot(a: Vector, b: Vector): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}
