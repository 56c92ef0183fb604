import { excerptOf, type DocumentationSection } from './documentation-index.ts';
import type { CatalogHit } from './listing-retrieval.ts';
import type { ConciergeCitation } from './types.ts';

/** The listings an answer cites, `L1`, `L2`, ... in the order of the search. */
export function listingCitations(hits: readonly CatalogHit[], baseUrl: string): ConciergeCitation[] {
  return hits.map((hit, index) => ({
    kind: 'listing',
    marker: `L${index + 1}`,
    id: hit.id,
    title: hit.title,
    url: `${baseUrl}/v1/listings/${hit.id}`,
    category: hit.category,
    price: hit.price ?? null,
    externalUrl: hit.url ?? null,
    ...(typeof hit.distanceKm === 'number' ? { distanceKm: hit.distanceKm } : {}),
    ...(hit.summary ? { excerpt: hit.summary } : {}),
  }));
}

/** The documentation an answer cites, `D1`, `D2`, ... best match first. */
export function documentationCitations(
  sections: readonly DocumentationSection[],
  baseUrl: string,
): ConciergeCitation[] {
  return sections.map((section, index) => ({
    kind: 'documentation',
    marker: `D${index + 1}`,
    id: section.id,
    title: section.title,
    url: `${baseUrl}${section.path}`,
    excerpt: excerptOf(section.text),
  }));
}
