import { AppError } from '../../../../shared/errors/app-error.ts';
import { facetRegistry } from '../../../../shared/facets/registry.ts';
import type { CategoryProposalsRepository } from './category-proposals.repository.ts';
import { proposalIdOf, proposalSlug } from './category-proposals.ts';
import { found } from '../imports/extraction/facts.ts';
import type { Facts, Found } from '../types.ts';

export interface MergedCategoriesDeps {
  proposals: Pick<CategoryProposalsRepository, 'findById'>;
}

/**
 * Category slugs as intake takes them: a category of the registry, or the slug of a category proposal an admin merged
 * into one, which stands for that category from then on (an import hint, a draft's category, a page's schema.org type).
 */
export class MergedCategories {
  constructor(private readonly deps: MergedCategoriesDeps) {}

  /** The category the slug stands for; 400 naming `field` when it is neither a category nor a merged proposal's slug. */
  async resolve(slug: string, field: string): Promise<string> {
    const registry = facetRegistry();
    if (registry.category(slug)) return slug;
    const target = await this.mergedInto(slug);
    if (target) return target;
    throw new AppError('validation_failed', {
      message: `${field} ${JSON.stringify(slug)} is not a category; categories: ${registry.categories().join(', ')}`,
      field,
    });
  }

  /**
   * The facts of an item whose schema.org type no category covers, with the category its proposal was merged into
   * as a fact from the same place; null while that proposal is not merged (intake proposes it, or has).
   */
  async withMergedType(facts: Facts, unmatchedType: Found<string>): Promise<Facts | null> {
    const slug = proposalSlug(unmatchedType.value);
    const target = await this.mergedInto(slug);
    if (!target) return null;
    const fact = found(target, `${unmatchedType.field} (the category "${slug}" was merged into "${target}")`, {
      source: unmatchedType.source,
      confidence: unmatchedType.confidence,
    });
    return { ...facts, categories: [...facts.categories, fact] };
  }

  private async mergedInto(slug: string): Promise<string | null> {
    const proposal = await this.deps.proposals.findById(proposalIdOf(slug));
    const target = proposal?.status === 'merged' ? proposal.mergedInto : null;
    return target && facetRegistry().category(target) ? target : null;
  }
}
