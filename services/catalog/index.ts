import type { Client } from '@elastic/elasticsearch';
import { LISTINGS_ALIAS } from '../../shared/listings-index/document.ts';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { probe } from '../../shared/readiness.ts';
import type { OperationInput, ServiceHandlers } from '../../shared/service/handlers.ts';
import { CategoryAliases } from './category-aliases.ts';
import { categoryFacts } from './category-facts.ts';
import { CITY_RADIUS_KM, citiesNamed } from '../../shared/geo/known-cities.ts';
import { facetRegistry, type FacetRegistry } from '../../shared/facets/registry.ts';
import { llmsText, NOTABLE_LISTINGS } from './llms/llms-text.ts';
import { catalogOverview, categorySchema } from './schema/catalog-schema.ts';
import { meaningOf, type SemanticSearch } from './search/meaning-of.ts';
import { searchCatalog } from './search/search-catalog.ts';
import { SnapshotCounts } from './search/snapshot-counts.ts';
import { PIT_KEEP_ALIVE_MINUTES } from './search/build-search-body.ts';
import { isRecord } from './search/parse-filters.ts';
import type { SearchTimings } from './search/search-timings.ts';
import { spanEnd, spanStart } from '../../shared/observability/span-timings.ts';
import { knownCategory, parseSearchInput } from './search/search-input.ts';

export interface CatalogDeps {
  elasticsearch: Client;
  /** Defaults to the system clock; boosts are compared with its instant. */
  clock?: Clock;
  /** Defaults to the schemas of `schemas/facets/`. */
  registry?: FacetRegistry;
  /** The alias search reads; defaults to the indexer's. */
  index?: string;
  /** Matching `q` by meaning (shared/embeddings/); without it, search matches words only. */
  semantic?: SemanticSearch;
  /** Where searches' parts are timed (bench:semantic); nothing is timed without it. */
  searchTimings?: SearchTimings;
}

/** Said beside results when `q` asked for meaning and was matched by its words alone. */
export const WORDS_ONLY_MESSAGE =
  'Matching by meaning is unavailable right now: these results match the words of q only. Try again shortly for results by meaning.';

/** The search side on Elasticsearch: facet schemas with live distributions, search, and the llms text. */
export function createCatalog(deps: CatalogDeps) {
  const registry = deps.registry ?? facetRegistry();
  const context = {
    elasticsearch: deps.elasticsearch,
    index: deps.index ?? LISTINGS_ALIAS,
    registry,
    clock: deps.clock ?? systemClock,
    meaningOf: meaningOf(deps.semantic, registry, deps.searchTimings),
    snapshotCounts: new SnapshotCounts(PIT_KEEP_ALIVE_MINUTES * 60_000),
    timings: deps.searchTimings,
  };
  const aliases = new CategoryAliases({ elasticsearch: deps.elasticsearch, registry, clock: context.clock });

  /** The `category` query parameter, checked against the registry (the gateway checks it against the OpenAPI enum). */
  const categoryParam = (input: OperationInput): string | null => {
    const raw = input.query.category;
    return raw === undefined ? null : knownCategory(registry, String(raw), 'query.category');
  };

  const handlers: ServiceHandlers = {
    async getCatalogSchema(input) {
      const raw = input.query.category;
      if (raw === undefined) return { result: await catalogOverview(context) };
      const { category, messages } = await aliases.resolve(String(raw), 'query.category');
      return { result: await categorySchema(context, category), messages };
    },
    async searchCatalog(input) {
      const { timings } = context;
      const started = spanStart(timings);
      const body = isRecord(input.body) ? input.body : {};
      const asked = typeof body.category === 'string' ? await aliases.resolve(body.category, 'body.category') : null;
      spanEnd(timings, 'category alias', started);
      const parsing = spanStart(timings);
      const request = parseSearchInput(registry, asked ? { ...body, category: asked.category } : body);
      spanEnd(timings, 'input', parsing);
      const page = await searchCatalog(context, request);
      spanEnd(timings, 'handler', started);
      const wordsOnly = request.query.q !== null && request.query.semantic && !page.matchedByMeaning;
      return {
        result: { hits: page.hits, distributions: page.distributions },
        resultInfo: { count: page.hits.length, total: page.total, limit: request.limit, next_cursor: page.nextCursor },
        messages: [...(asked?.messages ?? []), ...(wordsOnly ? [{ message: WORDS_ONLY_MESSAGE }] : [])],
      };
    },
    async listCatalogCities(input) {
      const typed = input.query.q === undefined ? undefined : String(input.query.q);
      return {
        result: citiesNamed(typed).map(({ name, aliases, lat, lon }) => ({
          name,
          aliases,
          lat,
          lon,
          radiusKm: CITY_RADIUS_KM,
        })),
      };
    },
    async getCatalogLlmsText(input) {
      const category = categoryParam(input);
      const slugs = category ? [category] : registry.categories();
      const facts = await categoryFacts(context, { ...(category ? { category } : {}), notable: NOTABLE_LISTINGS });
      const schemas = slugs.flatMap((slug) => registry.category(slug) ?? []);
      return { result: llmsText(schemas, facts), headers: { 'content-type': 'text/plain; charset=utf-8' } };
    },
  };
  return {
    handlers,
    async ready() {
      return { elasticsearch: await probe(() => deps.elasticsearch.cluster.health()) };
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
