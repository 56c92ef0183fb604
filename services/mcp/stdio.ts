import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpCaller } from './http-caller.ts';
import type { OperationCaller } from './operation-caller.ts';
import { connectServer } from './connect.ts';
import { createMcpServer } from './mcp-server.ts';

/**
 * The toolset over stdio, for MCP clients that start a local process: every tool call goes over HTTP to the
 * gateway at MARKETPLACE_URL with MARKETPLACE_TOKEN (a session token or API key; optional for public tools).
 * Stdout carries the protocol, so diagnostics go to stderr.
 */
/** Refuses to start with a token the gateway does not accept, rather than fail on the first protected call. */
async function checkToken(callOperation: OperationCaller, baseUrl: string): Promise<void> {
  const answer = await callOperation({ method: 'GET', path: '/v1/me', query: {}, body: undefined }).catch(
    (error: unknown) => {
      process.stderr.write(`marketplace-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
  if (answer.status === 200) return;
  const slug = /"slug":"([a-z_]+)"/.exec(answer.text)?.[1] ?? `HTTP ${answer.status}`;
  process.stderr.write(
    `marketplace-mcp: ${baseUrl} does not accept MARKETPLACE_TOKEN (${slug}); set a valid session token or API key, or unset it for the public tools only\n`,
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const baseUrl = process.env.MARKETPLACE_URL;
  if (!baseUrl || !URL.canParse(baseUrl)) {
    process.stderr.write('marketplace-mcp: set MARKETPLACE_URL to the API base URL, e.g. http://localhost:3000\n');
    process.exit(2);
  }
  const callOperation = httpCaller(baseUrl, process.env.MARKETPLACE_TOKEN || undefined);
  if (process.env.MARKETPLACE_TOKEN) await checkToken(callOperation, baseUrl);
  const server = createMcpServer(callOperation);
  await connectServer(server, new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(`marketplace-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
