import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpCaller } from './http-caller.ts';
import { createMcpServer } from './mcp-server.ts';

/**
 * The toolset over stdio, for MCP clients that start a local process: every tool call goes over HTTP to the
 * gateway at MARKETPLACE_URL with MARKETPLACE_TOKEN (a session token or API key; optional for public tools).
 * Stdout carries the protocol, so diagnostics go to stderr.
 */
async function main(): Promise<void> {
  const baseUrl = process.env.MARKETPLACE_URL;
  if (!baseUrl || !URL.canParse(baseUrl)) {
    process.stderr.write('marketplace-mcp: set MARKETPLACE_URL to the API base URL, e.g. http://localhost:3000\n');
    process.exit(2);
  }
  const server = createMcpServer(httpCaller(baseUrl, process.env.MARKETPLACE_TOKEN || undefined));
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(`marketplace-mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
