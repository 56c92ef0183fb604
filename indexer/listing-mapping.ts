import type { estypes } from '@elastic/elasticsearch';

const keyword = { type: 'keyword' } as const;
const date = { type: 'date' } as const;

/**
 * The base mapping of the listings index. Strict at the root so that a field the indexer does not know
 * is refused instead of guessed; facets stay dynamic until the catalog generates their mapping from the
 * facet schemas. Only the standard analyzer: the integ-test distribution has no analysis-common.
 */
export function listingMapping(): estypes.MappingTypeMapping {
  return {
    dynamic: 'strict',
    properties: {
      providerId: keyword,
      category: keyword,
      title: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      description: { type: 'text' },
      tags: keyword,
      facets: { type: 'object', dynamic: true },
      location: { type: 'geo_point' },
      status: keyword,
      ratingAverage: { type: 'float' },
      ratingCount: { type: 'integer' },
      boostedUntil: date,
      createdAt: date,
      updatedAt: date,
    },
  };
}
