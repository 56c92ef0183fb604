import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { dealIn, dealStep, HUMAN_GATE_SCOPES, type Parties } from './fixtures.ts';
import { dealTrail, movedAmounts } from './money-trail.ts';

function resolve(token: string, dealId: string, body: unknown) {
  return dealStep(token, dealId, 'resolve', body);
}

async function decide(token: string, approvalId: string, decision: 'approve' | 'reject') {
  const response = await call('POST', `/v1/approvals/${approvalId}/${decision}`, { token, body: {} });
  expect(response.status, response.text).to.equal(200);
}

async function read(parties: Parties, dealId: string): Promise<any> {
  return (await call('GET', `/v1/deals/${dealId}`, { token: parties.seller.token })).body.result;
}

describe('deals: resolving a dispute (either party proposes, the human of the party who gives up money approves)', () => {
  it("refunds the buyer once the seller's human approves a refund the buyer proposed; both parties see it", async () => {
    const { parties, deal } = await dealIn('disputed');
    const proposed = await resolve(parties.buyer.token, deal.id, { outcome: 'refund', note: 'never delivered' });
    expect(proposed.status, proposed.text).to.equal(202);
    expect(proposed.body.result).to.include({
      action: 'resolve_dispute',
      status: 'pending',
      approverAccountId: parties.seller.id,
    });
    const waiting = await read(parties, deal.id);
    expect(waiting).to.include({ status: 'disputed', pendingApprovalId: proposed.body.result.id });
    expect((await dealTrail(deal.id)).payments.refund).to.equal(0);
    expectError(
      await call('POST', `/v1/approvals/${proposed.body.result.id}/approve`, { token: parties.buyer.token, body: {} }),
      404,
      'resource_not_found',
    );

    await decide(parties.seller.token, proposed.body.result.id, 'approve');
    const resolved = await read(parties, deal.id);
    expect(resolved.status).to.equal('refunded');
    expect(resolved.pendingApprovalId).to.equal(null);
    expect(resolved.history.at(-1)).to.include({
      operation: 'resolveDisputeByRefund',
      from: 'disputed',
      to: 'refunded',
      by: parties.seller.id,
    });
    const trail = await dealTrail(deal.id);
    expect(trail.payments).to.deep.equal({ hold: 1, release: 0, refund: 1 });
    expect(trail.statusChanged.filter((to) => to === 'refunded')).to.have.length(1);
    const approval = await call('GET', `/v1/approvals/${proposed.body.result.id}`, { token: parties.buyer.token });
    expect(approval.body.result.status).to.equal('applied');
  });

  it("pays the seller out once the buyer's human approves a release the seller's agent proposed", async () => {
    const { parties, deal } = await dealIn('disputed');
    const agent = await createApiKey(parties.seller, HUMAN_GATE_SCOPES);
    const proposed = await resolve(agent.secret, deal.id, { outcome: 'release' });
    expect(proposed.status, proposed.text).to.equal(202);
    expect(proposed.body.result.approverAccountId).to.equal(parties.buyer.id);
    expectError(await resolve(parties.buyer.token, deal.id, { outcome: 'refund' }), 409, 'invalid_transition');
    await decide(parties.buyer.token, proposed.body.result.id, 'approve');
    expect((await read(parties, deal.id)).status).to.equal('released');
    expect((await dealTrail(deal.id)).payments).to.deep.equal({ hold: 1, release: 1, refund: 0 });
  });

  it('moves nothing on a rejected resolution; either party may propose again', async () => {
    const { parties, deal } = await dealIn('disputed');
    const proposed = await resolve(parties.seller.token, deal.id, { outcome: 'release' });
    await decide(parties.buyer.token, proposed.body.result.id, 'reject');
    expect(await read(parties, deal.id)).to.include({ status: 'disputed', pendingApprovalId: null });
    expect((await dealTrail(deal.id)).payments).to.deep.equal({ hold: 1, release: 0, refund: 0 });
    const again = await resolve(parties.buyer.token, deal.id, { outcome: 'refund' });
    expect(again.status, again.text).to.equal(202);
  });

  it("divides the escrow once the seller's human approves a split the buyer's human proposed: the shares paid out and refunded", async () => {
    const { parties, deal } = await dealIn('disputed');
    const proposed = await resolve(parties.buyer.token, deal.id, {
      outcome: 'split',
      sellerAmount: 3_000,
      note: 'half the work was done',
    });
    expect(proposed.status, proposed.text).to.equal(202);
    expect(proposed.body.result).to.deep.include({
      action: 'resolve_dispute',
      approverAccountId: parties.seller.id,
      split: { toSeller: 3_000, toBuyer: 2_000 },
    });
    expect(proposed.body.result.note)
      .to.contain('30.00 EUR paid out to the seller, 20.00 EUR refunded to the buyer')
      .and.contain('half the work was done');
    expect((await dealTrail(deal.id)).payments).to.deep.equal({ hold: 1, release: 0, refund: 0 });

    await decide(parties.seller.token, proposed.body.result.id, 'approve');
    const resolved = await read(parties, deal.id);
    expect(resolved.status).to.equal('split');
    expect(resolved.payment.split).to.deep.equal({ toSeller: 3_000, toBuyer: 2_000 });
    expect(resolved.payment.releaseReference).to.be.a('string');
    expect(resolved.payment.refundReference).to.be.a('string');
    expect(resolved.history.at(-1)).to.include({
      operation: 'resolveDisputeBySplit',
      from: 'disputed',
      to: 'split',
      by: parties.seller.id,
    });
    expect(await movedAmounts(deal.id)).to.deep.equal({ release: 3_000, refund: 2_000 });
    expect((await dealTrail(deal.id)).statusChanged.filter((to) => to === 'split')).to.have.length(1);
  });

  it("lets the seller's human propose a split for the buyer's human to approve", async () => {
    const { parties, deal } = await dealIn('disputed');
    const proposed = await resolve(parties.seller.token, deal.id, { outcome: 'split', sellerAmount: 4_999 });
    expect(proposed.status, proposed.text).to.equal(202);
    expect(proposed.body.result.approverAccountId).to.equal(parties.buyer.id);
    expectError(
      await call('POST', `/v1/approvals/${proposed.body.result.id}/approve`, { token: parties.seller.token, body: {} }),
      404,
      'resource_not_found',
    );
    await decide(parties.buyer.token, proposed.body.result.id, 'approve');
    expect(await movedAmounts(deal.id)).to.deep.equal({ release: 4_999, refund: 1 });
  });

  it('refuses a split proposed by an API key (403 session_required): it takes money from both parties', async () => {
    const { parties, deal } = await dealIn('disputed');
    const agent = await createApiKey(parties.buyer, HUMAN_GATE_SCOPES);
    expectError(
      await resolve(agent.secret, deal.id, { outcome: 'split', sellerAmount: 2_500 }),
      403,
      'session_required',
    );
    expect(await read(parties, deal.id)).to.include({ status: 'disputed', pendingApprovalId: null });
  });

  it('refuses shares that are no split, naming body.sellerAmount, and opens nothing', async () => {
    const { parties, deal } = await dealIn('disputed');
    for (const sellerAmount of [0, 5_000, 7_000, 12.5]) {
      const error = expectError(
        await resolve(parties.buyer.token, deal.id, { outcome: 'split', sellerAmount }),
        400,
        'validation_failed',
      );
      expect(error.field, `sellerAmount ${sellerAmount}`).to.equal('body.sellerAmount');
    }
    expectError(await resolve(parties.buyer.token, deal.id, { outcome: 'split' }), 400, 'validation_failed');
    expectError(
      await resolve(parties.buyer.token, deal.id, { outcome: 'refund', sellerAmount: 1_000 }),
      400,
      'validation_failed',
    );
    expect(await read(parties, deal.id)).to.include({ status: 'disputed', pendingApprovalId: null });
  });

  it('refuses other shares while a split waits for its human, then moves exactly the approved ones', async () => {
    const { parties, deal } = await dealIn('disputed');
    const proposed = await resolve(parties.buyer.token, deal.id, { outcome: 'split', sellerAmount: 1_000 });
    expectError(
      await resolve(parties.seller.token, deal.id, { outcome: 'split', sellerAmount: 4_000 }),
      409,
      'invalid_transition',
    );
    await decide(parties.seller.token, proposed.body.result.id, 'approve');
    expect(await movedAmounts(deal.id)).to.deep.equal({ release: 1_000, refund: 4_000 });
  });

  it('refuses to resolve a deal that is not disputed (409 invalid_transition)', async () => {
    const { parties, deal } = await dealIn('delivered');
    const error = expectError(
      await resolve(parties.buyer.token, deal.id, { outcome: 'refund' }),
      409,
      'invalid_transition',
    );
    expect(error.meta).to.deep.include({ currentState: 'delivered' });
  });
});
