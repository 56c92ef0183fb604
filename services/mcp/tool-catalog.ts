import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { operationMeta, type OperationMeta } from '../gateway/openapi/operations.ts';
import { toolInput, type ArgumentLayout } from './tool-input.ts';
import { TOOL_TABLE, type ToolRow } from './tool-table.ts';

export interface McpTool {
  definition: Tool;
  operation: OperationMeta;
  layout: ArgumentLayout;
}

/** Which credential the operation needs (no tool is session-only or admin), so that an agent knows before calling. */
function accessNote(operation: OperationMeta): string {
  const scopes = operation.scopes.length > 0 ? ` with scope ${operation.scopes.join(', ')}` : '';
  switch (operation.auth) {
    case 'none':
      return 'Public: no credential needed.';
    case 'bearer?':
      return `Credential optional${scopes ? `; when given, it needs scope ${operation.scopes.join(', ')}` : ''}.`;
    default:
      return `Needs a credential${scopes}.`;
  }
}

function toMcpTool(row: ToolRow): McpTool {
  const operation = operationMeta(row.operationId);
  const { schema, layout } = toolInput(row.operationId);
  const definition: Tool = {
    name: row.name,
    title: operation.summary,
    description: `${row.description} ${accessNote(operation)} (REST: ${operation.method} ${operation.path}, ${operation.operationId})`,
    inputSchema: schema as Tool['inputSchema'],
    annotations: { title: operation.summary, ...row.hints },
  };
  return { definition, operation, layout };
}

let cached: readonly McpTool[] | undefined;

/** The toolset in table order, built from the OpenAPI document once per process. */
export function mcpTools(): readonly McpTool[] {
  cached ??= TOOL_TABLE.map(toMcpTool);
  return cached;
}
