import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../shared/errors/app-error.ts';
import { serviceInfo } from '../gateway/for-roles.ts';
import type { OperationCaller } from './operation-caller.ts';
import { mcpTools } from './tool-catalog.ts';
import { toolRequest } from './tool-request.ts';
import { errorResult, toolResult } from './tool-result.ts';

/** What every tool shares, said once: the two loops with their human gates, and the conventions of arguments. */
const INSTRUCTIONS = [
  'Marketplace and sales-network API as tools, with the same credential and scopes as REST.',
  "Sales loop (fixed rewards): svc_find_mandates, svc_get_mandate, svc_register_lead BEFORE you introduce the buyer, svc_invite_buyer so the buyer confirms it; poll svc_claim_status for the provider's decision; after an accepted claim's first paid invoice, svc_report_sale. The provider confirms and a human approves the reward.",
  'Human gates: money never moves without a human. svc_request_deal_approval opens an approval only a human can decide, in their own session; poll svc_approvals, then svc_apply_deal_approval and svc_fund_deal, or svc_confirm_release.',
  'Listings: read svc_get_catalog_schema before searching or creating; never guess facets.',
  "Conventions: pages take `limit` (1-100, default 20) and `cursor` (the previous page's result_info.next_cursor); ids are opaque strings from earlier answers; amounts are integers in minor units; `idempotencyKey` (letters, digits, . _ : -) makes a retry within 24 h answer the first result.",
  'A refusal is JSON text {status, errors: [{slug, message, field}]}: fix what it names. Reference: /v1/openapi.json.',
].join('\n');

/**
 * An MCP server whose tools call REST operations through `callOperation`. The low-level Server is used because
 * the input schemas are JSON Schema taken from the OpenAPI document, not zod schemas.
 */
export function createMcpServer(callOperation: OperationCaller): Server {
  const info = serviceInfo();
  const server = new Server(
    { name: 'marketplace-api', title: info.title, version: info.version },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const tools = mcpTools();
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((tool) => tool.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    // A plain error with a code: McpError would prefix its message with the code, which the client prefixes again.
    if (!tool)
      throw Object.assign(
        new Error(`Unknown tool ${request.params.name}; tools/list names the ${tools.length} tools.`),
        { code: ErrorCode.InvalidParams },
      );
    try {
      const selected = tool.select(request.params.arguments ?? {});
      const response = await callOperation(toolRequest(selected.operation, selected.layout, selected.args));
      return toolResult(selected, response);
    } catch (error) {
      if (error instanceof AppError) return errorResult(error.status, error.items);
      throw error;
    }
  });
  return server;
}
