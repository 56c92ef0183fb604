import { expect } from 'chai';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { claimBody, confirmationTokenMailedTo, publishMandate, registerLead } from './fixtures.ts';

const invoice = {
  invoiceNumber: 'RE-2025-0042',
  invoiceDate: '2025-06-20',
  amount: 1_250_000,
  currency: 'EUR',
  documentUrl: 'https://files.example.test/re-2025-0042.pdf',
};

describe('claims: the whole sales loop over REST', () => {
  it('finds a mandate, registers the lead, gets it accepted, introduces the buyer, reports and confirms the sale, and a human approves the reward', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const providerKey = await createApiKey(provider, ['mandates:write', 'claims:read', 'claims:decide']);
    const agentKey = await createApiKey(agent, ['claims:read', 'claims:write']);
    const mandate = await publishMandate(providerKey.secret, {
      territory: ['AT', 'CH'],
      reward: { amount: 80_000, currency: 'EUR' },
    });

    // svc_find_mandates, svc_get_mandate
    const found = await call('GET', `/v1/mandates?territory=CH&providerId=${provider.id}`);
    expect(found.body.result.map((listed: any) => listed.id)).to.deep.equal([mandate.id]);
    expect((await call('GET', `/v1/mandates/${mandate.id}`)).body.result.reward).to.deep.equal({
      amount: 80_000,
      currency: 'EUR',
    });

    // svc_register_lead
    const registered = await call('POST', '/v1/claims', {
      token: agentKey.secret,
      body: claimBody(mandate.id, { buyer: { legalName: 'Bergbahn Zermatt AG', country: 'CH' } }),
    });
    expect(registered.status, registered.text).to.equal(201);
    const claim = registered.body.result;
    expect(claim.status).to.equal('provisional');

    // svc_decide_claim: the provider finds what needs a decision
    const pending = await call('GET', '/v1/claims?role=provider&status=provisional', { token: providerKey.secret });
    expect(pending.body.result.map((listed: any) => listed.id)).to.deep.equal([claim.id]);
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale`, { token: agentKey.secret, body: invoice }),
      409,
      'invalid_transition',
    );
    const accepted = await call('POST', `/v1/claims/${claim.id}/decision`, {
      token: providerKey.secret,
      body: { decision: 'accept' },
    });
    expect(accepted.body.result.status).to.equal('accepted');

    // svc_invite_buyer, and the buyer confirms through the mailed link
    expect((await call('POST', `/v1/claims/${claim.id}/invite`, { token: agentKey.secret })).status).to.equal(200);
    const token = await confirmationTokenMailedTo(claim.contact.email);
    expect(
      (await call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: true } })).body.result.status,
    ).to.equal('confirmed');

    // svc_report_sale (idempotent retry returns the first result)
    const headers = { 'Idempotency-Key': `sale-${claim.id}` };
    const reported = await call('POST', `/v1/claims/${claim.id}/sale`, {
      token: agentKey.secret,
      body: invoice,
      headers,
    });
    expect(reported.status, reported.text).to.equal(200);
    expect(reported.body.result.status).to.equal('sale_reported');
    expect(reported.body.result.sale).to.deep.include({ ...invoice, status: 'reported', disputeReason: null });
    const retried = await call('POST', `/v1/claims/${claim.id}/sale`, {
      token: agentKey.secret,
      body: invoice,
      headers,
    });
    expect(retried.body.result).to.deep.equal(reported.body.result);
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale`, { token: agentKey.secret, body: invoice }),
      409,
      'invalid_transition',
    );

    // The provider confirms: the reward waits for the provider's human approval.
    const confirmed = await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: providerKey.secret });
    expect(confirmed.status, confirmed.text).to.equal(200);
    expect(confirmed.body.result).to.include({ status: 'sale_confirmed', rewardStatus: 'awaiting_approval' });
    const approvalId = confirmed.body.result.rewardApprovalId;
    expect(approvalId).to.be.a('string');
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: providerKey.secret }),
      409,
      'invalid_transition',
    );

    const approval = await call('GET', `/v1/approvals/${approvalId}`, { token: provider.token });
    expect(approval.status, approval.text).to.equal(200);
    expect(approval.body.result).to.deep.include({ status: 'pending', amount: 80_000, currency: 'EUR' });
    expectError(
      await call('POST', `/v1/approvals/${approvalId}/approve`, { token: providerKey.secret, body: {} }),
      403,
      'session_required',
    );
    expectError(
      await call('POST', `/v1/approvals/${approvalId}/approve`, { token: agent.token, body: {} }),
      404,
      'resource_not_found',
    );
    const approved = await call('POST', `/v1/approvals/${approvalId}/approve`, { token: provider.token, body: {} });
    expect(approved.status, approved.text).to.equal(200);

    // svc_claim_status
    const status = await call('GET', `/v1/claims/${claim.id}`, { token: agentKey.secret });
    expect(status.body.result).to.deep.include({
      status: 'sale_confirmed',
      rewardStatus: 'payable',
      rewardApprovalId: approvalId,
    });
    expect(status.body.result.introduction.status).to.equal('confirmed');
    expect(status.body.result.sale.status).to.equal('confirmed');
    expect(status.body.result.allowedOperations).to.deep.equal(['getClaim']);
  });

  it('records a provider rejection of the reward approval on the claim', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } });
    await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: invoice });
    const confirmed = await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: provider.token });
    const rejected = await call('POST', `/v1/approvals/${confirmed.body.result.rewardApprovalId}/reject`, {
      token: provider.token,
      body: { comment: 'Invoice was refunded.' },
    });
    expect(rejected.status, rejected.text).to.equal(200);
    expect((await call('GET', `/v1/claims/${claim.id}`, { token: agent.token })).body.result.rewardStatus).to.equal(
      'rejected',
    );
  });

  it('lets the provider dispute a reported sale with a reason, once', async () => {
    const provider = await registerAccount('provider');
    const agent = await registerAccount('agent');
    const mandate = await publishMandate(provider.token);
    const claim = await registerLead(agent.token, mandate.id);
    await call('POST', `/v1/claims/${claim.id}/decision`, { token: provider.token, body: { decision: 'accept' } });
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale/dispute`, { token: provider.token, body: { reason: 'x' } }),
      409,
      'invalid_transition',
    );
    expect(
      expectError(
        await call('POST', `/v1/claims/${claim.id}/sale`, {
          token: agent.token,
          body: { ...invoice, invoiceDate: '20.06.2025' },
        }),
        400,
        'validation_failed',
      ).field,
    ).to.equal('body.invoiceDate');
    await call('POST', `/v1/claims/${claim.id}/sale`, { token: agent.token, body: invoice });

    const disputes = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/v1/claims/${claim.id}/sale/dispute`, {
          token: provider.token,
          body: { reason: 'The invoice is for another customer.' },
        }),
      ),
    );
    expect(disputes.filter((response) => response.status === 200)).to.have.length(1);
    const disputed = await call('GET', `/v1/claims/${claim.id}`, { token: agent.token });
    expect(disputed.body.result).to.deep.include({ status: 'sale_disputed', rewardStatus: 'not_due' });
    expect(disputed.body.result.sale).to.include({
      status: 'disputed',
      disputeReason: 'The invoice is for another customer.',
    });
    expectError(
      await call('POST', `/v1/claims/${claim.id}/sale/confirm`, { token: provider.token }),
      409,
      'invalid_transition',
    );
  });
});
