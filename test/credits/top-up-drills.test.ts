import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { balanceOf, moneyTrailOf, topUp, topUpKey } from './fixtures.ts';

const POLICY = { perDeal: 100_000, perDay: 150_000, currency: 'EUR' };

interface Buyer {
  account: TestAccount;
  session: Principal;
}

async function buyer(): Promise<Buyer> {
  const account = await registerAccount('drilled-buyer');
  return { account, session: await principalOf(account.token) };
}

/** Exactly one top-up of `credits`, charged once, granted once and announced once. */
async function expectPaidOnce({ account }: Buyer, credits: number): Promise<void> {
  const trail = await moneyTrailOf(account.id);
  expect(trail.topUps.map((stored) => stored.status)).to.deep.equal(['succeeded']);
  expect(trail.charges, 'charges').to.equal(1);
  expect(
    trail.topUpEntries.map((entry) => entry._id),
    'ledger entries',
  ).to.deep.equal([trail.topUps[0]?.ledgerEntryId]);
  expect(
    trail.grantedEvents.map((event) => event.payload.entryId),
    'credit.granted events',
  ).to.deep.equal([trail.topUps[0]?.ledgerEntryId]);
  expect(await balanceOf(account.token)).to.equal(credits);
}

describe('credits: fault drills of top-ups', function () {
  this.timeout(240_000);

  it('a session top-up stopped at any point is finished by recovery: one charge, one grant, one credit.granted', async () => {
    await drillEveryPoint<Buyer>({
      kind: 'credit-top-up',
      setup: buyer,
      act: (core, { session }) => invoke(core, 'createCreditTopUp', session, { body: { credits: 25 } }),
      check: (situation) => expectPaidOnce(situation, 25),
    });
  });

  it('a top-up asked for by an API key stopped at any point ends awaiting approval with one approval and nothing charged', async () => {
    interface KeyedBuyer extends Buyer {
      agent: Principal;
    }
    await drillEveryPoint<KeyedBuyer>({
      kind: 'credit-top-up',
      async setup() {
        const situation = await buyer();
        return { ...situation, agent: await principalOf((await topUpKey(situation.account, POLICY)).secret) };
      },
      act: (core, { agent }) => invoke(core, 'createCreditTopUp', agent, { body: { credits: 10_000 } }),
      async check({ account }) {
        const trail = await moneyTrailOf(account.id);
        expect(trail.topUps.map((stored) => stored.status)).to.deep.equal(['awaiting_approval']);
        expect(trail.topUps[0]?.approvalId).to.be.a('string');
        expect({
          approvals: trail.approvals,
          charges: trail.charges,
          entries: trail.topUpEntries.length,
        }).to.deep.equal({ approvals: 1, charges: 0, entries: 0 });
      },
    });
  });

  it('an approved top-up whose payment stops at any point is charged and granted once by recovery', async () => {
    interface Approvable extends Buyer {
      approvalId: string;
    }
    await drillEveryPoint<Approvable>({
      kind: 'credit-top-up-payment',
      async setup() {
        const situation = await buyer();
        const key = await topUpKey(situation.account, POLICY);
        const response = await topUp(key.secret, { credits: 8_000 });
        expect(response.status, response.text).to.equal(202);
        return { ...situation, approvalId: response.body.result.approvalId };
      },
      act: (core, { session, approvalId }) =>
        invoke(core, 'approveApproval', session, { params: { id: approvalId }, body: {} }),
      async check(situation) {
        await expectPaidOnce(situation, 8_000);
        expect((await moneyTrailOf(situation.account.id)).approvals).to.equal(1);
        const approval = await call('GET', `/v1/approvals/${situation.approvalId}`, { token: situation.account.token });
        expect(approval.body.result.status).to.equal('applied');
      },
    });
  });
});
