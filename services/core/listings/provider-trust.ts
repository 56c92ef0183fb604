import type { Clock } from '../../../shared/clock.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { ProviderTrustRepository } from './provider-trust.repository.ts';

/** An account with fewer published listings than this is new: people review its listings before they go live. */
export const TRUSTED_AFTER_PUBLISHED = 3;

export interface ProviderTrustDeps {
  trust: ProviderTrustRepository;
  listings: Pick<ListingsRepository, 'countPublished'>;
  clock: Clock;
}

/**
 * The trust gate's rule for accounts, one for every way a listing arrives (POST /v1/listings and intake drafts): a
 * new account's listings wait for human review until TRUSTED_AFTER_PUBLISHED of them are published. The account is
 * then recorded as established for good, so archiving or selling its listings later does not make it new again.
 */
export class ProviderTrust {
  constructor(private readonly deps: ProviderTrustDeps) {}

  async isEstablished(accountId: string): Promise<boolean> {
    if (await this.deps.trust.findByAccount(accountId)) return true;
    if ((await this.deps.listings.countPublished(accountId)) < TRUSTED_AFTER_PUBLISHED) return false;
    await this.deps.trust.establish(accountId, this.deps.clock.now());
    return true;
  }
}
