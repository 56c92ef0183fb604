import type { ListingRevisions } from './listing-revisions.ts';
import type { ListingsRepository } from './listings.repository.ts';
import { onVerifiedDomain, type ProviderDomains } from './verified-domain.ts';

/** The author of badge revisions: not a person but the domain verification. */
const BADGE_ACTOR = 'system:domain-verification';

const PAGE_SIZE = 100;

export interface ListingBadgesDeps {
  listings: Pick<ListingsRepository, 'listPage'>;
  revisions: Pick<ListingRevisions, 'revise'>;
  domains: ProviderDomains;
}

/**
 * Brings the verified-domain badge of every listing of a provider in line with the provider's verified domains as
 * they are now. Each changed listing gets a revision (and so reaches the index like any listing write); a listing
 * whose badge is right is left alone, so running it again, or after a crash, converges and changes nothing more.
 */
export class ListingBadges {
  constructor(private readonly deps: ListingBadgesDeps) {}

  /** Answers how many listings changed. */
  async syncProvider(providerId: string): Promise<number> {
    const domains = await this.deps.domains.verifiedOf(providerId);
    let changed = 0;
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page = await this.deps.listings.listPage({ providerId }, after, PAGE_SIZE);
      for (const listing of page) {
        const revision = await this.deps.revisions.revise(listing._id, BADGE_ACTOR, (current) => {
          const badge = onVerifiedDomain(current.url, domains);
          return badge === (current.verifiedDomain ?? false) ? null : { verifiedDomain: badge };
        });
        if (revision.written) changed += 1;
      }
      const last = page[page.length - 1];
      if (!last || page.length < PAGE_SIZE) return changed;
      after = { createdAt: last.createdAt, id: last._id };
    }
  }
}
