import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { publishMandate } from '../claims/fixtures.ts';

/** Bytes on the wire of every HTTP exchange of one MCP client: the JSON-RPC bodies it posts and receives. */
interface Traffic {
  requests: number;
  sent: number;
  received: number;
}

function countingFetch(traffic: Traffic): typeof fetch {
  return async (input, init) => {
    traffic.requests += 1;
    traffic.sent += typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0;
    const response = await fetch(input, init);
    const body = Buffer.from(await response.arrayBuffer());
    traffic.received += body.length;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function structured(result: CallToolResult): any {
  expect(result.isError, JSON.stringify(result.content)).to.not.equal(true);
  return (result.structuredContent as { result: unknown }).result;
}

/** The most an agent's whole task may receive: the tool list (at most 100 KB) and four small answers. */
const TASK_BUDGET_BYTES = 120_000;

describe('MCP: what an agent pays for a real task on the official SDK client', () => {
  it('finds a mandate, reads it, registers a lead and checks the claim within the byte budget', async () => {
    const provider = await registerAccount('bytes-provider');
    await publishMandate(provider.token, { title: 'Solar roofs for farms', territory: ['AT'] });
    const agentAccount = await registerAccount('bytes-agent');
    const key = await createApiKey(agentAccount, ['claims:read', 'claims:write']);

    const traffic: Traffic = { requests: 0, sent: 0, received: 0 };
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', harness().baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${key.secret}` } },
      fetch: countingFetch(traffic),
    });
    const client = new Client({ name: 'measured-agent', version: '1.0.0' });
    let toolCalls = 0;
    const tool = async (name: string, args: Record<string, unknown>) => {
      toolCalls += 1;
      return structured((await client.callTool({ name, arguments: args })) as CallToolResult);
    };
    try {
      await client.connect(transport);
      await client.listTools();
      const found = await tool('svc_find_mandates', { territory: 'AT', providerId: provider.id });
      const read = await tool('svc_get_mandate', { id: found[0].id });
      const claim = await tool('svc_register_lead', {
        mandateId: read.id,
        buyer: { legalName: 'Hof Gruber KG', country: 'AT' },
        contact: { name: 'Eva Gruber', email: `eva-${Date.now()}@hof-gruber.example.test` },
        lawfulContactSourceAttestation: true,
        registrationBeforeIntroductionAttestation: true,
      });
      expect((await tool('svc_claim_status', { id: claim.id })).status).to.equal('provisional');
    } finally {
      await client.close();
    }

    console.log(
      `      agent task: ${toolCalls} tool calls, ${traffic.requests} HTTP requests, ` +
        `${traffic.sent} bytes sent, ${traffic.received} bytes received`,
    );
    expect(toolCalls).to.equal(4);
    expect(traffic.received).to.be.at.most(TASK_BUDGET_BYTES);
  });
});
