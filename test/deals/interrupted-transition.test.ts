import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { coreAfterLease, drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { approvedApproval, buyerKey, dealIn, registerParties, type Parties } from './fixtures.ts';
import { dealTrail, movedAmounts, spendingEntries } from './money-trail.ts';

interface DealSituation {
  parties: Parties;
  dealId: string;
  actor: Principal;
  keyId?: string;
}

/** A deal brought into `state` over HTTP, with the principal that applies the drilled operation. */
async function situationIn(
  state: string,
  actorOf: (parties: Parties) => Promise<{ actor: Principal; keyId?: string }>,
): Promise<DealSituation> {
  const { parties, deal } = await dealIn(state);
  return { parties, dealId: deal.id, ...(await actorOf(parties)) };
}

const session = (party: 'buyer' | 'seller') => async (parties: Parties) => ({
  actor: await principalOf(parties[party].token),
});

const fundingKey = async (parties: Parties) => {
  const key = await buyerKey(parties);
  return { actor: await principalOf(key.secret), keyId: key.id };
};

function step(operationId: string, body: unknown = {}) {
  return (core: Parameters<typeof invoke>[0], situation: DealSituation) =>
    invoke(core, operationId, situation.actor, { params: { id: situation.dealId }, body });
}

describe('deals: fault drills of creation and transitions (a stop at any point is finished once by recovery)', function () {
  this.timeout(600_000);

  it('createDeal by a buyer key: one deal, one spending commitment, one deal.created', async () => {
    let dealIds: string[] = [];
    await drillEveryPoint<DealSituation>({
      kind: 'open-deal',
      async setup() {
        const parties = await registerParties();
        return { parties, dealId: '', ...(await fundingKey(parties)) };
      },
      act: (core, { parties, actor }) =>
        invoke(core, 'createDeal', actor, {
          body: { counterpartyId: parties.seller.id, title: 'Drilled', amount: 4_000, currency: 'EUR' },
        }),
      async check({ parties, keyId }) {
        const listed = await call('GET', '/v1/deals', { token: parties.buyer.token });
        dealIds = listed.body.result.map((deal: { id: string }) => deal.id);
        expect(dealIds, 'deals of the buyer').to.have.length(1);
        const trail = await dealTrail(dealIds[0]!);
        expect({ status: trail.status, history: trail.history, created: trail.created }).to.deep.equal({
          status: 'created',
          history: ['createDeal'],
          created: 1,
        });
        expect(await spendingEntries(keyId!)).to.deep.equal([{ key: `deal:${dealIds[0]}`, amount: 4_000 }]);
      },
    });
  });

  it('proposeDeal: one transition, one history entry, one deal.status_changed', async () => {
    await drillEveryPoint<DealSituation>({
      kind: 'deal-transition',
      setup: () => situationIn('created', session('seller')),
      act: step('proposeDeal'),
      async check({ dealId }) {
        const trail = await dealTrail(dealId);
        expect(trail).to.deep.include({
          status: 'proposed',
          history: ['createDeal', 'proposeDeal'],
          transitions: 1,
          statusChanged: ['proposed'],
        });
      },
    });
  });

  it('fundDeal by a key with deals:human-gate: one hold, the deal counted once against the key, one deal.status_changed', async () => {
    await drillEveryPoint<DealSituation>({
      kind: 'deal-transition',
      setup: () => situationIn('approved', fundingKey),
      act: step('fundDeal'),
      async check({ dealId, keyId }) {
        const trail = await dealTrail(dealId);
        expect(trail.status).to.equal('funded');
        expect(trail.history.filter((operation) => operation === 'fundDeal')).to.have.length(1);
        expect(trail.payments).to.deep.equal({ hold: 1, release: 0, refund: 0 });
        expect(trail.statusChanged.filter((to) => to === 'funded')).to.have.length(1);
        expect(await spendingEntries(keyId!)).to.deep.equal([{ key: `deal:${dealId}`, amount: 5_000 }]);
      },
    });
  });

  it('confirmDealRelease: one payout, the release approval applied, one deal.status_changed', async () => {
    interface Releasing extends DealSituation {
      approvalId: string;
    }
    await drillEveryPoint<Releasing>({
      kind: 'deal-transition',
      async setup() {
        const situation = await situationIn('delivered', session('buyer'));
        return { ...situation, approvalId: await approvedApproval(situation.parties, situation.dealId, 'release') };
      },
      act: step('confirmDealRelease'),
      async check({ dealId, parties, approvalId }) {
        const trail = await dealTrail(dealId);
        expect(trail.status).to.equal('released');
        expect(trail.payments).to.deep.equal({ hold: 1, release: 1, refund: 0 });
        expect(trail.statusChanged.filter((to) => to === 'released')).to.have.length(1);
        expect(trail.history.filter((operation) => operation === 'confirmDealRelease')).to.have.length(1);
        const approval = await call('GET', `/v1/approvals/${approvalId}`, { token: parties.buyer.token });
        expect(approval.body.result.status).to.equal('applied');
      },
    });
  });

  it('cancelDeal by the seller after funding: one refund, one deal.status_changed', async () => {
    await drillEveryPoint<DealSituation>({
      kind: 'deal-transition',
      setup: () => situationIn('funded', session('seller')),
      act: step('cancelDeal', { reason: 'cannot do it' }),
      async check({ dealId }) {
        const trail = await dealTrail(dealId);
        expect(trail.status).to.equal('refunded');
        expect(trail.payments).to.deep.equal({ hold: 1, release: 0, refund: 1 });
        expect(trail.statusChanged.filter((to) => to === 'refunded')).to.have.length(1);
      },
    });
  });

  it('a refused funding (declined payment method) gives its claim back once: the retry funds, the deal counted once', async () => {
    await drillEveryPoint<DealSituation>({
      kind: 'deal-transition',
      setup: () => situationIn('approved', fundingKey),
      act: (core, situation) =>
        step('fundDeal', { paymentMethod: 'pm_card_chargeDeclined' })(core, situation).then(
          () => expect.fail('a declined payment method funds nothing'),
          (error: unknown) => {
            if (!(error instanceof AppError && error.slug === 'payment_failed')) throw error;
          },
        ),
      async check({ dealId, keyId, actor }) {
        const refused = await dealTrail(dealId);
        expect(refused.status).to.equal('approved');
        expect(refused.payments.hold).to.equal(0);
        expect(refused.history.filter((operation) => operation === 'fundDeal')).to.have.length(0);
        const retried = await invoke(coreAfterLease(), 'fundDeal', actor, { params: { id: dealId }, body: {} });
        expect((retried.result as { status: string }).status).to.equal('funded');
        expect((await dealTrail(dealId)).payments.hold).to.equal(1);
        expect(await spendingEntries(keyId!)).to.deep.equal([{ key: `deal:${dealId}`, amount: 5_000 }]);
      },
    });
  });

  it("a dispute resolved by a split once the seller's human approves it: one payout and one refund of the shares, the approval applied, one deal.status_changed", async () => {
    interface Resolving extends DealSituation {
      approvalId: string;
    }
    await drillEveryPoint<Resolving>({
      kind: 'deal-transition',
      async setup() {
        const situation = await situationIn('disputed', session('seller'));
        const body = { outcome: 'split', sellerAmount: 1_500 };
        const proposed = await call('POST', `/v1/deals/${situation.dealId}/resolve`, {
          token: situation.parties.buyer.token,
          body,
        });
        expect(proposed.status, proposed.text).to.equal(202);
        return { ...situation, approvalId: proposed.body.result.id };
      },
      act: (core, { actor, approvalId }) =>
        invoke(core, 'approveApproval', actor, { params: { id: approvalId }, body: {} }),
      async check({ dealId, parties, approvalId }) {
        const trail = await dealTrail(dealId);
        expect(trail.status).to.equal('split');
        expect(trail.payments).to.deep.equal({ hold: 1, release: 1, refund: 1 });
        expect(await movedAmounts(dealId)).to.deep.equal({ release: 1_500, refund: trail.amount - 1_500 });
        expect(trail.statusChanged.filter((to) => to === 'split')).to.have.length(1);
        const approval = await call('GET', `/v1/approvals/${approvalId}`, { token: parties.buyer.token });
        expect(approval.body.result.status).to.equal('applied');
      },
    });
  });
});
