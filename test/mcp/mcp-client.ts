import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import type { ErrorItem } from '../../shared/errors/app-error.ts';
import { harness } from '../support/root-hooks.ts';
import { toolResultViolations } from './documented-tool-result.ts';

/**
 * The official SDK client that checks every answer it receives: against the tool's advertised outputSchema (the
 * SDK does that once it has listed the tools, which `connectChecked` does) and against the OpenAPI document.
 */
export class CheckedClient extends Client {
  override async callTool(...[params, ...rest]: Parameters<Client['callTool']>): ReturnType<Client['callTool']> {
    const result = await super.callTool(params, ...rest);
    expect(
      toolResultViolations(params.name, params.arguments ?? {}, result as CallToolResult),
      `${params.name} answered as the OpenAPI document does not say: ${JSON.stringify(result)}`,
    ).to.deep.equal([]);
    return result;
  }
}

/** Connects a checked client over the transport and lists the tools, as MCP hosts do before calling one. */
export async function connectChecked(transport: Transport): Promise<CheckedClient> {
  const client = new CheckedClient({ name: 'marketplace-tests', version: '1.0.0' });
  await client.connect(transport);
  await client.listTools();
  return client;
}

/** The checked client, connected to the gateway's `/mcp` over Streamable HTTP with an optional bearer. */
export async function connectMcp(token?: string): Promise<CheckedClient> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return connectChecked(
    new StreamableHTTPClientTransport(new URL('/mcp', harness().baseUrl), { requestInit: { headers } }),
  );
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

/** A refusal as an agent reads it: the JSON of its one text block. */
export interface ToolRefusal {
  status: number;
  errors: ErrorItem[];
  request_id?: string;
}

export function toolRefusal(result: CallToolResult): ToolRefusal {
  expect(result.isError, JSON.stringify(result.content)).to.equal(true);
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error('a refusal is JSON text');
  return JSON.parse(first.text) as ToolRefusal;
}

/** The error items of a failed tool call. */
export function toolErrors(result: CallToolResult): ErrorItem[] {
  return toolRefusal(result).errors;
}
