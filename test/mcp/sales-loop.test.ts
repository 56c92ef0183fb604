import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'chai';
import { confirmationTokenMailedTo } from '../claims/fixtures.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { callTool, connectMcp, toolErrors, toolValue } from './mcp-client.ts';

const invoice = { invoiceNumber: 'RE-2025-0077', invoiceDate: '2025-06-20', amount: 990_000, currency: 'EUR' };

describe('MCP: the whole sales loop driven by the official MCP client', () => {
  const clients: Client[] = [];
  after(async () => Promise.all(clients.map((client) => client.close())));

  it('finds a mandate in a territory, registers the lead, the provider decides, the buyer confirms, the sale is reported and confirmed', async () => {
    const provider = await registerAccount('mcp-provider');
    const agentAccount = await registerAccount('mcp-agent');
    const providerKey = await createApiKey(provider, ['mandates:write', 'claims:read', 'claims:decide', 'deals:read']);
    const agentKey = await createApiKey(agentAccount, ['claims:read', 'claims:write']);
    const providerTools = await connectMcp(providerKey.secret);
    const agent = await connectMcp(agentKey.secret);
    clients.push(providerTools, agent);

    const mandate = toolValue(
      await callTool(providerTools, 'svc_manage_mandate', {
        action: 'create',
        offer: { title: 'Heat pumps for hotels', description: 'Supply and installation of commercial heat pumps.' },
        territory: ['AT', 'CH'],
        reward: { amount: 75_000, currency: 'EUR' },
      }),
    );

    // Find mandates in the buyer's territory and read the one to work on.
    const found = toolValue<Array<{ id: string }>>(
      await callTool(agent, 'svc_find_mandates', { territory: 'CH', providerId: provider.id }),
    );
    expect(found.map((listed) => listed.id)).to.deep.equal([mandate.id]);
    expect(
      toolValue(await callTool(agent, 'svc_find_mandates', { territory: 'FR', providerId: provider.id })),
    ).to.deep.equal([]);
    expect(toolValue(await callTool(agent, 'svc_get_mandate', { id: mandate.id })).reward).to.deep.equal({
      amount: 75_000,
      currency: 'EUR',
    });

    // Register the lead before the introduction; the same buyer cannot be claimed twice.
    const lead = {
      mandateId: mandate.id,
      buyer: { legalName: 'Hotel Alpenblick AG', country: 'CH' },
      contact: { name: 'Urs Keller', email: `urs-${Date.now()}@alpenblick.example.test` },
      lawfulContactSourceAttestation: true,
      registrationBeforeIntroductionAttestation: true,
    };
    const claim = toolValue(await callTool(agent, 'svc_register_lead', lead));
    expect(claim).to.include({ status: 'provisional', mandateId: mandate.id });
    expect(claim.decisionDeadline).to.be.a('string');
    expect(toolErrors(await callTool(agent, 'svc_register_lead', lead)).map((item) => item.slug)).to.deep.equal([
      'already_claimed',
    ]);

    // The provider sees the provisional claim and accepts it.
    const pending = toolValue<Array<{ id: string }>>(
      await callTool(providerTools, 'svc_list_claims', { role: 'provider', status: 'provisional' }),
    );
    expect(pending.map((listed) => listed.id)).to.deep.equal([claim.id]);
    expect(
      toolValue(await callTool(providerTools, 'svc_decide_claim', { id: claim.id, decision: 'accept' })).status,
    ).to.equal('accepted');

    // The agent has the buyer invited; the buyer confirms through the mailed link.
    expect(toolValue(await callTool(agent, 'svc_invite_buyer', { id: claim.id }))).to.be.an('object');
    const token = await confirmationTokenMailedTo(lead.contact.email);
    const confirmation = await call('POST', `/v1/claims/confirmations/${token}`, { body: { confirmed: true } });
    expect(confirmation.status, confirmation.text).to.equal(200);

    // The agent reports the sale; a retry with the same idempotencyKey answers the first result.
    const idempotencyKey = `sale-${claim.id}`;
    const reported = toolValue(await callTool(agent, 'svc_report_sale', { id: claim.id, ...invoice, idempotencyKey }));
    expect(reported.status).to.equal('sale_reported');
    expect(
      toolValue(await callTool(agent, 'svc_report_sale', { id: claim.id, ...invoice, idempotencyKey })),
    ).to.deep.equal(reported);

    // The provider confirms; the reward waits for the provider's human approval, which no tool can give.
    const confirmed = toolValue(await callTool(providerTools, 'svc_confirm_sale', { id: claim.id }));
    expect(confirmed).to.include({ status: 'sale_confirmed', rewardStatus: 'awaiting_approval' });
    const approval = toolValue(
      await callTool(providerTools, 'svc_approvals', { action: 'get', id: confirmed.rewardApprovalId }),
    );
    expect(approval.status).to.equal('pending');
    const approved = await call('POST', `/v1/approvals/${confirmed.rewardApprovalId}/approve`, {
      token: provider.token,
      body: {},
    });
    expect(approved.status, approved.text).to.equal(200);

    // The agent reads the final status.
    const status = toolValue(await callTool(agent, 'svc_claim_status', { id: claim.id }));
    expect(status).to.deep.include({ status: 'sale_confirmed', rewardStatus: 'payable' });
    expect(status.introduction.status).to.equal('confirmed');
    expect(status.sale).to.include({ status: 'confirmed', invoiceNumber: invoice.invoiceNumber });
  });
});
