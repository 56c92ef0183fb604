import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type { QuestionReading } from './question-reading.ts';

export type CatalogSearchBody = Schema<'CatalogSearchInput'>;
export type CatalogHit = Schema<'SearchHit'>;

/** The catalog's own search (`searchCatalog`, in-process or over HTTP): its hits and the exact number of matches. */
export type CatalogSearch = (body: CatalogSearchBody) => Promise<{ hits: readonly CatalogHit[]; total: number }>;

/** Listings an answer cites at most. */
export const CITED_LISTINGS = 5;
/** Hits read when the price ceiling is applied to listing prices, so that a few cheap ones remain among them. */
const HITS_BEFORE_PRICE_CUT = 50;

export interface RetrievedListings {
  hits: CatalogHit[];
  total: number;
}

/** The search body a reading stands for: only what the question named. */
export function searchBodyOf(reading: QuestionReading): CatalogSearchBody {
  const cutsPrices = reading.priceCeiling !== null && reading.priceFacet === null;
  return {
    ...(reading.category ? { category: reading.category as CatalogSearchBody['category'] } : {}),
    ...(Object.keys(reading.filters).length > 0 ? { filters: reading.filters as CatalogSearchBody['filters'] } : {}),
    ...(reading.q ? { q: reading.q } : {}),
    ...(reading.geo ? { geo: reading.geo } : {}),
    limit: cutsPrices ? HITS_BEFORE_PRICE_CUT : CITED_LISTINGS,
  };
}

/** Searches the catalog as the reading says; a ceiling the category has no price facet for is applied to the listings' euro prices. */
export async function retrieveListings(search: CatalogSearch, reading: QuestionReading): Promise<RetrievedListings> {
  const { hits, total } = await search(searchBodyOf(reading));
  const ceiling = reading.priceFacet === null ? reading.priceCeiling : null;
  const affordable =
    ceiling === null ? hits : hits.filter((hit) => hit.price?.currency === 'EUR' && hit.price.amount <= ceiling * 100);
  return { hits: affordable.slice(0, CITED_LISTINGS), total };
}
