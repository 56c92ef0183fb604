import type { Client, estypes } from '@elastic/elasticsearch';
import type { ListingIndexBody } from '../../shared/listings-index/document.ts';
import { child } from './distributions.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { whileSearchAvailable } from './search-errors.ts';

export interface CatalogReadDeps {
  elasticsearch: Client;
  /** The alias search reads. */
  index: string;
  registry: FacetRegistry;
}

export interface NotableListing {
  id: string;
  title: string;
}

export interface CategoryFacts {
  listingCount: number;
  /** The highest-rated published listings, then the newest. */
  notable: NotableListing[];
}

export const PUBLISHED: estypes.QueryDslQueryContainer = { term: { status: 'published' } };

/** Published listings per category (of one category when given) and up to `notable` of their best, from one aggregation. */
export async function categoryFacts(
  deps: CatalogReadDeps,
  options: { category?: string; notable: number },
): Promise<Map<string, CategoryFacts>> {
  const filter = options.category ? [PUBLISHED, { term: { category: options.category } }] : [PUBLISHED];
  const notable: estypes.AggregationsAggregationContainer = {
    top_hits: {
      size: options.notable,
      sort: [
        { ratingAverage: { order: 'desc', missing: '_last' } },
        { ratingCount: 'desc' },
        { createdAt: 'desc' },
        { listingId: 'asc' },
      ],
      _source: { includes: ['listingId', 'title'] },
    },
  };
  const response = await whileSearchAvailable(() =>
    deps.elasticsearch.search<Pick<ListingIndexBody, 'listingId' | 'title'>>({
      index: deps.index,
      size: 0,
      query: { bool: { filter } },
      aggs: {
        categories: {
          terms: { field: 'category', size: deps.registry.categories().length },
          ...(options.notable > 0 ? { aggs: { notable } } : {}),
        },
      },
    }),
  );
  const buckets = child(child(response.aggregations, 'categories'), 'buckets');
  return new Map(
    (Array.isArray(buckets) ? buckets : []).map((bucket: unknown) => [String(child(bucket, 'key')), factsOf(bucket)]),
  );
}

function factsOf(bucket: unknown): CategoryFacts {
  const hits = child(child(child(bucket, 'notable'), 'hits'), 'hits');
  const notable = (Array.isArray(hits) ? hits : []).map((hit: unknown) => {
    const source = child(hit, '_source');
    return { id: String(child(source, 'listingId')), title: String(child(source, 'title')) };
  });
  const count = child(bucket, 'doc_count');
  return { listingCount: typeof count === 'number' ? count : 0, notable };
}
