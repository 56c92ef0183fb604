import { expect } from 'chai';
import { createAdmin, registerAccount, registerProvider } from '../support/factories.ts';
import { invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { balanceOf, moneyTrailOf } from '../credits/fixtures.ts';
import { dealIn, dealStep } from '../deals/fixtures.ts';
import { dealTrail } from '../deals/money-trail.ts';
import { createListing } from '../listings/fixtures.ts';
import { answerLost, coreAt, takeOverUntilGivenUp, workflowOf } from './recovery.ts';

/**
 * Workflows whose money step did its work but whose answer was lost every time, until recovery gave them up: the
 * sandbox processor (and the ledger) still know what happened, and giving up asks them before undoing anything.
 */
describe('money: a workflow given up after its takeovers asks what its money step did before undoing anything', function () {
  this.timeout(180_000);

  it('regression: a top-up whose charge the processor made is finished and granted, not marked "failed, nothing was charged"', async () => {
    const account = await registerAccount('given-up-top-up');
    const dies = answerLost('credit-top-up', 'charge');
    const stopped = await invoke(coreAt(0, dies), 'createCreditTopUp', await principalOf(account.token), {
      body: { credits: 30 },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped, 'the first run lost the charge answer').to.be.instanceOf(Error);
    const workflow = await workflowOf('credit-top-up', { 'principal.accountId': account.id });

    expect(await takeOverUntilGivenUp(workflow._id, (offset) => coreAt(offset, dies))).to.equal('succeeded');
    const trail = await moneyTrailOf(account.id);
    expect(trail.topUps.map((topUp) => [topUp.status, topUp.failureReason])).to.deep.equal([['succeeded', null]]);
    expect({ charges: trail.charges, grants: trail.topUpEntries.length }).to.deep.equal({ charges: 1, grants: 1 });
    expect(await balanceOf(account.token)).to.equal(30);
  });

  it('regression: a funding whose hold the processor made funds the deal instead of giving the transition back for a second hold', async () => {
    const { parties, deal } = await dealIn('approved');
    const dies = answerLost('deal-transition', 'move-money');
    const stopped = await invoke(coreAt(0, dies), 'fundDeal', await principalOf(parties.buyer.token), {
      params: { id: deal.id },
      body: {},
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped, 'the first run lost the hold answer').to.be.instanceOf(Error);
    const workflow = await workflowOf('deal-transition', { 'deal._id': deal.id, operation: 'fundDeal' });

    expect(await takeOverUntilGivenUp(workflow._id, (offset) => coreAt(offset, dies))).to.equal('succeeded');
    expect(await dealTrail(deal.id)).to.deep.include({
      status: 'funded',
      payments: { hold: 1, release: 0, refund: 0 },
    });
    const again = await dealStep(parties.buyer.token, deal.id, 'fund', {});
    expect(again.status, again.text).to.equal(409);
    expect((await dealTrail(deal.id)).payments.hold, 'no second hold').to.equal(1);
  });

  it('regression: a boost whose spend the ledger booked goes on from the booked spend instead of losing the credits', async () => {
    const owner = await registerProvider('given-up-boost');
    const listing = await createListing(owner);
    const admin = await createAdmin();
    const granted = await call('POST', '/v1/admin/credits/grants', {
      token: admin.token,
      body: { accountId: owner.id, credits: 100, reason: 'boost drill' },
    });
    expect(granted.status, granted.text).to.equal(201);
    const dies = answerLost('listing-boost', 'spend');
    const stopped = await invoke(coreAt(0, dies), 'boostListing', await principalOf(owner.token), {
      params: { id: listing.id },
      body: { days: 3 },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped, 'the first run lost the spend answer').to.be.instanceOf(Error);
    const workflow = await workflowOf('listing-boost', { listingId: listing.id });

    expect(await takeOverUntilGivenUp(workflow._id, (offset) => coreAt(offset, dies))).to.equal('succeeded');
    const ledger = await call('GET', '/v1/credits/ledger', { token: owner.token });
    expect(
      ledger.body.result.map((entry: { kind: string; credits: number }) => [entry.kind, entry.credits]),
    ).to.deep.equal([
      ['spend', -30],
      ['grant', 100],
    ]);
    const read = await call('GET', `/v1/listings/${listing.id}`, { token: owner.token });
    expect(read.body.result.boostedUntil, 'boosted once').to.be.a('string');
  });
});
