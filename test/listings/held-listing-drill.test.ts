import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { sparseListing } from './fixtures.ts';

describe('listings held for review: fault drill', function () {
  this.timeout(240_000);

  interface Newcomer {
    owner: TestAccount;
    principal: Principal;
  }

  it("a new account's listing stopped at any point is finished by recovery: written once, held once, unannounced", async () => {
    const db = harness().mongo.db;
    await drillEveryPoint<Newcomer>({
      kind: 'listing-held',
      async setup() {
        const owner = await registerAccount('drilled-newcomer');
        return { owner, principal: await principalOf(owner.token) };
      },
      act: (core, { principal }) =>
        invoke(core, 'createListing', principal, { body: { ...sparseListing(), category: 'businesses' } }),
      async check({ owner }) {
        const listings = await db.collection('listings').find({ providerId: owner.id }).toArray();
        expect(listings.map((listing) => listing.status)).to.deep.equal(['pending_review']);
        const listingId = listings[0]!._id;
        const holds = await db.collection('listing_review_holds').find({ listingId }).toArray();
        expect(holds.map((hold) => [hold.accountId, hold.status, hold.reasons])).to.deep.equal([
          [owner.id, 'open', ['new_account']],
        ]);
        expect(
          await db.collection('outbox').countDocuments({ event: 'listing.created', 'payload.listing.id': listingId }),
        ).to.equal(0);
      },
    });
  });
});
