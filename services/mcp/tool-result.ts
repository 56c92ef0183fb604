import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Envelope } from '../../shared/envelope.ts';
import { errorItem, type ErrorItem } from '../../shared/errors/app-error.ts';
import { argumentField } from './tool-arguments.ts';
import { toolReference, type SelectedOperation } from './tool-catalog.ts';

function parsed(response: { contentType: string; text: string }): unknown {
  if (!/json/i.test(response.contentType)) return undefined;
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

/**
 * A refusal as a tool error: one text block, the JSON of `{status, errors, request_id}` with each error's slug,
 * message and field. No structured content: clients check structured content against the tool's output schema,
 * which describes a success, even on errors (the official SDK's client then throws the refusal away).
 */
export function errorResult(status: number, errors: ErrorItem[], requestId?: string): CallToolResult {
  const refusal = { status, errors, ...(requestId ? { request_id: requestId } : {}) };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(refusal) }] };
}

/** An operation's error item in the tool's words: the argument it concerns, and the tools that may be called next. */
function inToolTerms(item: ErrorItem, selected: Pick<SelectedOperation, 'layout'>): ErrorItem {
  const translated: ErrorItem = { ...item };
  if (item.field) {
    translated.field = argumentField(selected.layout, item.field);
    if (item.message.startsWith(item.field))
      translated.message = translated.field + item.message.slice(item.field.length);
  }
  const allowed = (item.meta as { allowedOperations?: unknown } | undefined)?.allowedOperations;
  if (Array.isArray(allowed)) {
    const allowedTools = allowed.flatMap((operationId) =>
      typeof operationId === 'string' ? (toolReference(operationId) ?? []) : [],
    );
    translated.meta = { ...item.meta, allowedTools };
  }
  return translated;
}

/**
 * The tool result of an operation's answer: the structured content is the envelope's `result` (with `result_info`
 * on pages and `messages` when there are any), and the text is that structured content serialized; a failure
 * envelope becomes `isError` with the error slugs, fields named as the tool's arguments.
 */
export function toolResult(
  selected: Pick<SelectedOperation, 'operation' | 'layout'>,
  response: { status: number; contentType: string; text: string },
): CallToolResult {
  const value = parsed(response);
  if (response.status >= 400) {
    const envelope = value as Partial<Envelope> | undefined;
    const errors = envelope?.errors?.length
      ? envelope.errors.map((item) => inToolTerms(item, selected))
      : [
          errorItem(
            'service_unavailable',
            `The API answered ${response.status} without a failure envelope: ${response.text.slice(0, 200)}`,
          ),
        ];
    return errorResult(response.status, errors, envelope?.request_id);
  }
  if (selected.operation.raw !== null || value === undefined)
    return { content: [{ type: 'text', text: response.text }] };
  const envelope = value as Envelope;
  const structured: Record<string, unknown> = { result: envelope.result };
  if (envelope.result_info) structured.result_info = envelope.result_info;
  if (envelope.messages.length > 0) structured.messages = envelope.messages;
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}
