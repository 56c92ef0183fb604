import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'chai';
import { registerParties } from '../deals/fixtures.ts';
import { call } from '../support/http.ts';
import { callTool, connectMcp, toolErrors, toolValue } from './mcp-client.ts';

describe('MCP: human gates answer an approval for a human to decide', () => {
  const clients: Client[] = [];
  after(async () => Promise.all(clients.map((client) => client.close())));

  it('opens a funding approval through a tool, refuses to apply it until a human session approves it', async () => {
    const parties = await registerParties();
    const human = await connectMcp(parties.buyer.token);
    clients.push(human);
    const key = toolValue(
      await callTool(human, 'svc_api_keys', {
        action: 'create',
        name: 'buying agent',
        scopes: ['deals:read', 'deals:write'],
        spendingPolicy: { perDeal: 10_000, perDay: 20_000, currency: 'EUR' },
      }),
    );
    const client = await connectMcp(key.secret);
    clients.push(client);

    const deal = toolValue(
      await callTool(client, 'svc_create_deal', {
        counterpartyId: parties.seller.id,
        title: 'Logo design',
        amount: 5000,
        currency: 'EUR',
        idempotencyKey: `deal-${Date.now()}`,
      }),
    );
    expect(toolValue(await callTool(client, 'svc_advance_deal', { action: 'propose', id: deal.id })).status).to.equal(
      'proposed',
    );
    const approval = toolValue(
      await callTool(client, 'svc_request_deal_approval', { id: deal.id, action: 'fund', note: 'please fund' }),
    );
    expect(approval).to.include({ dealId: deal.id, action: 'fund', status: 'pending' });
    expect(
      toolErrors(await callTool(client, 'svc_apply_deal_approval', { id: deal.id, approvalId: approval.id }))[0]?.slug,
    ).to.equal('approval_required');

    const byKey = await call('POST', `/v1/approvals/${approval.id}/approve`, { token: key.secret, body: {} });
    expect(byKey.body.errors[0].slug).to.equal('session_required');
    const byHuman = await call('POST', `/v1/approvals/${approval.id}/approve`, {
      token: parties.buyer.token,
      body: {},
    });
    expect(byHuman.status, byHuman.text).to.equal(200);

    expect(toolValue(await callTool(client, 'svc_approvals', { action: 'get', id: approval.id })).status).to.equal(
      'approved',
    );
    expect(
      toolValue(await callTool(client, 'svc_apply_deal_approval', { id: deal.id, approvalId: approval.id })).status,
    ).to.equal('approved');
  });
});
