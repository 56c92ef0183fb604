import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import type { BidView } from '../../services/core/jobs/types.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { placeBid, postJob } from './fixtures.ts';

interface Situation {
  owner: TestAccount;
  bid: BidView;
  principal: Principal;
}

async function situation(credential: 'session' | 'key without spending policy'): Promise<Situation> {
  const owner = await registerAccount('drill-job-owner');
  const job = await postJob(owner);
  const bid = await placeBid(await registerAccount('drill-bidder'), job.id);
  const token = credential === 'session' ? owner.token : (await createApiKey(owner, ['jobs:write'])).secret;
  return { owner, bid, principal: await principalOf(token) };
}

function acceptIn(core: Parameters<typeof invoke>[0], { bid, principal }: Situation) {
  return invoke(core, 'acceptBid', principal, { params: { id: bid.jobId, bidId: bid.id } });
}

async function awardsOf(jobId: string) {
  return harness()
    .mongo.db.collection('job_awards')
    .find({ _id: jobId as never })
    .toArray();
}

async function dealsOf(bidId: string) {
  return harness().mongo.db.collection('deals').find({ 'source.kind': 'bid', 'source.id': bidId }).toArray();
}

function acceptedEvents(jobId: string) {
  return harness().mongo.db.collection('outbox').find({ event: 'bid.accepted', 'payload.jobId': jobId }).toArray();
}

describe('bid acceptance: fault drill', () => {
  it('after a stop at any point, the job has one award and one deal, recorded on the job and announced once', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'accept-bid',
      setup: () => situation('session'),
      act: acceptIn,
      async check({ bid }) {
        const deals = await dealsOf(bid.id);
        expect(deals, 'deals of the accepted bid').to.have.length(1);
        const dealId = deals[0]!._id;
        expect((await awardsOf(bid.jobId)).map((award) => [award.bidId, award.dealId])).to.deep.equal([
          [bid.id, dealId],
        ]);
        const job = (await call('GET', `/v1/jobs/${bid.jobId}`)).body.result;
        expect(job).to.include({ status: 'awarded', acceptedBidId: bid.id, dealId });
        const events = await acceptedEvents(bid.jobId);
        expect(
          events.map((event) => event.payload.dealId),
          'bid.accepted events',
        ).to.deep.equal([dealId]);
        expect(events[0]!.payload.bid).to.deep.equal(job.bids[0]);
        expect(
          await harness()
            .mongo.db.collection('outbox')
            .countDocuments({ event: 'deal.created', 'payload.deal.id': dealId }),
          'deal.created events',
        ).to.equal(1);
      },
    });
  });

  it('after a stop at any point of a refused acceptance, the award is given back once and the owner can accept again', async function () {
    this.timeout(240_000);
    await drillEveryPoint({
      kind: 'accept-bid',
      setup: () => situation('key without spending policy'),
      act: (core, current) =>
        acceptIn(core, current).catch((error: unknown) => {
          if (error instanceof AppError && error.slug === 'spending_limit_exceeded') return error;
          throw error;
        }),
      async check({ owner, bid }) {
        expect(await awardsOf(bid.jobId), 'awards').to.deep.equal([]);
        expect(await dealsOf(bid.id), 'deals').to.deep.equal([]);
        expect(await acceptedEvents(bid.jobId), 'bid.accepted events').to.deep.equal([]);
        expect((await call('GET', `/v1/jobs/${bid.jobId}`)).body.result).to.include({
          status: 'open',
          acceptedBidId: null,
        });
        const again = await call('POST', `/v1/jobs/${bid.jobId}/bids/${bid.id}/accept`, { token: owner.token });
        expect(again.status, again.text).to.equal(200);
      },
    });
  });
});
