import { AppError } from '../../shared/errors/app-error.ts';
import type { OperationMeta } from '../gateway/for-roles.ts';
import type { OperationRequest } from './operation-caller.ts';
import { IDEMPOTENCY_KEY_ARGUMENT, type ArgumentLayout } from './tool-input.ts';

function queryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Splits a tool's arguments back into the path, query, body and Idempotency-Key of its operation. */
export function toolRequest(
  operation: OperationMeta,
  layout: ArgumentLayout,
  args: Record<string, unknown>,
): OperationRequest {
  const path = Object.entries(layout.path).reduce((filled, [argument, name]) => {
    const value = args[argument];
    if (value === undefined || value === '') {
      throw new AppError('validation_failed', {
        field: `path.${name}`,
        message: `The argument ${argument} is required.`,
      });
    }
    return filled.replace(`{${name}}`, encodeURIComponent(String(value)));
  }, operation.path);

  const query: Record<string, string | string[]> = {};
  for (const [argument, name] of Object.entries(layout.query)) {
    if (args[argument] !== undefined) query[name] = queryValue(args[argument]);
  }

  const parameterArguments = new Set([
    ...Object.keys(layout.path),
    ...Object.keys(layout.query),
    IDEMPOTENCY_KEY_ARGUMENT,
  ]);
  const bodyFields = Object.fromEntries(Object.entries(args).filter(([argument]) => !parameterArguments.has(argument)));
  let body: unknown;
  if (layout.body === 'whole') body = args.body;
  else if (layout.body === 'properties' && (layout.bodyRequired || Object.keys(bodyFields).length > 0))
    body = bodyFields;

  const request: OperationRequest = { method: operation.method, path, query, body };
  const idempotencyKey = args[IDEMPOTENCY_KEY_ARGUMENT];
  if (layout.idempotencyKey && idempotencyKey !== undefined) request.idempotencyKey = String(idempotencyKey);
  return request;
}
