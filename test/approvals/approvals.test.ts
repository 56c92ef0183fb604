import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { dealIn, okStep } from '../deals/fixtures.ts';

const EVERY_DEAL_SCOPE = ['deals:read', 'deals:write', 'deals:human-gate'];

async function pendingFundApproval() {
  const { parties, deal } = await dealIn('proposed');
  const approval = await okStep(
    parties.seller.token,
    deal.id,
    'request-approval',
    { action: 'fund', note: 'please' },
    202,
  );
  return { parties, deal, approval };
}

describe('approvals: only a human session of the approver decides', () => {
  it('refuses approve and reject to an API key of the approver, even with every deal scope (403 session_required)', async () => {
    const { parties, approval } = await pendingFundApproval();
    const key = await createApiKey(parties.buyer, EVERY_DEAL_SCOPE);
    expectError(
      await call('POST', `/v1/approvals/${approval.id}/approve`, { token: key.secret }),
      403,
      'session_required',
    );
    expectError(
      await call('POST', `/v1/approvals/${approval.id}/reject`, { token: key.secret }),
      403,
      'session_required',
    );
    const read = await call('GET', `/v1/approvals/${approval.id}`, { token: key.secret });
    expect(read.body.result.status).to.equal('pending');
  });

  it('answers 404 to the other party deciding and to an outsider reading or deciding', async () => {
    const { parties, approval } = await pendingFundApproval();
    expect(
      (await call('GET', `/v1/approvals/${approval.id}`, { token: parties.seller.token })).body.result.id,
    ).to.equal(approval.id);
    const notTheApprover = expectError(
      await call('POST', `/v1/approvals/${approval.id}/approve`, { token: parties.seller.token }),
      404,
      'resource_not_found',
    );
    expect(notTheApprover.message, 'regression: a 404 that does not say the approval exists').to.equal(
      "No approval request with this id awaits this account's decision.",
    );
    const outsider = await registerAccount('outsider');
    expectError(
      await call('GET', `/v1/approvals/${approval.id}`, { token: outsider.token }),
      404,
      'resource_not_found',
    );
    expectError(
      await call('POST', `/v1/approvals/${approval.id}/approve`, { token: outsider.token }),
      404,
      'resource_not_found',
    );
    expectError(
      await call('POST', `/v1/approvals/${approval.id}/reject`, { token: outsider.token }),
      404,
      'resource_not_found',
    );
    const read = await call('GET', `/v1/approvals/${approval.id}`, { token: parties.buyer.token });
    expect(read.body.result).to.include({ status: 'pending', decidedAt: null, approverAccountId: parties.buyer.id });
  });

  it('takes one decision of 20 concurrent ones; the others get 409 invalid_transition', async () => {
    const { parties, approval } = await pendingFundApproval();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/v1/approvals/${approval.id}/${i % 2 === 0 ? 'approve' : 'reject'}`, {
          token: parties.buyer.token,
          body: { comment: `vote ${i}` },
        }),
      ),
    );
    const decided = responses.filter((r) => r.status === 200);
    expect(decided, responses.map((r) => r.status).join(',')).to.have.length(1);
    for (const refused of responses.filter((r) => r.status !== 200)) expectError(refused, 409, 'invalid_transition');
    const read = await call('GET', `/v1/approvals/${approval.id}`, { token: parties.buyer.token });
    expect(read.body.result).to.include({
      status: decided[0]!.body.result.status,
      comment: decided[0]!.body.result.comment,
    });
    const events = await harness()
      .mongo.db.collection('outbox')
      .countDocuments({ event: 'approval.decided', 'payload.approval.id': approval.id });
    expect(events).to.equal(1);
  });

  it('keeps one live approval per step: a second request while one is pending is refused, after a rejection a new one opens', async () => {
    const { parties, deal, approval } = await pendingFundApproval();
    const again = expectError(
      await call('POST', `/v1/deals/${deal.id}/request-approval`, { token: parties.buyer.token, body: {} }),
      409,
      'invalid_transition',
    );
    expect(again.meta).to.deep.include({ currentState: 'proposed', pendingApprovalId: approval.id });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/v1/deals/${deal.id}/request-approval`, { token: parties.buyer.token }),
      ),
    );
    expect(racing.every((r) => r.status === 409)).to.equal(true);
    await call('POST', `/v1/approvals/${approval.id}/reject`, { token: parties.buyer.token });
    const opened = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/v1/deals/${deal.id}/request-approval`, { token: parties.buyer.token }),
      ),
    );
    expect(
      opened.filter((r) => r.status === 202),
      opened.map((r) => r.status).join(','),
    ).to.have.length(1);
    const read = await call('GET', `/v1/deals/${deal.id}`, { token: parties.buyer.token });
    expect(read.body.result.pendingApprovalId).to.equal(opened.find((r) => r.status === 202)!.body.result.id);
  });

  it('lists the approvals the account may read, by status and deal, newest first', async () => {
    const { parties, deal, approval } = await pendingFundApproval();
    const pending = await call('GET', '/v1/approvals?status=pending', { token: parties.buyer.token });
    expect(pending.body.result.map((a: any) => a.id)).to.deep.equal([approval.id]);
    expect(pending.body.result[0]).to.include({
      dealId: deal.id,
      action: 'fund',
      note: 'please',
      requestedBy: parties.seller.id,
    });
    expect(pending.body.result[0].subject).to.deep.equal({ kind: 'deal', id: deal.id });
    const bySeller = await call('GET', `/v1/approvals?dealId=${deal.id}`, { token: parties.seller.token });
    expect(bySeller.body.result.map((a: any) => a.id)).to.deep.equal([approval.id]);
    const approvedOnly = await call('GET', '/v1/approvals?status=approved', { token: parties.buyer.token });
    expect(approvedOnly.body.result.map((a: any) => a.id)).to.not.include(approval.id);
    const outsider = await registerAccount('outsider');
    expect((await call('GET', '/v1/approvals', { token: outsider.token })).body.result).to.deep.equal([]);
  });
});
