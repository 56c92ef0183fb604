import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { toolRefusal } from './mcp-client.ts';

/** A stock client as an MCP host runs it: the official SDK's, which lists the tools before calling one. */
async function stockClient(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', harness().baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'stock-host', version: '1.0.0' });
  await client.connect(transport);
  await client.listTools();
  return client;
}

describe('MCP tool errors as the official SDK client reads them', () => {
  const clients: Client[] = [];
  after(async () => Promise.all(clients.map((client) => client.close())));

  it('regression: an agent on the official SDK client reads the slug, message and field of a refusal', async () => {
    const account = await registerAccount('stock-agent');
    const key = await createApiKey(account, ['claims:write']);
    const client = await stockClient(key.secret);
    clients.push(client);

    const result = (await client.callTool({
      name: 'svc_register_lead',
      arguments: {
        mandateId: 'mnd_1',
        buyer: { legalName: 'Buyer GmbH', country: 'DE' },
        contact: { name: 'Ann', email: 'ann@buyer.example' },
        attestations: true,
      },
    })) as CallToolResult;

    const { status, errors } = toolRefusal(result);
    expect(status).to.equal(400);
    expect(errors.map(({ slug, message, field }) => ({ slug, message, field }))).to.deep.equal([
      { slug: 'validation_failed', message: 'attestations is not an argument of this tool', field: 'attestations' },
    ]);
  });

  it('hands the refusals of the operation itself to the agent the same way, fields in argument names', async () => {
    const account = await registerAccount('stock-agent');
    const client = await stockClient((await createApiKey(account, ['claims:write'])).secret);
    clients.push(client);

    const result = (await client.callTool({
      name: 'svc_register_lead',
      arguments: {
        mandateId: 'mnd_missing',
        buyer: { legalName: 'Buyer GmbH', country: 'DE' },
        contact: { name: 'Ann', email: 'ann@buyer.example' },
      },
    })) as CallToolResult;

    const { status, errors } = toolRefusal(result);
    expect(status).to.equal(400);
    expect(errors.map((item) => [item.slug, item.field])).to.deep.include.members([
      ['validation_failed', 'lawfulContactSourceAttestation'],
      ['validation_failed', 'registrationBeforeIntroductionAttestation'],
    ]);
    for (const item of errors) expect(item.message).to.be.a('string').and.not.equal('');
  });
});
