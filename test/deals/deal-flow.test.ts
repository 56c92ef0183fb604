import { expect } from 'chai';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { approvedApproval, createDeal, dealIn, dealStep, okStep, registerParties } from './fixtures.ts';

async function eventsOf(dealId: string): Promise<Array<{ event: string; payload: any; audience: string[] }>> {
  // By the time each event was made: a relay appends an announced event just after the reply.
  const records = await harness()
    .mongo.db.collection('outbox')
    .find({ kind: 'event' })
    .sort({ createdAt: 1 })
    .toArray();
  return records.filter(
    (record) => record.payload?.deal?.id === dealId || record.payload?.approval?.dealId === dealId,
  ) as any;
}

describe('deals: the whole path from creation to payout', () => {
  it('carries the sandbox notice in messages when the sandbox funds and releases', async () => {
    const { parties, deal } = await dealIn('approved');
    const notice = [{ message: 'The sandbox payment processor handled this payment: no real money moved.' }];
    const funded = await dealStep(parties.buyer.token, deal.id, 'fund');
    expect(funded.body.messages, funded.text).to.deep.equal(notice);
    await okStep(parties.seller.token, deal.id, 'deliver', { note: 'done' });
    await approvedApproval(parties, deal.id, 'release');
    const released = await dealStep(parties.buyer.token, deal.id, 'confirm-release');
    expect(released.body.result.status, released.text).to.equal('released');
    expect(released.body.messages).to.deep.equal(notice);
  });

  it('creates, proposes, passes both human gates, funds, delivers and releases the payout, with history and events', async () => {
    const parties = await registerParties();
    const { buyer, seller } = parties;
    const created = await createDeal(parties, { amount: 12_345 });
    expect(created).to.include({
      status: 'created',
      buyerId: buyer.id,
      sellerId: seller.id,
      amount: 12_345,
      currency: 'EUR',
      payment: null,
    });
    expect(created.allowedOperations).to.deep.equal(['proposeDeal', 'cancelDeal']);

    await okStep(seller.token, created.id, 'propose', { message: 'as discussed' });
    const fundApproval = await okStep(
      buyer.token,
      created.id,
      'request-approval',
      { action: 'fund', note: 'please fund' },
      202,
    );
    expect(fundApproval).to.include({
      dealId: created.id,
      action: 'fund',
      status: 'pending',
      approverAccountId: buyer.id,
      amount: 12_345,
    });
    const approved = await call('POST', `/v1/approvals/${fundApproval.id}/approve`, {
      token: buyer.token,
      body: { comment: 'go' },
    });
    expect(approved.body.result).to.include({ status: 'approved', comment: 'go' });
    expect((await okStep(buyer.token, created.id, 'apply-approval', { approvalId: fundApproval.id })).status).to.equal(
      'approved',
    );

    const funded = await okStep(buyer.token, created.id, 'fund');
    expect(funded.status).to.equal('funded');
    expect(funded.payment).to.include({ processor: 'sandbox', sandbox: true, releaseReference: null });
    expect(funded.payment.holdReference).to.be.a('string').and.not.empty;

    expect((await okStep(seller.token, created.id, 'start')).status).to.equal('in_progress');
    expect(
      (
        await okStep(seller.token, created.id, 'deliver', {
          note: 'files attached',
          deliverables: ['https://example.test/a.zip'],
        })
      ).status,
    ).to.equal('delivered');
    const releaseApproval = await okStep(seller.token, created.id, 'request-approval', { action: 'release' }, 202);
    expect(releaseApproval).to.include({ action: 'release', requestedBy: seller.id, approverAccountId: buyer.id });
    const pending = await call('GET', `/v1/deals/${created.id}`, { token: buyer.token });
    expect(pending.body.result.pendingApprovalId).to.equal(releaseApproval.id);
    await call('POST', `/v1/approvals/${releaseApproval.id}/approve`, { token: buyer.token });
    const released = await okStep(buyer.token, created.id, 'confirm-release');
    expect(released.status).to.equal('released');
    expect(released.payment.releaseReference).to.be.a('string').and.not.empty;

    const read = await call('GET', `/v1/deals/${created.id}`, { token: seller.token });
    expect(read.body.result.allowedOperations).to.deep.equal([]);
    expect(
      read.body.result.history.map((entry: any) => [entry.sequence, entry.from, entry.to, entry.operation]),
    ).to.deep.equal([
      [0, null, 'created', 'createDeal'],
      [1, 'created', 'proposed', 'proposeDeal'],
      [2, 'proposed', 'approved', 'applyDealApproval'],
      [3, 'approved', 'funded', 'fundDeal'],
      [4, 'funded', 'in_progress', 'startDeal'],
      [5, 'in_progress', 'delivered', 'deliverDeal'],
      [6, 'delivered', 'released', 'confirmDealRelease'],
    ]);
    const transitions = await harness().mongo.db.collection('deal_transitions').find({ dealId: created.id }).toArray();
    expect(transitions.map((t) => t._id).sort()).to.deep.equal([1, 2, 3, 4, 5, 6].map((n) => `${created.id}#${n}`));

    const events = await eventsOf(created.id);
    expect(events.map((e) => e.event)).to.deep.equal([
      'deal.created',
      'deal.status_changed',
      'approval.requested',
      'approval.decided',
      'deal.status_changed',
      'deal.status_changed',
      'deal.status_changed',
      'deal.status_changed',
      'approval.requested',
      'approval.decided',
      'deal.status_changed',
    ]);
    for (const event of events.filter((e) => e.event.startsWith('deal.')))
      expect(event.audience.sort()).to.deep.equal([buyer.id, seller.id].sort());
    const approvalAudiences = events.filter((e) => e.event.startsWith('approval.')).map((e) => e.audience.sort());
    expect(approvalAudiences).to.deep.equal([
      [buyer.id],
      [buyer.id],
      [buyer.id, seller.id].sort(),
      [buyer.id, seller.id].sort(),
    ]);
    const last = events[events.length - 1]!;
    expect(last.payload).to.deep.include({ from: 'delivered', to: 'released', operation: 'confirmDealRelease' });
    expect(last.payload.deal.status).to.equal('released');
  });

  it('lists the deals of the account by role and state, and never those of others', async () => {
    const parties = await registerParties();
    const first = await createDeal(parties);
    const second = await createDeal(parties);
    await okStep(parties.buyer.token, second.id, 'propose');
    const asSeller = await call('GET', '/v1/deals?role=seller', { token: parties.seller.token });
    expect(asSeller.body.result.map((deal: any) => deal.id)).to.deep.equal([second.id, first.id]);
    const proposed = await call('GET', '/v1/deals?status=proposed', { token: parties.buyer.token });
    expect(proposed.body.result.map((deal: any) => deal.id)).to.deep.equal([second.id]);
    const asBuyerRole = await call('GET', '/v1/deals?role=buyer', { token: parties.seller.token });
    expect(asBuyerRole.body.result).to.deep.equal([]);
    const outsider = await registerParties();
    const theirs = await call('GET', '/v1/deals', { token: outsider.buyer.token });
    expect(theirs.body.result).to.deep.equal([]);
  });

  it('pages the list with a cursor', async () => {
    const parties = await registerParties();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.unshift((await createDeal(parties)).id);
    const first = await call('GET', '/v1/deals?limit=2', { token: parties.buyer.token });
    expect(first.body.result.map((deal: any) => deal.id)).to.deep.equal(ids.slice(0, 2));
    const next = await call('GET', `/v1/deals?limit=2&cursor=${first.body.result_info.next_cursor}`, {
      token: parties.buyer.token,
    });
    expect(next.body.result.map((deal: any) => deal.id)).to.deep.equal(ids.slice(2));
    expect(next.body.result_info.next_cursor).to.equal(null);
  });
});
