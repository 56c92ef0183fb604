import { createHash } from 'node:crypto';
import type { estypes } from '@elastic/elasticsearch';
import type { AnalysisFeatures } from '../facets/analysis-features.ts';
import { analysisSettings, facetsMapping, FOLDED_ANALYZER } from '../facets/mapping.ts';
import type { FacetRegistry } from '../facets/registry.ts';
import { LISTING_VECTOR_DIMENSIONS } from './document.ts';

const keyword = { type: 'keyword' } as const;
const date = { type: 'date' } as const;

/**
 * The mapping of the listings index, generated from the facet schemas. Strict at the root and inside
 * `facets`, so a field or facet key the schemas do not know is refused instead of guessed. Analysis
 * beyond the standard analyzer only when the cluster has it (the integ-test distribution does not).
 * `listingId` repeats `_id` because Elasticsearch 8 cannot sort on `_id`: search uses it as tie-breaker.
 */
export function listingMapping(registry: FacetRegistry, features: AnalysisFeatures): estypes.MappingTypeMapping {
  const analyzed = features.asciiFolding ? { analyzer: FOLDED_ANALYZER } : {};
  return {
    dynamic: 'strict',
    properties: {
      listingId: keyword,
      providerId: keyword,
      category: keyword,
      title: { type: 'text', ...analyzed, fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
      description: { type: 'text', ...analyzed },
      tags: keyword,
      facets: { type: 'object', dynamic: 'strict', properties: facetsMapping(registry, features) },
      location: { type: 'geo_point' },
      price: { type: 'object', dynamic: 'strict', properties: { amount: { type: 'long' }, currency: keyword } },
      url: { type: 'keyword', index: false },
      status: keyword,
      ratingAverage: { type: 'float' },
      ratingCount: { type: 'integer' },
      boostedUntil: date,
      demoted: { type: 'boolean' },
      verifiedDomain: { type: 'boolean' },
      createdAt: date,
      updatedAt: date,
      embedding: {
        type: 'dense_vector',
        dims: LISTING_VECTOR_DIMENSIONS,
        index: true,
        similarity: 'cosine',
        // Elasticsearch 8's default, said here: vectors quantized to int8 in the HNSW graph, a quarter of the memory.
        index_options: { type: 'int8_hnsw', m: 16, ef_construction: 100 },
      },
    },
  };
}

/**
 * How often the listings index makes its latest writes searchable. Elasticsearch's default (a second, and none
 * while no search came for 30 seconds) would by itself take the second a listing has to be found in after its
 * write; with half a second and the indexer's tens of milliseconds, a write is searchable in about 0.6 s at most
 * (`npm run bench:search`: p95 525 ms at 100k listings, 573 ms at 1M).
 */
export const LISTINGS_REFRESH_INTERVAL = '500ms';

/** What creating a listings index sends: settings with the analyzers, and the mapping stamped with its version. */
export interface ListingIndexDefinition {
  settings: estypes.IndicesIndexSettings;
  mappings: estypes.MappingTypeMapping;
  mappingVersion: string;
}

export function listingIndexDefinition(registry: FacetRegistry, features: AnalysisFeatures): ListingIndexDefinition {
  const settings = { ...analysisSettings(features), refresh_interval: LISTINGS_REFRESH_INTERVAL };
  const mapping = listingMapping(registry, features);
  const mappingVersion = definitionHash(settings, mapping);
  return { settings, mappings: { ...mapping, _meta: { mappingVersion } }, mappingVersion };
}

/** A short hash of settings and mapping; any change to either (a facet, a feature, a field) changes it. */
function definitionHash(settings: estypes.IndicesIndexSettings, mapping: estypes.MappingTypeMapping): string {
  return createHash('sha256').update(canonicalJson({ settings, mapping })).digest('hex').slice(0, 16);
}

/** JSON with object keys sorted, so the hash does not depend on the order fields were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
