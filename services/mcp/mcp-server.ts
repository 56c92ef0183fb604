import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../shared/errors/app-error.ts';
import { serviceInfo } from '../gateway/discovery/service-info.ts';
import type { OperationCaller } from './operation-caller.ts';
import { mcpTools } from './tool-catalog.ts';
import { toolRequest } from './tool-request.ts';
import { errorResult, toolResult } from './tool-result.ts';

const INSTRUCTIONS =
  'Tools over the Marketplace and Sales-Network API, with the same credential and scopes as REST. ' +
  'Earn rewards: svc_find_mandates, then svc_register_lead before introducing a buyer. ' +
  'Before searching or listing, read svc_get_catalog_schema. Human gates answer an approval that a human decides; poll svc_get_approval.';

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
