import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import type { ErrorItem } from '../../shared/errors/app-error.ts';
import { harness } from '../support/root-hooks.ts';

/** The official SDK client, connected to the gateway's `/mcp` over Streamable HTTP with an optional bearer. */
export async function connectMcp(token?: string): Promise<Client> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', harness().baseUrl), { requestInit: { headers } });
  const client = new Client({ name: 'marketplace-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The `result` of a successful tool call, read from its JSON text (the structured content serialized). */
export function toolValue<T = any>(result: CallToolResult): T {
  expect(result.isError, JSON.stringify(result.content)).to.not.equal(true);
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error('a tool result starts with JSON text');
  const value = JSON.parse(first.text) as { result: T };
  expect(value).to.deep.equal(result.structuredContent);
  return value.result;
}

/** The error items of a failed tool call; the text names every slug too. */
export function toolErrors(result: CallToolResult): ErrorItem[] {
  expect(result.isError, JSON.stringify(result.content)).to.equal(true);
  const errors = (result.structuredContent as { errors: ErrorItem[] }).errors;
  const first = result.content[0];
  for (const item of errors) expect(first?.type === 'text' ? first.text : '').to.include(item.slug);
  return errors;
}
