import { CITIES } from '../../scripts/demo-data/cities.ts';
import { mulberry32, pick, type Rng } from '../../scripts/demo-data/generator.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import type { TagEntry } from '../../shared/facets/types.ts';

type Template = (term: string, city: string) => string;

/** English questions name a vocabulary entry by its label, German ones by a synonym (most are German words). */
const ENGLISH: readonly Template[] = [
  (term, city) => `${term} in ${city}`,
  (term, city) => `looking for ${term} near ${city}`,
  (term, city) => `best ${term} in ${city}?`,
  (term) => `who offers ${term}?`,
];
const GERMAN: readonly Template[] = [
  (term, city) => `${term} in ${city} gesucht`,
  (term, city) => `Ich suche ${term} in ${city}`,
  (term, city) => `${term} in der Nähe von ${city}`,
  (term) => `Wer bietet ${term} an?`,
];

/**
 * `count` distinct short questions, alternately English and German, about what the demo listings offer: the entries
 * of each category's first semantic-tag vocabulary (services, capabilities, tools, product types, features) and the
 * demo cities. Deterministic for a seed.
 */
export function demoQuestions(registry: FacetRegistry, count: number, seed = 1): string[] {
  const entries = offerVocabulary(registry);
  const rng: Rng = mulberry32(seed);
  const questions = new Set<string>();
  for (let attempt = 0; questions.size < count; attempt += 1) {
    if (attempt > count * 20) throw new Error(`the vocabularies give fewer than ${count} distinct questions`);
    const entry = pick(rng, entries);
    const city = pick(rng, CITIES).name;
    const german = questions.size % 2 === 1 && entry.synonyms.length > 0;
    const term = german ? pick(rng, entry.synonyms) : entry.label.toLowerCase();
    questions.add(pick(rng, german ? GERMAN : ENGLISH)(term, city));
  }
  return [...questions];
}

function offerVocabulary(registry: FacetRegistry): TagEntry[] {
  return registry.categories().flatMap((category) => {
    const facet = registry.category(category)?.facets.find((candidate) => candidate.type === 'semantic-tag');
    return facet?.type === 'semantic-tag' ? facet.vocabulary : [];
  });
}
