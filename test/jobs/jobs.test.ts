import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { JobDetailView, JobView } from '../../services/core/jobs/types.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { aBid, placeBid, postJob } from './fixtures.ts';
import { publishedEvents } from '../support/published-events.ts';

async function readJob(id: string): Promise<JobDetailView> {
  const response = await call('GET', `/v1/jobs/${id}`);
  expect(response.status, response.text).to.equal(200);
  return response.body.result as JobDetailView;
}

/** A category filter alone would see other tests' jobs; these tests check membership and order within their own. */
async function listIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response: ApiResponse = await call('GET', `/v1/jobs?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status, response.text).to.equal(200);
    ids.push(...(response.body.result as JobView[]).map((job) => job.id));
    cursor = response.body.result_info.next_cursor;
  } while (cursor);
  return ids;
}

describe('jobs', () => {
  describe('posting and reading', () => {
    it('posts an open job as the caller and reads it with its (empty) bids', async () => {
      const owner = await registerAccount('job-owner');
      const input = {
        title: 'Translate a catalog',
        description: '300 items, EN to DE.',
        category: 'ai-agents',
        tags: ['translation'],
        budget: { amount: 50_000, currency: 'EUR' },
        deadline: '2030-01-31',
      };
      const response = await call('POST', '/v1/jobs', { token: owner.token, body: input });
      expect(response.status, response.text).to.equal(201);
      const job = response.body.result as JobView;
      expect(job.id).to.match(/^job_[0-9a-z]{26}$/);
      expect(job).to.deep.equal({
        id: job.id,
        ownerId: owner.id,
        ...input,
        status: 'open',
        bidCount: 0,
        acceptedBidId: null,
        dealId: null,
        createdAt: job.createdAt,
      });
      expect(await readJob(job.id)).to.deep.equal({ ...job, bids: [] });
    });

    it('names every invalid field of a posted job', async () => {
      const owner = await registerAccount('sloppy-owner');
      const response = await call('POST', '/v1/jobs', {
        token: owner.token,
        body: { title: '', category: 'nope', deadline: 'soon' },
      });
      expectError(response, 400, 'validation_failed');
      const fields = (response.body.errors as Array<{ field: string }>).map((error) => error.field);
      expect(fields).to.include.members(['body.title', 'body.description', 'body.category', 'body.deadline']);
    });

    it('replays the first job for a retried Idempotency-Key instead of posting twice', async () => {
      const owner = await registerAccount('job-retrier');
      const key = `job-${randomBytes(6).toString('hex')}`;
      const options = {
        token: owner.token,
        headers: { 'idempotency-key': key },
        body: { title: 't', description: 'd', category: 'other' },
      };
      const first = await call('POST', '/v1/jobs', options);
      const second = await call('POST', '/v1/jobs', options);
      expect(first.status, first.text).to.equal(201);
      expect(second.body.result).to.deep.equal(first.body.result);
      const changed = await call('POST', '/v1/jobs', { ...options, body: { ...options.body, title: 'other' } });
      expectError(changed, 422, 'idempotency_key_reused');
    });

    it('answers 404 resource_not_found naming path.id for an unknown job', async () => {
      expect(expectError(await call('GET', '/v1/jobs/job_unknown'), 404, 'resource_not_found').field).to.equal(
        'path.id',
      );
    });
  });

  describe('listing', () => {
    it('filters by status and category, newest first, and pages with a cursor', async () => {
      const owner = await registerAccount('lister');
      const bidder = await registerAccount('lister-bidder');
      const first = await postJob(owner, { category: 'real-estate' });
      const second = await postJob(owner, { category: 'real-estate' });
      const third = await postJob(owner, { category: 'products' });
      await placeBid(bidder, second.id);

      const realEstate = await listIds('category=real-estate');
      expect(realEstate.indexOf(second.id)).to.be.within(0, realEstate.indexOf(first.id) - 1);
      expect(realEstate).to.not.include(third.id);
      expect(await listIds('status=open')).to.include.members([first.id, second.id, third.id]);

      const paged = await call('GET', '/v1/jobs?category=real-estate&limit=1');
      expect(paged.body.result).to.have.length(1);
      expect(paged.body.result_info).to.include({ count: 1, limit: 1 });
      const next = await call(
        'GET',
        `/v1/jobs?category=real-estate&limit=1&cursor=${paged.body.result_info.next_cursor}`,
      );
      expect(next.body.result[0].id).to.not.equal(paged.body.result[0].id);

      const listed = (await call('GET', '/v1/jobs?category=real-estate&limit=100')).body.result as JobView[];
      expect(listed.find((job) => job.id === second.id)).to.include({ bidCount: 1, status: 'open' });
      expect(listed.find((job) => job.id === second.id)).to.not.have.property('bids');
    });

    it('refuses an unknown status filter naming query.status', async () => {
      expect(expectError(await call('GET', '/v1/jobs?status=finished'), 400, 'validation_failed').field).to.equal(
        'query.status',
      );
    });
  });

  describe('bidding', () => {
    it('places a pending bid that the job detail shows, announced to the owner and the bidder', async () => {
      const owner = await registerAccount('bid-owner');
      const bidder = await registerAccount('bidder');
      const job = await postJob(owner);
      const bid = await placeBid(bidder, job.id);
      expect(bid.id).to.match(/^bid_[0-9a-z]{26}$/);
      expect(bid).to.deep.equal({
        id: bid.id,
        jobId: job.id,
        bidderId: bidder.id,
        ...aBid,
        status: 'pending',
        dealId: null,
        createdAt: bid.createdAt,
      });
      const detail = await readJob(job.id);
      expect(detail.bidCount).to.equal(1);
      expect(detail.bids).to.deep.equal([bid]);

      const events = await publishedEvents({ kind: 'event', event: 'bid.placed', 'payload.jobId': job.id });
      expect(events.map((event) => event.payload)).to.deep.equal([{ bid, jobId: job.id }]);
      expect(events[0]!.audience).to.have.members([owner.id, bidder.id]);
    });

    it('replays the first bid for a retried Idempotency-Key, and refuses a second bid by the same bidder', async () => {
      const job = await postJob(await registerAccount('idem-job-owner'));
      const bidder = await registerAccount('idem-bidder');
      const options = { token: bidder.token, headers: { 'idempotency-key': `bid-${job.id}` }, body: aBid };
      const first = await call('POST', `/v1/jobs/${job.id}/bids`, options);
      const replay = await call('POST', `/v1/jobs/${job.id}/bids`, options);
      expect(first.status, first.text).to.equal(201);
      expect(replay.body.result).to.deep.equal(first.body.result);
      expectError(
        await call('POST', `/v1/jobs/${job.id}/bids`, { token: bidder.token, body: { ...aBid, amount: 1 } }),
        409,
        'already_exists',
      );
      expect((await readJob(job.id)).bids.map((bid) => bid.id)).to.deep.equal([first.body.result.id]);
    });

    it('keeps one bid of a bidder under 20 parallel bids without an Idempotency-Key', async () => {
      const job = await postJob(await registerAccount('race-job-owner'));
      const bidder = await registerAccount('race-bidder');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => call('POST', `/v1/jobs/${job.id}/bids`, { token: bidder.token, body: aBid })),
      );
      expect(responses.map((response) => response.status).sort()).to.deep.equal([201, ...Array(19).fill(409)]);
      expect((await readJob(job.id)).bids).to.have.length(1);
    });

    it('refuses a bid on an own job with 409 invalid_transition', async () => {
      const owner = await registerAccount('self-bidder');
      const job = await postJob(owner);
      const error = expectError(
        await call('POST', `/v1/jobs/${job.id}/bids`, { token: owner.token, body: aBid }),
        409,
        'invalid_transition',
      );
      expect(error.meta).to.deep.equal({ currentState: 'open', allowedOperations: ['acceptBid'] });
    });

    it('names the field of an invalid bid and answers 404 for an unknown job', async () => {
      const bidder = await registerAccount('bad-bidder');
      const job = await postJob(await registerAccount('bad-bid-owner'));
      const invalid = await call('POST', `/v1/jobs/${job.id}/bids`, {
        token: bidder.token,
        body: { amount: -5, currency: 'EUR' },
      });
      expect(expectError(invalid, 400, 'validation_failed').field).to.equal('body.amount');
      const unknown = await call('POST', '/v1/jobs/job_unknown/bids', { token: bidder.token, body: aBid });
      expect(expectError(unknown, 404, 'resource_not_found').field).to.equal('path.id');
    });
  });

  describe('scopes', () => {
    it('refuses an API key without jobs:write with 403 scope_missing for posting, bidding and accepting', async () => {
      const owner = await registerAccount('scoped-job-owner');
      const job = await postJob(owner);
      const bid = await placeBid(await registerAccount('scoped-bidder'), job.id);
      const ownerKey = (await createApiKey(owner, ['requests:write'])).secret;
      const outsiderKey = (await createApiKey(await registerAccount('scoped-job-outsider'), ['requests:write'])).secret;
      expectError(
        await call('POST', '/v1/jobs', { token: ownerKey, body: { title: 't', description: 'd', category: 'other' } }),
        403,
        'scope_missing',
      );
      expectError(
        await call('POST', `/v1/jobs/${job.id}/bids`, { token: outsiderKey, body: aBid }),
        403,
        'scope_missing',
      );
      expectError(
        await call('POST', `/v1/jobs/${job.id}/bids/${bid.id}/accept`, { token: ownerKey }),
        403,
        'scope_missing',
      );
      const detail = await readJob(job.id);
      expect(detail).to.include({ status: 'open', bidCount: 1, acceptedBidId: null });
    });

    it('lets an API key with jobs:write post a job on behalf of its account', async () => {
      const owner = await registerAccount('key-job-owner');
      const job = await postJob((await createApiKey(owner, ['jobs:write'])).secret);
      expect(job.ownerId).to.equal(owner.id);
    });
  });
});
