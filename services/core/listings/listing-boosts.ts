import type { Principal } from '../../../shared/auth/principal.ts';
import type { CreditLedger } from '../credits/credit-ledger.service.ts';
import type { ListingsService } from './listings.service.ts';
import type { ListingView } from './views.ts';

/** The price of a boost: credits per day boosted (documented in the OpenAPI description of boostListing). */
export const BOOST_CREDITS_PER_DAY = 10;

/** The OpenAPI `Boost`: what was charged, the balance after the charge, and the boosted listing. */
export interface BoostView {
  listingId: string;
  days: number;
  boostedUntil: string;
  creditsCharged: number;
  balance: number;
  listing: ListingView;
}

export interface ListingBoostsDeps {
  listings: Pick<ListingsService, 'assertMayChange' | 'extendBoost'>;
  credits: Pick<CreditLedger, 'spend' | 'grant'>;
}

/**
 * Paid boosts. The ledger is charged first, because its append is the step that decides concurrent spends (an
 * insert under a unique index): a boost that is not paid for is never written. A boost that is paid for but
 * then refused (the listing was archived meanwhile, or it stayed contended) is refunded, so no credit is lost.
 */
export class ListingBoosts {
  constructor(private readonly deps: ListingBoostsDeps) {}

  async boost(principal: Principal, listingId: string, days: number): Promise<BoostView> {
    await this.deps.listings.assertMayChange(principal, listingId, 'boost');
    const price = days * BOOST_CREDITS_PER_DAY;
    const charge = await this.deps.credits.spend(principal.accountId, price, 'boost', { type: 'listing', id: listingId });
    let listing: ListingView;
    try {
      listing = await this.deps.listings.extendBoost(principal, listingId, days);
    } catch (error) {
      await this.deps.credits.grant(principal.accountId, price, `boost refund: ${listingId} was not boosted`);
      throw error;
    }
    if (!listing.boostedUntil) throw new Error(`listing ${listingId} was boosted but has no boostedUntil`);
    return { listingId, days, boostedUntil: listing.boostedUntil, creditsCharged: price, balance: charge.balanceAfter, listing };
  }
}
