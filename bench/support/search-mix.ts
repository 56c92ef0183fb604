import { buildSearchBody } from '../../services/catalog/search/build-search-body.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { parseSearchInput } from '../../services/catalog/search/search-input.ts';
import type { Tier } from '../../services/catalog/search/types.ts';
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
  { category: 'real-estate', filters: { offerType: 'rent', propertyType: 'apartment', rooms: { gte: 2, lte: 4 }, features: ['balkon'] }, geo: near('Berlin', 10), sort: 'newest' },
  { category: 'real-estate', q: 'bright apartment', filters: { offerType: 'sale', price: { lte: 600_000 } }, geo: near('Munich', 15) },
  { category: 'real-estate', filters: { features: { all: ['garten', 'dachterrasse'] }, furnished: false }, sort: 'rating' },
  { category: 'real-estate', q: 'office', filters: { propertyType: 'office', livingArea: { gte: 50 } }, geo: near('Brussels', 10), sort: 'distance' },
  { category: 'local-services', q: 'emergency plumber', filters: { services: ['klempner'], emergencyService: true }, geo: near('Hamburg', 20), sort: 'distance' },
  { category: 'local-services', filters: { services: ['elektriker', 'hvac'], priceFrom: { lte: 80 } }, geo: near('Vienna', 15) },
  { category: 'local-services', filters: { serviceArea: 'Berlin', freeQuote: true }, sort: 'rating' },
  { category: 'products', q: 'laptop', filters: { productType: 'notebook', condition: ['like-new', 'refurbished'], price: { lte: 1_500 } } },
  { category: 'products', filters: { shipsTo: ['deutschland', 'österreich'], localPickup: true }, geo: near('Berlin', 25), sort: 'distance' },
  { category: 'products', q: 'iphone', sort: 'newest' },
  { category: 'businesses', q: 'web design agency', filters: { services: ['webgestaltung'], companySize: ['2-10', '11-50'] }, geo: near('Amsterdam', 30) },
  { category: 'businesses', filters: { services: ['it-beratung'], remoteService: true, foundedYear: { gte: 2000 } }, sort: 'rating' },
  { category: 'ai-agents', q: 'customer support', filters: { capabilities: ['helpdesk'], languages: ['deutsch'] } },
  { category: 'ai-agents', filters: { protocols: { all: ['mcp', 'openapi'] }, pricingModel: ['free', 'freemium'], humanInTheLoop: true }, sort: 'newest' },
  { category: 'mcp-servers', q: 'postgres', filters: { tools: ['sql'], transport: ['stdio', 'streamable-http'] } },
  { category: 'mcp-servers', filters: { license: ['MIT', 'Apache-2.0'], runtime: 'python', hosted: false }, sort: 'rating' },
  { category: 'other', filters: { kind: ['event', 'rental'] }, geo: near('Prague', 20), sort: 'distance' },
  { q: 'garden', geo: near('Copenhagen', 30) },
  { q: 'Kreuzberg' },
  { geo: near('Warsaw', 10), sort: 'distance', limit: 50 },
];

/**
 * The `_msearch` NDJSON the search service sends for the first page of `body`, built by the service's own
 * builder: the boosted tier (with the counts) and the regular tier, each for one hit more than the page.
 * The service reads them from a point in time it opens; sent straight to the index, they go without one.
 */
export function msearchNdjson(registry: FacetRegistry, body: SearchBody, index: string, at: string): string {
  const request = parseSearchInput(registry, body);
  const tiers: Tier[] = ['boosted', 'regular'];
  const lines = tiers.flatMap((tier, position) => {
    const page = { tier, after: null, size: request.limit + 1, at, pitId: '', distributions: position === 0 };
    const { pit, ...search } = buildSearchBody(request.query, request.scope, page);
    return [{ index }, search];
  });
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}
