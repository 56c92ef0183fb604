import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../shared/openapi/document.ts';
import type { OperationMeta } from '../../services/gateway/openapi/operations.ts';
import { mcpTools } from '../../services/mcp/tool-catalog.ts';
import { undocumentedSlugs } from '../support/documented-errors.ts';
import { validatorAt } from '../support/documented-response.ts';

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

type Documented = { content?: Record<string, { schema?: { allOf?: Array<{ properties?: { result?: unknown } }> } }> };

/** The pointer of the envelope `result` the operation documents for its success answer. */
function resultPointer(operation: OperationMeta): string {
  const declared = openApiDocument().paths[operation.path]![operation.method.toLowerCase()] as {
    responses: Record<string, Documented>;
  };
  const [status, success] = Object.entries(declared.responses).find(([code]) => /^2\d\d$/.test(code))!;
  const parts = success.content?.['application/json']?.schema?.allOf ?? [];
  const index = parts.findIndex((part) => part.properties?.result !== undefined);
  if (index < 0) throw new Error(`${operation.operationId} documents no envelope result`);
  const schema = pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', status, 'content');
  return `#/${schema}/application~1json/schema/allOf/${index}/properties/result`;
}

function violations(validate: ValidateFunction, value: unknown, what: string): string[] {
  return validate(value) ? [] : [`${what}: ${JSON.stringify(validate.errors)}`];
}

/** A refusal: one text block, the JSON of `{status, errors, request_id?}`, each error as the document's ErrorItem. */
function refusalViolations(result: CallToolResult, operation: OperationMeta | undefined): string[] {
  if (result.structuredContent !== undefined) return ['a refusal carries structured content'];
  const [block, ...more] = result.content;
  if (block?.type !== 'text' || more.length > 0) return ['a refusal is one text block'];
  const { status, errors, request_id, ...others } = JSON.parse(block.text) as Record<string, unknown>;
  const problems = Object.keys(others).map((key) => `a refusal has the unknown key ${key}`);
  if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)
    problems.push(`a refusal's status is ${String(status)}`);
  if (!Array.isArray(errors) || errors.length === 0) return [...problems, 'a refusal names no error'];
  const errorItem = validatorAt('#/components/schemas/ErrorItem');
  errors.forEach((item, index) => problems.push(...violations(errorItem, item, `errors.${index}`)));
  // With a request id it is the operation's own answer, whose slugs its documented responses must name.
  if (request_id !== undefined && operation) {
    const slugs = errors.map((item: { slug: string }) => item.slug);
    problems.push(
      ...undocumentedSlugs(operation.operationId, status as number, slugs).map(
        (slug) => `${operation.operationId} does not document ${status} ${slug}`,
      ),
    );
  }
  return problems;
}

/** A success: the envelope's result (with result_info and messages) as structured content and as its JSON text. */
function successViolations(result: CallToolResult, operation: OperationMeta): string[] {
  const [block] = result.content;
  if (operation.raw !== null) return result.structuredContent === undefined ? [] : ['a raw answer is structured'];
  const structured = result.structuredContent as Record<string, unknown> | undefined;
  if (!structured) return ['a JSON answer without structured content'];
  const problems = block?.type === 'text' && block.text === JSON.stringify(structured) ? [] : ['text ≠ structured'];
  const { result: value, result_info: info, messages, ...others } = structured;
  problems.push(...Object.keys(others).map((key) => `structured content has the unknown key ${key}`));
  problems.push(...violations(validatorAt(resultPointer(operation)), value, 'result'));
  if (info !== undefined)
    problems.push(...violations(validatorAt('#/components/schemas/ResultInfo'), info, 'result_info'));
  if (messages !== undefined) {
    const message = validatorAt('#/components/schemas/Message');
    if (!Array.isArray(messages)) problems.push('messages is not an array');
    else messages.forEach((item, index) => problems.push(...violations(message, item, `messages.${index}`)));
  }
  return problems;
}

/**
 * How a tool's answer departs from the OpenAPI document (the full one, not the lean schemas tools/list gives): a
 * success must carry the documented result of the operation its arguments chose, a refusal the documented errors.
 */
export function toolResultViolations(name: string, args: Record<string, unknown>, result: CallToolResult): string[] {
  const tool = mcpTools().find(({ definition }) => definition.name === name);
  if (!tool) return [`no tool ${name}`];
  let operation: OperationMeta | undefined;
  try {
    operation = tool.select(args).operation;
  } catch {
    operation = undefined;
  }
  if (result.isError) return refusalViolations(result, operation);
  return operation ? successViolations(result, operation) : [`${name} answered arguments it refuses`];
}
