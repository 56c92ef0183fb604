import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import type { CategorySchema, FacetDefinition, NumberFacet, SemanticTagFacet } from '../../../shared/facets/types.ts';
import { PRICE_CEILING } from '../../../shared/facets/question-topic.ts';
import type { MeaningFound } from '../../../shared/facets/vocabulary-meaning.ts';
import { cityNamedIn, containsPhrase } from '../../../shared/geo/city-named-in.ts';
import { CITY_RADIUS_KM, type KnownCity } from '../../../shared/geo/known-cities.ts';

/** A facet filter as `searchCatalog` takes it: canonical values (any of them) or a number range. */
export type DrawnFilter = string[] | { lte: number };

/** What a question asks the catalog for, drawn from its words alone, so the same question always searches the same. */
export interface QuestionReading {
  category: string | null;
  filters: Record<string, DrawnFilter>;
  q: string | null;
  city: KnownCity | null;
  geo: { lat: number; lon: number; radiusKm: number } | null;
  /** In euros; applied as `filters[priceFacet]` when the category has a price facet, else to the listings' prices. */
  priceCeiling: number | null;
  priceFacet: string | null;
}

/** Vocabulary words shorter than this (language codes such as `de`, `it`) are too ambiguous to read from prose. */
const MIN_PHRASE_LENGTH = 3;
const MAX_Q_LENGTH = 500;

const STOP_WORDS = new Set(
  (
    'a an and are can could do does find for from get give how i in is it me my near need of on or please show some ' +
    'that the there to under up want what where which who with would you your looking search cheap cheaper best good ' +
    'ein eine einen einem einer und bitte bis das der die den dem ich in im ist mir mit nach suche suchen finde finden ' +
    'gibt es wie wo was wer für fur unter zu zum zur auf von bei günstig günstige günstigen guten gute'
  ).split(' '),
);

/**
 * Reads a question into a catalog search: a known city becomes a geo radius, a price ceiling ("under 60 €/h",
 * "unter 60 Euro") a price filter. The category and its tag values come from `meaning` when the question was read
 * by meaning, and the question's content words then go to search as free text (matched by meaning too). Without it,
 * words of a category's tag vocabularies (values, labels and their English and German synonyms from the facet
 * schemas) choose the category and become filters, and only a question without a category word becomes free text.
 */
export function readQuestion(question: string, registry: FacetRegistry, meaning?: MeaningFound): QuestionReading {
  const text = question.normalize('NFC').toLowerCase();
  const category = meaning ? meaning.category : bestCategory(text, registry);
  const filters: Record<string, DrawnFilter> = category ? mergeValues(tagFilters(text, category), meaning?.values) : {};
  const city = cityNamedIn(text);
  const ceiling = priceCeilingOf(text);
  const priceFacet = ceiling === null || !category ? null : (category.facets.find(isEuroPrice)?.key ?? null);
  if (ceiling !== null && priceFacet) filters[priceFacet] = { lte: ceiling };
  return {
    category: category?.category ?? null,
    filters,
    q: category && !meaning ? null : freeText(text, city),
    city,
    geo: city ? { lat: city.lat, lon: city.lon, radiusKm: CITY_RADIUS_KM } : null,
    priceCeiling: ceiling,
    priceFacet,
  };
}

/** The category whose vocabulary (or title) the question names most; ties go to the first slug. */
function bestCategory(text: string, registry: FacetRegistry): CategorySchema | null {
  let best: { schema: CategorySchema; score: number } | null = null;
  for (const slug of registry.categories()) {
    const schema = registry.category(slug);
    if (!schema) continue;
    const tagMatches = Object.values(tagFilters(text, schema)).reduce(
      (sum, values) => sum + (Array.isArray(values) ? values.length : 0),
      0,
    );
    const titled = [schema.title.toLowerCase(), slug.replace(/-/g, ' ')].some((title) => containsPhrase(text, title))
      ? 2
      : 0;
    const score = tagMatches + titled;
    if (score > 0 && (!best || score > best.score)) best = { schema, score };
  }
  return best?.schema ?? null;
}

function mergeValues(
  named: Record<string, DrawnFilter>,
  meant: Record<string, string[]> | undefined,
): Record<string, DrawnFilter> {
  const merged = { ...named };
  for (const [key, values] of Object.entries(meant ?? {})) {
    const own = merged[key];
    merged[key] = [...new Set([...(Array.isArray(own) ? own : []), ...values])];
  }
  return merged;
}

/** Facet key to the canonical values of the category's tag vocabularies that the question names. */
function tagFilters(text: string, schema: CategorySchema): Record<string, DrawnFilter> {
  const filters: Record<string, DrawnFilter> = {};
  for (const facet of schema.facets.filter(isFilterableTagFacet)) {
    const values = facet.vocabulary
      .filter((entry) =>
        [entry.value.replace(/-/g, ' '), entry.label, ...entry.synonyms].some(
          (phrase) => phrase.length >= MIN_PHRASE_LENGTH && containsPhrase(text, phrase.toLowerCase()),
        ),
      )
      .map((entry) => entry.value);
    if (values.length > 0) filters[facet.key] = values;
  }
  return filters;
}

function isFilterableTagFacet(facet: FacetDefinition): facet is SemanticTagFacet {
  return facet.type === 'semantic-tag' && facet.filterable;
}

function isEuroPrice(facet: FacetDefinition): facet is NumberFacet {
  return facet.type === 'number' && facet.filterable && facet.unit === 'EUR' && /price/i.test(facet.key);
}

/** The amount after a ceiling word when a currency stands beside it ("under 60 €", "bis 60 Euro", "below EUR 60"). */
function priceCeilingOf(text: string): number | null {
  const match = PRICE_CEILING.exec(text);
  if (!match || (!match[1] && !match[3])) return null;
  return Number(match[2]?.replace(',', '.'));
}

/** The question's content words, without stop words, the city and price phrases. */
function freeText(text: string, city: KnownCity | null): string | null {
  const cityWords = new Set(
    city ? [city.name.toLowerCase(), ...city.aliases].flatMap((name) => name.split(/\s+/)) : [],
  );
  const words = text
    .replace(PRICE_CEILING, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(
      (word) =>
        word.length >= MIN_PHRASE_LENGTH && !STOP_WORDS.has(word) && !cityWords.has(word) && !/^\d+$/.test(word),
    );
  const q = [...new Set(words)].join(' ').slice(0, MAX_Q_LENGTH).trim();
  return q === '' ? null : q;
}
