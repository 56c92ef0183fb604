import { expect } from 'chai';
import { AppError } from '../../shared/errors/app-error.ts';
import { allScopes } from '../../shared/auth/scopes.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey } from '../support/factories.ts';
import { coreAfterLease, invoke, oauthPrincipalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { claimAwaitingRewardApproval } from '../claims/fixtures.ts';

describe("approvals: paying a sale reward needs the provider's human session", () => {
  it('refuses an API key of the provider with every scope (403 session_required) and leaves the reward awaiting approval', async () => {
    const { provider, agent, claim, approvalId } = await claimAwaitingRewardApproval();
    const key = await createApiKey(provider, [...allScopes()]);
    for (const decision of ['approve', 'reject']) {
      expectError(
        await call('POST', `/v1/approvals/${approvalId}/${decision}`, { token: key.secret, body: {} }),
        403,
        'session_required',
      );
    }
    expect((await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.rewardStatus).to.equal(
      'awaiting_approval',
    );
  });

  it('refuses an OAuth principal of the provider with every scope at the handler (session_required)', async () => {
    const { provider, approvalId } = await claimAwaitingRewardApproval();
    const principal = oauthPrincipalOf(provider.id, allScopes());
    for (const operationId of ['approveApproval', 'rejectApproval']) {
      const refused = await invoke(coreAfterLease(), operationId, principal, {
        params: { id: approvalId },
        body: {},
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).to.be.instanceOf(AppError);
      expect(refused).to.include({ slug: 'session_required', status: 403 });
    }
    expect((await call('GET', `/v1/approvals/${approvalId}`, { token: provider.token })).body.result.status).to.equal(
      'pending',
    );
  });

  it("refuses the agent's session (404) and takes the provider's session, which makes the reward payable", async () => {
    const { provider, agent, claim, approvalId } = await claimAwaitingRewardApproval();
    expectError(
      await call('POST', `/v1/approvals/${approvalId}/approve`, { token: agent.token, body: {} }),
      404,
      'resource_not_found',
    );
    const approved = await call('POST', `/v1/approvals/${approvalId}/approve`, { token: provider.token, body: {} });
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.body.result).to.include({ id: approvalId, status: 'approved', action: 'pay_reward' });
    const read = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
    expect(read.body.result).to.include({ rewardStatus: 'payable', rewardApprovalId: approvalId });
    expect((await call('GET', `/v1/approvals/${approvalId}`, { token: provider.token })).body.result.status).to.equal(
      'applied',
    );
  });
});
