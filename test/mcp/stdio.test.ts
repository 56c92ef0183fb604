import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect } from 'chai';
import { TOOL_TABLE } from '../../services/mcp/tool-table.ts';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { callTool, connectChecked, toolErrors, toolValue } from './mcp-client.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const packageJson = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { bin: Record<string, string> };

/** Starts the package's `marketplace-mcp` bin as an MCP client would, pointed at the test gateway. */
async function startBin(token?: string, baseUrl = harness().baseUrl): Promise<Client> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', MARKETPLACE_URL: baseUrl };
  if (token) env.MARKETPLACE_TOKEN = token;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [packageJson.bin['marketplace-mcp']!],
    cwd: REPO_ROOT,
    env,
    stderr: 'pipe',
  });
  return connectChecked(transport);
}

describe('MCP toolset over stdio (the marketplace-mcp bin)', function () {
  this.timeout(60_000);

  it('answers tools/list with the 45 tools in table order', async () => {
    const client = await startBin();
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).to.deep.equal(TOOL_TABLE.map((row) => row.name));
    } finally {
      await client.close();
    }
  });

  it('forwards calls to the gateway with MARKETPLACE_TOKEN, scopes included', async () => {
    const account = await registerAccount('stdio-agent');
    const key = await createApiKey(account, ['account:read']);
    const client = await startBin(key.secret);
    try {
      const me = toolValue(await callTool(client, 'svc_account', { action: 'me' }));
      expect(JSON.stringify(me)).to.include(account.id);
      const refused = toolErrors(
        await callTool(client, 'svc_listings', { action: 'create', category: 'businesses', title: 'x', facets: {} }),
      );
      expect(refused.map((item) => item.slug)).to.deep.equal(['scope_missing']);
    } finally {
      await client.close();
    }
  });

  it('answers service_unavailable as a tool error when the API is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = await startBin(undefined, `http://127.0.0.1:${port}`);
    try {
      const errors = toolErrors(await callTool(client, 'svc_find_mandates'));
      expect(errors.map((item) => item.slug)).to.deep.equal(['service_unavailable']);
    } finally {
      await client.close();
    }
  });

  it('refuses to start with a token the gateway does not accept, saying why on stderr', async () => {
    const bin = spawn(process.execPath, [packageJson.bin['marketplace-mcp']!], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', MARKETPLACE_URL: harness().baseUrl, MARKETPLACE_TOKEN: 'not-a-real-token' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    bin.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(bin, 'exit')) as [number];
    expect(code).to.equal(2);
    expect(stderr).to.include('does not accept MARKETPLACE_TOKEN (credential_invalid)');
  });
});
