import { expect } from 'chai';
import type { BidView, JobDetailView } from '../../services/core/jobs/types.ts';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { aBid, placeBid, postJob } from './fixtures.ts';

function accept(caller: TestAccount, bid: BidView) {
  return call('POST', `/v1/jobs/${bid.jobId}/bids/${bid.id}/accept`, { token: caller.token });
}

async function readJob(id: string): Promise<JobDetailView> {
  return (await call('GET', `/v1/jobs/${id}`)).body.result as JobDetailView;
}

describe('bid acceptance', () => {
  it('awards the job, rejects the other bids and opens a deal with the owner as buyer and the bidder as seller', async () => {
    const owner = await registerAccount('job-buyer');
    const winner = await registerAccount('winning-bidder');
    const job = await postJob(owner, { title: 'Label 10k images' });
    const bid = await placeBid(winner, job.id, { ...aBid, message: 'Two days, 450 EUR.' });
    const other = await placeBid(await registerAccount('losing-bidder'), job.id);

    const accepted = await accept(owner, bid);
    expect(accepted.status, accepted.text).to.equal(200);
    const { deal } = accepted.body.result;
    expect(deal).to.deep.equal({ id: deal.id, status: 'created' });
    expect(accepted.body.result.bid).to.deep.equal({
      ...bid,
      message: 'Two days, 450 EUR.',
      status: 'accepted',
      dealId: deal.id,
    });

    const detail = await readJob(job.id);
    expect(detail).to.include({ status: 'awarded', acceptedBidId: bid.id, dealId: deal.id, bidCount: 2 });
    expect(detail.bids.map((item) => [item.id, item.status, item.dealId])).to.deep.equal([
      [bid.id, 'accepted', deal.id],
      [other.id, 'rejected', null],
    ]);

    const read = await call('GET', `/v1/deals/${deal.id}`, { token: owner.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.result).to.include({
      buyerId: owner.id,
      sellerId: winner.id,
      title: 'Label 10k images',
      amount: aBid.amount,
      currency: 'EUR',
    });
    expect(read.body.result.source).to.deep.equal({ kind: 'bid', id: bid.id });

    const events = await harness()
      .mongo.db.collection<EventRecord>('outbox')
      .find({ kind: 'event', event: 'bid.accepted', 'payload.jobId': job.id })
      .toArray();
    expect(events.map((event) => event.payload)).to.deep.equal([
      { bid: accepted.body.result.bid, jobId: job.id, dealId: deal.id },
    ]);
    expect(events[0]!.audience).to.have.members([owner.id, winner.id]);
  });

  it('refuses a caller who is not the job owner with 403 not_owner', async () => {
    const job = await postJob(await registerAccount('guarded-owner'));
    const bidder = await registerAccount('pushy-bidder');
    const bid = await placeBid(bidder, job.id);
    expectError(await accept(bidder, bid), 403, 'not_owner');
    expectError(await accept(await registerAccount('stranger'), bid), 403, 'not_owner');
    expect((await readJob(job.id)).status).to.equal('open');
  });

  it('accepts exactly one of 20 parallel acceptances of different bids, opening one deal', async function () {
    this.timeout(90_000);
    const owner = await registerAccount('racing-job-buyer');
    const job = await postJob(owner);
    const bids: BidView[] = [];
    for (let index = 0; index < 20; index += 1)
      bids.push(await placeBid(await registerAccount(`job-racer${index}`), job.id));
    const responses = await Promise.all(bids.map((bid) => accept(owner, bid)));
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).to.have.length(1);
    for (const loser of responses.filter((response) => response.status !== 200))
      expectError(loser, 409, 'invalid_transition');

    const winner = winners[0]!.body.result;
    const detail = await readJob(job.id);
    expect(detail).to.include({ status: 'awarded', acceptedBidId: winner.bid.id, dealId: winner.deal.id });
    const deals = await call('GET', '/v1/deals?role=buyer', { token: owner.token });
    expect(deals.body.result.map((deal: { id: string }) => deal.id)).to.deep.equal([winner.deal.id]);
  });

  it('refuses bids and further acceptances on an awarded job with 409 invalid_transition', async () => {
    const owner = await registerAccount('awarded-owner');
    const job = await postJob(owner);
    const first = await placeBid(await registerAccount('early-bidder'), job.id);
    const second = await placeBid(await registerAccount('also-bidder'), job.id);
    expect((await accept(owner, first)).status).to.equal(200);
    const again = expectError(await accept(owner, second), 409, 'invalid_transition');
    expect(again.meta).to.deep.equal({ currentState: 'awarded', allowedOperations: [] });
    const late = await call('POST', `/v1/jobs/${job.id}/bids`, {
      token: (await registerAccount('late-bidder')).token,
      body: aBid,
    });
    expect(expectError(late, 409, 'invalid_transition').meta).to.deep.equal({
      currentState: 'awarded',
      allowedOperations: [],
    });
    expect(
      (await call('GET', `/v1/jobs?status=awarded&limit=100`)).body.result.map((item: { id: string }) => item.id),
    ).to.include(job.id);
  });

  it('gives the award back when the deal is refused, so the owner can accept again', async () => {
    const owner = await registerAccount('policy-job-owner');
    const job = await postJob(owner);
    const bid = await placeBid(await registerAccount('policy-bidder'), job.id);
    // An API key without a spending policy commits nothing to deals.
    const key = (await createApiKey(owner, ['jobs:write'])).secret;
    const refused = await call('POST', `/v1/jobs/${job.id}/bids/${bid.id}/accept`, { token: key });
    expectError(refused, 403, 'spending_limit_exceeded');
    expect(await readJob(job.id)).to.include({ status: 'open', acceptedBidId: null });
    const accepted = await accept(owner, bid);
    expect(accepted.status, accepted.text).to.equal(200);
  });

  it('answers 404 naming path.bidId for a bid of another job', async () => {
    const owner = await registerAccount('mixed-owner');
    const job = await postJob(owner);
    const elsewhere = await placeBid(
      await registerAccount('elsewhere-bidder'),
      (await postJob(await registerAccount('other-owner'))).id,
    );
    const response = await call('POST', `/v1/jobs/${job.id}/bids/${elsewhere.id}/accept`, { token: owner.token });
    expect(expectError(response, 404, 'resource_not_found').field).to.equal('path.bidId');
  });
});
