import { expect } from 'chai';
import type { Principal } from '../../../shared/auth/principal.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { LedgerEntryView } from '../credits/types.ts';
import { BOOST_CREDITS_PER_DAY, ListingBoosts, type ListingBoostsDeps } from './listing-boosts.ts';
import type { ListingView } from './views.ts';

const owner: Principal = { accountId: 'acc_owner', kind: 'session', scopes: [], isAdmin: false, credentialId: 'ses_1' };

/** Records what the boost does with the ledger; `extendBoost` fails with the given error when one is given. */
function boosts(extendFails?: AppError) {
  const ledger: string[] = [];
  const entry = (credits: number, balanceAfter: number) => ({ credits, balanceAfter }) as LedgerEntryView;
  const deps: ListingBoostsDeps = {
    listings: {
      async assertMayChange() {},
      async extendBoost() {
        if (extendFails) throw extendFails;
        return { id: 'lst_1', boostedUntil: '2030-01-04T00:00:00.000Z' } as ListingView;
      },
    },
    credits: {
      async spend(accountId, credits, reason, reference) {
        ledger.push(`spend ${accountId} ${credits} ${reason} ${reference?.type}:${reference?.id}`);
        return entry(-credits, 100 - credits);
      },
      async grant(accountId, credits, reason) {
        ledger.push(`grant ${accountId} ${credits} ${reason}`);
        return entry(credits, 100);
      },
    },
  };
  return { service: new ListingBoosts(deps), ledger };
}

describe('listings: boosts', () => {
  it('charges the daily price times the days, then answers the boost with the balance after the charge', async () => {
    const { service, ledger } = boosts();
    const result = await service.boost(owner, 'lst_1', 3);
    expect(ledger).to.deep.equal([`spend acc_owner ${3 * BOOST_CREDITS_PER_DAY} boost listing:lst_1`]);
    expect(result).to.deep.equal({
      listingId: 'lst_1',
      days: 3,
      boostedUntil: '2030-01-04T00:00:00.000Z',
      creditsCharged: 30,
      balance: 70,
      listing: { id: 'lst_1', boostedUntil: '2030-01-04T00:00:00.000Z' },
    });
  });

  it('refunds the charge when the boost is refused after it, and passes the refusal on', async () => {
    const refusal = new AppError('invalid_transition', { message: 'The listing is archived; it can no longer be boosted.' });
    const { service, ledger } = boosts(refusal);
    const error = await service.boost(owner, 'lst_1', 2).catch((caught: unknown) => caught);
    expect(error).to.equal(refusal);
    expect(ledger).to.deep.equal(['spend acc_owner 20 boost listing:lst_1', 'grant acc_owner 20 boost refund: lst_1 was not boosted']);
  });
});
