import type { Client } from '@elastic/elasticsearch';
import type { Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { Message } from '../../shared/envelope.ts';
import type { FacetRegistry } from '../../shared/facets/registry.ts';
import { CATEGORY_ALIASES_INDEX, type CategoryAliasBody } from '../../shared/listings-index/category-aliases.ts';
import { whileSearchAvailable } from './search-errors.ts';
import { knownCategory } from './search/search-input.ts';

/** How long the catalog answers from the aliases it read: a merge reaches search within the indexing delay plus this. */
export const CATEGORY_ALIAS_CACHE_MS = 5_000;
/** More merged proposals than any marketplace makes; the aliases are read whole. */
const MAX_ALIASES = 10_000;

export interface CategoryAliasesDeps {
  elasticsearch: Client;
  registry: FacetRegistry;
  clock: Clock;
  index?: string;
  cacheMs?: number;
}

/** A category asked for, as the catalog answers it: the category, and a note when an old slug was asked for. */
export interface ResolvedCategory {
  category: string;
  messages: Message[];
}

/**
 * The old slugs of category proposals admins merged into a category (written by the indexer into their own small
 * index), read whole and kept for CATEGORY_ALIAS_CACHE_MS, so a request asking for a category costs no extra search.
 */
export class CategoryAliases {
  private cached: { aliases: Map<string, string>; readAt: number } | null = null;

  constructor(private readonly deps: CategoryAliasesDeps) {}

  /** The category the slug names, or its merge target with a note; 400 naming `field` when it is neither. */
  async resolve(slug: string, field: string): Promise<ResolvedCategory> {
    if (this.deps.registry.category(slug)) return { category: slug, messages: [] };
    const target = (await this.aliases()).get(slug);
    if (!target) return { category: knownCategory(this.deps.registry, slug, field), messages: [] };
    return {
      category: target,
      messages: [
        {
          message: `The category "${slug}" was merged into "${target}"; this answers for "${target}". Ask for "${target}" from now on.`,
        },
      ],
    };
  }

  /**
   * The aliases, read again once the cache is older than its time. While search is unavailable the last ones read (or
   * none) stand in: an unknown slug is then refused as one, and a known category fails where its listings are read.
   */
  private async aliases(): Promise<Map<string, string>> {
    const now = this.deps.clock.now().getTime();
    if (this.cached && now - this.cached.readAt < (this.deps.cacheMs ?? CATEGORY_ALIAS_CACHE_MS))
      return this.cached.aliases;
    try {
      this.cached = { aliases: await this.read(), readAt: now };
      return this.cached.aliases;
    } catch (error) {
      if (error instanceof AppError && error.slug === 'service_unavailable') return this.cached?.aliases ?? new Map();
      throw error;
    }
  }

  private async read(): Promise<Map<string, string>> {
    const response = await whileSearchAvailable(() =>
      this.deps.elasticsearch.search<CategoryAliasBody>({
        index: this.deps.index ?? CATEGORY_ALIASES_INDEX,
        size: MAX_ALIASES,
        ignore_unavailable: true,
        query: { match_all: {} },
      }),
    );
    const aliases = new Map<string, string>();
    for (const hit of response.hits.hits) {
      if (hit._source && this.deps.registry.category(hit._source.target))
        aliases.set(hit._source.slug, hit._source.target);
    }
    return aliases;
  }
}
