import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { placeBid, postJob } from '../jobs/fixtures.ts';

describe('deals: opened by an accepted bid (DealOpener)', () => {
  it('applies the spending policy of the accepting key: without a policy the bid stays open, with one the deal opens', async () => {
    const owner = await registerAccount('job-owner');
    const bidder = await registerAccount('bidder');
    const job = await postJob(owner, { title: 'Transcribe 3 hours of audio' });
    const bid = await placeBid(bidder, job.id, { amount: 45_000, currency: 'EUR' });
    const accept = (token: string) => call('POST', `/v1/jobs/${job.id}/bids/${bid.id}/accept`, { token });

    const noPolicy = await createApiKey(owner, ['jobs:write', 'deals:read']);
    expectError(await accept(noPolicy.secret), 403, 'spending_limit_exceeded');
    const tooSmall = await call('POST', '/v1/keys', {
      token: owner.token,
      body: {
        name: 'small',
        scopes: ['jobs:write'],
        spendingPolicy: { perDeal: 40_000, perDay: 40_000, currency: 'EUR' },
      },
    });
    expectError(await accept(tooSmall.body.result.secret), 403, 'spending_limit_exceeded');
    expect((await call('GET', `/v1/jobs/${job.id}`)).body.result.status).to.equal('open');

    const enough = await call('POST', '/v1/keys', {
      token: owner.token,
      body: {
        name: 'agent',
        scopes: ['jobs:write'],
        spendingPolicy: { perDeal: 50_000, perDay: 50_000, currency: 'EUR' },
      },
    });
    const accepted = await accept(enough.body.result.secret);
    expect(accepted.status, accepted.text).to.equal(200);
    const deal = await call('GET', `/v1/deals/${accepted.body.result.deal.id}`, { token: bidder.token });
    expect(deal.body.result).to.include({ buyerId: owner.id, sellerId: bidder.id, amount: 45_000, status: 'created' });
    expect(deal.body.result.source).to.deep.equal({ kind: 'bid', id: bid.id });
  });
});
