import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../shared/errors/app-error.ts';
import { operationMeta, type OperationMeta } from '../gateway/for-roles.ts';
import { argumentValidator } from './tool-arguments.ts';
import { ACTION_ARGUMENT, actionsToolInput } from './actions-tool-input.ts';
import { toolInput, type ArgumentLayout } from './tool-input.ts';
import { toolOutputSchema } from './tool-output.ts';
import { isActionsRow, rowOperationIds, TOOL_TABLE, type ToolRow } from './tool-table.ts';

/** The operation a tool call runs, and the arguments that belong to it. */
export interface SelectedOperation {
  operation: OperationMeta;
  layout: ArgumentLayout;
  args: Record<string, unknown>;
}

export interface McpTool {
  definition: Tool;
  /** Every operation the tool can call, by action (`null` for a tool over one operation). */
  operations: ReadonlyMap<string | null, { operation: OperationMeta; layout: ArgumentLayout }>;
  /** The operation a call's arguments choose, once they match the input schema; a validation failure naming the argument otherwise. */
  select(args: Record<string, unknown>): SelectedOperation;
}

/** Where an agent calls an operation: a tool, and the action when the tool has several. */
export interface ToolReference {
  tool: string;
  action?: string;
}

/** Which credential the operation needs (no tool is session-only or admin), so that an agent knows before calling. */
function access(operation: OperationMeta): string {
  const scopes = operation.scopes.join(', ');
  switch (operation.auth) {
    case 'none':
      return 'public';
    case 'bearer?':
      return scopes ? `public; ${scopes} with a credential` : 'public';
    default:
      return scopes ? `scope ${scopes}` : 'needs a credential';
  }
}

/** The credential each action needs, actions that need the same named together: "`list`, `get`: public; ...". */
function actionsAccess(actions: Readonly<Record<string, string>>): string {
  const byAccess = new Map<string, string[]>();
  for (const [action, operationId] of Object.entries(actions)) {
    const needs = access(operationMeta(operationId));
    byAccess.set(needs, [...(byAccess.get(needs) ?? []), `\`${action}\``]);
  }
  if (byAccess.size === 1) return `Every action: ${[...byAccess.keys()][0]}.`;
  return [...byAccess].map(([needs, named]) => `${named.join(', ')}: ${needs}`).join('; ') + '.';
}

function outputSchema(operationIds: readonly string[]): Pick<Tool, 'outputSchema'> {
  const schema = toolOutputSchema(operationIds);
  return schema ? { outputSchema: schema as Tool['outputSchema'] } : {};
}

function singleOperationTool(row: ToolRow & { operationId: string }): McpTool {
  const operation = operationMeta(row.operationId);
  const { schema, layout } = toolInput(row.operationId);
  const definition: Tool = {
    name: row.name,
    title: operation.summary,
    description: `${row.description} (${access(operation)})`,
    inputSchema: schema as Tool['inputSchema'],
    ...outputSchema([row.operationId]),
    annotations: { title: operation.summary, ...row.hints },
  };
  const validate = argumentValidator(schema, layout);
  const select = (args: Record<string, unknown>): SelectedOperation => {
    validate(args);
    return { operation, layout, args };
  };
  return { definition, operations: new Map([[null, { operation, layout }]]), select };
}

function actionsTool(row: Extract<ToolRow, { actions: unknown }>): McpTool {
  const input = actionsToolInput(row.actions, actionsAccess(row.actions));
  const operations = new Map(
    Object.entries(input.actions).map(([action, { operationId, layout }]) => [
      action,
      { operation: operationMeta(operationId), layout },
    ]),
  );
  const definition: Tool = {
    name: row.name,
    title: row.title,
    description: row.description,
    inputSchema: input.schema as Tool['inputSchema'],
    ...outputSchema(rowOperationIds(row)),
    annotations: { title: row.title, ...row.hints },
  };
  const validators = new Map(
    Object.entries(input.actions).map(([action, { schema, layout }]) => [action, argumentValidator(schema, layout)]),
  );
  const select = (args: Record<string, unknown>): SelectedOperation => {
    const { [ACTION_ARGUMENT]: action, ...others } = args;
    const chosen = typeof action === 'string' ? input.actions[action] : undefined;
    if (!chosen) {
      throw new AppError('validation_failed', {
        field: ACTION_ARGUMENT,
        message: `The argument ${ACTION_ARGUMENT} must be one of ${Object.keys(row.actions).join(', ')}.`,
      });
    }
    const foreign = Object.keys(others).find((name) => !chosen.arguments.has(name));
    if (foreign !== undefined) {
      throw new AppError('validation_failed', {
        field: foreign,
        message: `The argument ${foreign} does not belong to the action ${action}.`,
      });
    }
    validators.get(action as string)!(others);
    return { ...operations.get(action as string)!, args: others };
  };
  return { definition, operations, select };
}

let cached: readonly McpTool[] | undefined;
let references: ReadonlyMap<string, ToolReference> | undefined;

/** The toolset in table order, built from the OpenAPI document once per process. */
export function mcpTools(): readonly McpTool[] {
  cached ??= TOOL_TABLE.map((row) => (isActionsRow(row) ? actionsTool(row) : singleOperationTool(row)));
  return cached;
}

/** The tool (and action) that calls an operation, if any does. */
export function toolReference(operationId: string): ToolReference | undefined {
  references ??= new Map(
    mcpTools().flatMap(({ definition, operations }) =>
      [...operations].map(
        ([action, { operation }]) =>
          [operation.operationId, { tool: definition.name, ...(action === null ? {} : { action }) }] as const,
      ),
    ),
  );
  return references.get(operationId);
}
