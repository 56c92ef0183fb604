import type { estypes } from '@elastic/elasticsearch';
import { buildSearchBody, filterClause } from '../../services/catalog/search/build-search-body.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { parseSearchInput } from '../../services/catalog/search/search-input.ts';
import type { SemanticMatch } from '../../services/catalog/search/semantic-clause.ts';
import type { SearchQuery } from '../../services/catalog/search/types.ts';
import { CITIES } from '../../scripts/demo-data/cities.ts';

/** A `POST /v1/catalog/search` body. */
export type SearchBody = Record<string, unknown>;

function near(city: string, radiusKm: number): { lat: number; lon: number; radiusKm: number } {
  const found = CITIES.find((candidate) => candidate.name === city);
  if (!found) throw new Error(`no demo city ${city}`);
  return { lat: found.lat, lon: found.lon, radiusKm };
}

/**
 * The fixed mix of searches: every category and none, semantic tags named by their synonyms, enums, numbers,
 * flags and text facets, free text, geo radii around demo cities, and every sort.
 */
export const SEARCH_MIX: readonly SearchBody[] = [
  {
    category: 'real-estate',
    filters: { offerType: 'rent', propertyType: 'apartment', rooms: { gte: 2, lte: 4 }, features: ['balkon'] },
    geo: near('Berlin', 10),
    sort: 'newest',
  },
  {
    category: 'real-estate',
    q: 'bright apartment',
    filters: { offerType: 'sale', price: { lte: 600_000 } },
    geo: near('Munich', 15),
  },
  {
    category: 'real-estate',
    filters: { features: { all: ['garten', 'dachterrasse'] }, furnished: false },
    sort: 'rating',
  },
  {
    category: 'real-estate',
    q: 'office',
    filters: { propertyType: 'office', livingArea: { gte: 50 } },
    geo: near('Brussels', 10),
    sort: 'distance',
  },
  {
    category: 'local-services',
    q: 'emergency plumber',
    filters: { services: ['klempner'], emergencyService: true },
    geo: near('Hamburg', 20),
    sort: 'distance',
  },
  {
    category: 'local-services',
    filters: { services: ['elektriker', 'hvac'], priceFrom: { lte: 80 } },
    geo: near('Vienna', 15),
  },
  { category: 'local-services', filters: { serviceArea: 'Berlin', freeQuote: true }, sort: 'rating' },
  {
    category: 'products',
    q: 'laptop',
    filters: { productType: 'notebook', condition: ['like-new', 'refurbished'], price: { lte: 1_500 } },
  },
  {
    category: 'products',
    filters: { shipsTo: ['deutschland', 'österreich'], localPickup: true },
    geo: near('Berlin', 25),
    sort: 'distance',
  },
  { category: 'products', q: 'iphone', sort: 'newest' },
  {
    category: 'businesses',
    q: 'web design agency',
    filters: { services: ['webgestaltung'], companySize: ['2-10', '11-50'] },
    geo: near('Amsterdam', 30),
  },
  {
    category: 'businesses',
    filters: { services: ['it-beratung'], remoteService: true, foundedYear: { gte: 2000 } },
    sort: 'rating',
  },
  { category: 'ai-agents', q: 'customer support', filters: { capabilities: ['helpdesk'], languages: ['deutsch'] } },
  {
    category: 'ai-agents',
    filters: { protocols: { all: ['mcp', 'openapi'] }, pricingModel: ['free', 'freemium'], humanInTheLoop: true },
    sort: 'newest',
  },
  { category: 'mcp-servers', q: 'postgres', filters: { tools: ['sql'], transport: ['stdio', 'streamable-http'] } },
  {
    category: 'mcp-servers',
    filters: { license: ['MIT', 'Apache-2.0'], runtime: 'python', hosted: false },
    sort: 'rating',
  },
  { category: 'other', filters: { kind: ['event', 'rental'] }, geo: near('Prague', 20), sort: 'distance' },
  { q: 'garden', geo: near('Copenhagen', 30) },
  { q: 'Kreuzberg' },
  { geo: near('Warsaw', 10), sort: 'distance', limit: 50 },
];

/**
 * A question for each search of SEARCH_MIX, in its order, fitting that search's category and filters: half German,
 * many paraphrases that share no word with the listings they want, a few keywords.
 */
const MIX_QUESTIONS: readonly string[] = [
  'Wohnung mit Balkon zur Miete',
  'sunny flat to buy',
  'Haus mit Garten und Dachterrasse',
  'space for a small team to work',
  'Rohrbruch, brauche sofort Hilfe',
  'Elektriker für die Wärmepumpe',
  'someone to fix things around the flat',
  'gebrauchter Laptop für die Uni',
  'Fahrrad zum Abholen',
  'iphone',
  'agency to build our online shop',
  'IT-Beratung für den Mittelstand',
  'Bot, der Kundenanfragen beantwortet',
  'assistant that books my meetings',
  'query my database from a chat assistant',
  'MCP-Server für GitHub',
  'something fun to do at the weekend',
  'someone to mow the lawn',
  'Kreuzberg',
  'Nachhilfe in Mathe',
];

/** SEARCH_MIX with free text in every search: its filters, radii and sorts, each with a question a person would type. */
export const TEXT_SEARCH_MIX: readonly SearchBody[] = SEARCH_MIX.map((body, i) => {
  const q = MIX_QUESTIONS[i];
  if (q === undefined) throw new Error(`search ${i} of SEARCH_MIX has no question in MIX_QUESTIONS`);
  return { ...body, q };
});

/**
 * The `_search` body the search service sends for the first page of `body`, built by the service's own builder; with
 * `meaning`, the hybrid one it sends when the question's vector is at hand.
 */
export function serviceSearchBody(
  registry: FacetRegistry,
  body: SearchBody,
  at: string,
  meaning: SemanticMatch | null = null,
): estypes.SearchRequest {
  const request = parseSearchInput(registry, body);
  return buildSearchBody(request.query, request.scope, {
    after: null,
    size: request.limit + 1,
    at,
    pitId: null,
    meaning,
  });
}

/**
 * The simplest `_search` a user would write for the same filters: published listings matching the filters and the
 * free text, in the order asked for, one page. No tiers, no counts, no distributions, no next-page probe.
 */
export function simplestSearchBody(registry: FacetRegistry, body: SearchBody): estypes.SearchRequest {
  const { query, limit } = parseSearchInput(registry, body);
  const filter: estypes.QueryDslQueryContainer[] = [
    { term: { status: 'published' } },
    ...query.filters.map(filterClause),
  ];
  if (query.category) filter.push({ term: { category: query.category } });
  if (query.geo)
    filter.push({
      geo_distance: { distance: `${query.geo.radiusKm}km`, location: { lat: query.geo.lat, lon: query.geo.lon } },
    });
  const must: estypes.QueryDslQueryContainer[] = query.q
    ? [{ multi_match: { query: query.q, fields: ['title', 'tags', 'description'] } }]
    : [];
  return { size: limit, query: { bool: { filter, must } }, sort: simplestOrder(query) };
}

function simplestOrder(query: SearchQuery): estypes.SortCombinations[] {
  switch (query.sort) {
    case 'relevance':
      return ['_score'];
    case 'distance':
      return [
        {
          _geo_distance: { location: { lat: query.geo?.lat ?? 0, lon: query.geo?.lon ?? 0 }, order: 'asc', unit: 'm' },
        },
      ];
    case 'newest':
      return [{ createdAt: 'desc' }];
    case 'rating':
      return [{ ratingAverage: 'desc' }];
  }
}
