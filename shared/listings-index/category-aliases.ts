import type { estypes } from '@elastic/elasticsearch';

/**
 * The contract of the category aliases index, shared by its writer (the indexer) and its reader (the catalog): the slug
 * of a category proposal an admin merged into a category stands for that category in search. Small (one document per
 * merged proposal, its id the old slug), so it is one plain index, rebuilt from MongoDB at the indexer's start.
 */
export const CATEGORY_ALIASES_INDEX = 'category-aliases';

export interface CategoryAliasBody {
  /** The merged proposal's slug: what callers may still ask for. */
  slug: string;
  /** The category it was merged into. */
  target: string;
  mergedAt: string;
}

export const categoryAliasMapping: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: { slug: { type: 'keyword' }, target: { type: 'keyword' }, mergedAt: { type: 'date' } },
};
