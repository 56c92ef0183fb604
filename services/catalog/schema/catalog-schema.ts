import { categoryFacts, PUBLISHED, type CatalogReadDeps } from '../category-facts.ts';
import { countAggregations, docCount, readDistributions } from '../distributions.ts';
import { whileSearchAvailable } from '../search-errors.ts';
import {
  categoryOverview,
  facetView,
  OVERVIEW_USAGE,
  SCHEMA_USAGE,
  type CategoryOverview,
  type FacetView,
} from './schema-view.ts';

export interface CatalogSchemaResult {
  category: string | null;
  categories: string[];
  facets: FacetView[];
  usage: string;
  /** With a category: its title, description and published listings. */
  title?: string;
  description?: string;
  listingCount?: number;
  /** Without a category: every category with its facet keys and published listings. */
  overview?: CategoryOverview[];
}

/** The facet schema of a category with live distributions over its published listings, from one aggregation. */
export async function categorySchema(deps: CatalogReadDeps, category: string): Promise<CatalogSchemaResult> {
  const schema = deps.registry.category(category);
  if (!schema) throw new Error(`categorySchema called with unknown category "${category}"`);
  const response = await whileSearchAvailable(() =>
    deps.elasticsearch.search({
      index: deps.index,
      size: 0,
      query: { bool: { filter: [PUBLISHED, { term: { category } }] } },
      aggs: countAggregations(schema.facets, []),
    }),
  );
  const distributions = readDistributions(schema.facets, response.aggregations);
  return {
    category,
    categories: deps.registry.categories(),
    title: schema.title,
    description: schema.description,
    listingCount: docCount(response.aggregations, 'total'),
    facets: schema.facets.map((facet) => facetView(facet, distributions[facet.key])),
    usage: SCHEMA_USAGE,
  };
}

/** Every category with its facet keys and types, and published listings per category from one aggregation. */
export async function catalogOverview(deps: CatalogReadDeps): Promise<CatalogSchemaResult> {
  const facts = await categoryFacts(deps, { notable: 0 });
  const overview = deps.registry.categories().map((slug) => {
    const schema = deps.registry.category(slug);
    if (!schema) throw new Error(`the registry lists "${slug}" without its schema`);
    return categoryOverview(schema, facts.get(slug)?.listingCount ?? 0);
  });
  return { category: null, categories: deps.registry.categories(), facets: [], usage: OVERVIEW_USAGE, overview };
}
