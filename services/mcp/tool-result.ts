import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Envelope } from '../../shared/envelope.ts';
import { errorItem, type ErrorItem } from '../../shared/errors/app-error.ts';
import type { OperationMeta } from '../gateway/openapi/operations.ts';
import type { OperationResponse } from './operation-caller.ts';

function parsed(response: OperationResponse): unknown {
  if (!/json/i.test(response.contentType)) return undefined;
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

/** A refusal as a tool error: every error item's slug and message in the text, the items themselves structured. */
export function errorResult(status: number, errors: ErrorItem[], requestId?: string): CallToolResult {
  const lines = errors.map((item) => `${item.slug}: ${item.message}${item.field ? ` (${item.field})` : ''}`);
  return {
    isError: true,
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { status, errors, ...(requestId ? { request_id: requestId } : {}) },
  };
}

function successResult(envelope: Envelope): CallToolResult {
  const content: CallToolResult['content'] = [{ type: 'text', text: JSON.stringify(envelope.result) }];
  if (envelope.result_info) content.push({ type: 'text', text: JSON.stringify({ result_info: envelope.result_info }) });
  const structured: Record<string, unknown> = { result: envelope.result };
  if (envelope.result_info) structured.result_info = envelope.result_info;
  if (envelope.messages.length > 0) structured.messages = envelope.messages;
  return { content, structuredContent: structured };
}

/**
 * The tool result of an operation's answer: the envelope's `result` as JSON text (plus `result_info` for
 * pages) and as structured content; a failure envelope becomes `isError` with the error slugs.
 */
export function toolResult(operation: OperationMeta, response: OperationResponse): CallToolResult {
  const value = parsed(response);
  if (response.status >= 400) {
    const envelope = value as Partial<Envelope> | undefined;
    const errors = envelope?.errors?.length
      ? envelope.errors
      : [errorItem('service_unavailable', `The API answered ${response.status} without a failure envelope: ${response.text.slice(0, 200)}`)];
    return errorResult(response.status, errors, envelope?.request_id);
  }
  if (operation.raw === null && value !== undefined) return successResult(value as Envelope);
  const structured = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  return { content: [{ type: 'text', text: response.text }], ...(structured ? { structuredContent: structured } : {}) };
}
