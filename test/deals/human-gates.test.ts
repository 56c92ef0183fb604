import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { approvedApproval, createDeal, dealIn, dealStep, okStep, PATH_TO, registerParties } from './fixtures.ts';

const ALL_DEAL_SCOPES = ['deals:read', 'deals:write', 'deals:human-gate'];

/** The processor's records of one deal: what moved, whatever the deal document says. */
async function paymentsOf(dealId: string, kind?: string): Promise<number> {
  return harness()
    .mongo.db.collection('payments')
    .countDocuments({ dealId, ...(kind ? { kind } : {}) });
}

describe('deals: money never moves without a human', () => {
  it('refuses fund and confirm-release to an API key without deals:human-gate (403 scope_missing)', async () => {
    const approved = await dealIn('approved');
    const key = await createApiKey(approved.parties.buyer, ['deals:read', 'deals:write']);
    expectError(await dealStep(key.secret, approved.deal.id, 'fund'), 403, 'scope_missing');
    const delivered = await dealIn('delivered');
    await approvedApproval(delivered.parties, delivered.deal.id, 'release');
    const releaseKey = await createApiKey(delivered.parties.buyer, ['deals:read', 'deals:write']);
    expectError(await dealStep(releaseKey.secret, delivered.deal.id, 'confirm-release'), 403, 'scope_missing');
    expect(await paymentsOf(approved.deal.id)).to.equal(0);
    expect(await paymentsOf(delivered.deal.id, 'release')).to.equal(0);
  });

  it('refuses an API key with deals:human-gate to fund without an applied approval (403 approval_required)', async () => {
    const { parties, deal } = await dealIn('proposed');
    const key = await createApiKey(parties.buyer, ALL_DEAL_SCOPES);
    expectError(await dealStep(key.secret, deal.id, 'fund'), 403, 'approval_required');
    expectError(await dealStep(parties.buyer.token, deal.id, 'fund'), 403, 'approval_required');
    expect(await paymentsOf(deal.id)).to.equal(0);
  });

  it('refuses to apply a pending approval and a rejected one (403 approval_required)', async () => {
    const { parties, deal } = await dealIn('proposed');
    const pending = await okStep(parties.buyer.token, deal.id, 'request-approval', { action: 'fund' }, 202);
    expectError(
      await dealStep(parties.buyer.token, deal.id, 'apply-approval', { approvalId: pending.id }),
      403,
      'approval_required',
    );
    const rejected = await call('POST', `/v1/approvals/${pending.id}/reject`, {
      token: parties.buyer.token,
      body: { comment: 'too expensive' },
    });
    expect(rejected.body.result.status).to.equal('rejected');
    expectError(
      await dealStep(parties.buyer.token, deal.id, 'apply-approval', { approvalId: pending.id }),
      403,
      'approval_required',
    );
    expectError(await dealStep(parties.buyer.token, deal.id, 'fund'), 403, 'approval_required');
    expect(await paymentsOf(deal.id)).to.equal(0);
  });

  it('refuses the approval of another deal (409 invalid_transition)', async () => {
    const parties = await registerParties();
    const [one, other] = [await createDeal(parties), await createDeal(parties)];
    await PATH_TO.proposed!(parties, one.id);
    await PATH_TO.proposed!(parties, other.id);
    const approvalOfOther = await approvedApproval(parties, other.id, 'fund');
    const error = expectError(
      await dealStep(parties.buyer.token, one.id, 'apply-approval', { approvalId: approvalOfOther }),
      409,
      'invalid_transition',
    );
    expect(error.meta).to.deep.include({ currentState: 'proposed' });
    expect(
      (await call('GET', `/v1/approvals/${approvalOfOther}`, { token: parties.buyer.token })).body.result.status,
    ).to.equal('approved');
  });

  it('uses an approval once: concurrent applications succeed once, a second application is refused', async () => {
    const { parties, deal } = await dealIn('proposed');
    const approvalId = await approvedApproval(parties, deal.id, 'fund');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => dealStep(parties.buyer.token, deal.id, 'apply-approval', { approvalId })),
    );
    expect(responses.filter((r) => r.status === 200)).to.have.length(1);
    for (const refused of responses.filter((r) => r.status !== 200)) expectError(refused, 409, 'invalid_transition');
    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.buyer.token });
    expect(read.body.result.history.filter((entry: any) => entry.operation === 'applyDealApproval')).to.have.length(1);
    expect(
      (await call('GET', `/v1/approvals/${approvalId}`, { token: parties.buyer.token })).body.result.status,
    ).to.equal('applied');
  });

  it('refuses confirm-release without an approved release approval, with a pending one and with a rejected one', async () => {
    const { parties, deal } = await dealIn('delivered');
    expectError(await dealStep(parties.buyer.token, deal.id, 'confirm-release'), 403, 'approval_required');
    const pending = await okStep(parties.seller.token, deal.id, 'request-approval', { action: 'release' }, 202);
    expectError(await dealStep(parties.buyer.token, deal.id, 'confirm-release'), 403, 'approval_required');
    await call('POST', `/v1/approvals/${pending.id}/reject`, { token: parties.buyer.token });
    expectError(await dealStep(parties.buyer.token, deal.id, 'confirm-release'), 403, 'approval_required');
    expectError(await dealStep(parties.seller.token, deal.id, 'confirm-release'), 403, 'not_owner');
    expect(await paymentsOf(deal.id, 'release')).to.equal(0);
  });

  it('does not let a release approval pay out twice: once released, another confirm is refused', async () => {
    const { parties, deal } = await dealIn('released');
    expectError(await dealStep(parties.buyer.token, deal.id, 'confirm-release'), 409, 'invalid_transition');
    expect(await paymentsOf(deal.id, 'release')).to.equal(1);
  });

  it('lets an agent key with deals:human-gate fund once a human approved, within its spending policy', async () => {
    const { parties, deal } = await dealIn('approved');
    const withoutPolicy = await createApiKey(parties.buyer, ALL_DEAL_SCOPES);
    expectError(await dealStep(withoutPolicy.secret, deal.id, 'fund'), 403, 'spending_limit_exceeded');
    const created = await call('POST', '/v1/keys', {
      token: parties.buyer.token,
      body: {
        name: 'agent',
        scopes: ALL_DEAL_SCOPES,
        spendingPolicy: { perDeal: 10_000, perDay: 10_000, currency: 'EUR' },
      },
    });
    const funded = await dealStep(created.body.result.secret, deal.id, 'fund');
    expect(funded.status, funded.text).to.equal(200);
    expect(funded.body.result.status).to.equal('funded');
    expect(await paymentsOf(deal.id, 'hold')).to.equal(1);
  });

  it('pays out exactly once when 20 confirm-release calls race', async () => {
    const { parties, deal } = await dealIn('delivered');
    await approvedApproval(parties, deal.id, 'release');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => dealStep(parties.buyer.token, deal.id, 'confirm-release')),
    );
    const succeeded = responses.filter((r) => r.status === 200);
    expect(succeeded, responses.map((r) => r.status).join(',')).to.have.length(1);
    for (const refused of responses.filter((r) => r.status !== 200)) expectError(refused, 409, 'invalid_transition');
    expect(await paymentsOf(deal.id, 'release')).to.equal(1);
    const transitions = await harness()
      .mongo.db.collection('deal_transitions')
      .countDocuments({ dealId: deal.id, operation: 'confirmDealRelease' });
    expect(transitions).to.equal(1);
    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.seller.token });
    expect(read.body.result.status).to.equal('released');
    expect(read.body.result.payment.releaseReference).to.equal(succeeded[0]!.body.result.payment.releaseReference);
  });
});
