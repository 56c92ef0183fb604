import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { createAdmin, registerAccount, registerProvider, type TestAccount } from '../support/factories.ts';
import { coreAfterLease, crashingCore, invoke, principalOf } from '../support/fault-drill.ts';
import { call, type ApiResponse } from '../support/http.ts';
import { dealIn } from '../deals/fixtures.ts';
import { dealTrail } from '../deals/money-trail.ts';
import { createListing } from '../listings/fixtures.ts';
import { harness } from '../support/root-hooks.ts';
import { gatewayOver } from './gateway-over.ts';
import { answerLost } from './recovery.ts';

interface LedgerLine {
  kind: string;
  credits: number;
}

async function ledgerOf(account: TestAccount): Promise<LedgerLine[]> {
  const response = await call('GET', '/v1/credits/ledger', { token: account.token });
  expect(response.status, response.text).to.equal(200);
  return response.body.result.map(({ kind, credits }: LedgerLine) => ({ kind, credits }));
}

async function grant(account: TestAccount, credits: number): Promise<void> {
  const admin = await createAdmin();
  const response = await call('POST', '/v1/admin/credits/grants', {
    token: admin.token,
    body: { accountId: account.id, credits, reason: 'retry drill' },
  });
  expect(response.status, response.text).to.equal(201);
}

/**
 * A request whose first attempt failed with a 5xx after its money step had done its work (the process met an error
 * before recording it), retried with the same Idempotency-Key as the 5xx asks and as the SDK does by itself.
 */
describe('money: a write retried with its Idempotency-Key after a 5xx moves money once', function () {
  this.timeout(120_000);

  it('regression: a boost retried after a 500 spends its credits once and answers the boost once recovery finished it', async () => {
    const owner = await registerProvider('retried-boost');
    const listing = await createListing(owner);
    await grant(owner, 100);
    const drilled = await gatewayOver(crashingCore(answerLost('listing-boost', 'spend')));
    const headers = { 'idempotency-key': `boost-${randomUUID()}` };
    const boost = (baseUrl: string): Promise<ApiResponse> =>
      call('POST', `/v1/listings/${listing.id}/boost`, { token: owner.token, body: { days: 2 }, headers, baseUrl });
    try {
      const first = await boost(drilled.url);
      expect(first.status, first.text).to.equal(500);
      const retried = await boost(drilled.url);
      expect(retried.status, retried.text).to.equal(409);
      expect(retried.body.errors[0].slug).to.equal('operation_in_progress');
    } finally {
      await drilled.close();
    }
    await coreAfterLease().workflows.resumeStalled();
    const answered = await boost(harness().baseUrl);
    expect(answered.status, answered.text).to.equal(200);
    expect(answered.body.result).to.include({ listingId: listing.id, days: 2, creditsCharged: 20 });
    expect(await ledgerOf(owner)).to.deep.equal([
      { kind: 'spend', credits: -20 },
      { kind: 'grant', credits: 100 },
    ]);
  });

  it('regression: a funding retried after a 500 holds once and answers the funded deal once recovery finished it', async () => {
    const { parties, deal } = await dealIn('approved');
    const drilled = await gatewayOver(crashingCore(answerLost('deal-transition', 'move-money')));
    const headers = { 'idempotency-key': `fund-${randomUUID()}` };
    const fund = (baseUrl: string): Promise<ApiResponse> =>
      call('POST', `/v1/deals/${deal.id}/fund`, { token: parties.buyer.token, body: {}, headers, baseUrl });
    try {
      expect((await fund(drilled.url)).status).to.equal(500);
      const retried = await fund(drilled.url);
      expect(retried.status, retried.text).to.equal(409);
      expect(retried.body.errors[0].slug).to.equal('operation_in_progress');
    } finally {
      await drilled.close();
    }
    await coreAfterLease().workflows.resumeStalled();
    const answered = await fund(harness().baseUrl);
    expect(answered.status, answered.text).to.equal(200);
    expect(answered.body.result).to.include({ id: deal.id, status: 'funded' });
    expect((await dealTrail(deal.id)).payments).to.deep.equal({ hold: 1, release: 0, refund: 0 });
  });

  it('regression: an admin grant run again under its Idempotency-Key (as after a 5xx the gateway forgot) books once', async () => {
    const [admin, account] = await Promise.all([createAdmin(), registerAccount('granted-twice')]);
    const principal = await principalOf(admin.token);
    const request = {
      body: { accountId: account.id, credits: 40, reason: 'goodwill' },
      headers: { 'idempotency-key': `grant-${randomUUID()}` },
    };
    const first = await invoke(coreAfterLease(), 'grantCredits', principal, request);
    const again = await invoke(coreAfterLease(), 'grantCredits', principal, request);
    expect((again.result as { id: string }).id).to.equal((first.result as { id: string }).id);
    expect(await ledgerOf(account)).to.deep.equal([{ kind: 'grant', credits: 40 }]);
  });
});
