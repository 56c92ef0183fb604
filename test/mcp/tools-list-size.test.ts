import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { harness } from '../support/root-hooks.ts';

const TOOLS_LIST_LIMIT_BYTES = 100_000;
/** About 12k tokens: what an agent pays on every turn for the names, titles, descriptions and input schemas. */
const MODEL_FACING_LIMIT_BYTES = 48_000;

/** The tools, and the bytes of the answer to tools/list as the transport receives them. */
async function listToolsOnTheWire(): Promise<{ bytes: number; tools: Tool[] }> {
  let bytes = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (typeof init?.body !== 'string' || JSON.parse(init.body).method !== 'tools/list') return response;
    const body = Buffer.from(await response.arrayBuffer());
    bytes = body.length;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const client = new Client({ name: 'measuring-host', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', harness().baseUrl), { fetch: countingFetch }));
  try {
    const { tools } = await client.listTools();
    return { bytes, tools };
  } finally {
    await client.close();
  }
}

describe('MCP: what tools/list costs an agent', () => {
  it('regression: tools/list stays within 100 KB, and its model-facing part within 48 KB', async () => {
    const { bytes, tools } = await listToolsOnTheWire();
    const modelFacing = Buffer.byteLength(
      JSON.stringify(
        tools.map(({ name, title, description, inputSchema }) => ({ name, title, description, inputSchema })),
      ),
    );
    console.log(
      `      tools/list: ${bytes} bytes on the wire, ${modelFacing} bytes model-facing, ${tools.length} tools`,
    );
    expect(tools).to.have.length(45);
    expect(bytes).to.be.at.most(TOOLS_LIST_LIMIT_BYTES);
    expect(modelFacing).to.be.at.most(MODEL_FACING_LIMIT_BYTES);
  });
});
