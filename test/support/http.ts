import { expect } from 'chai';
import { operationAt, undocumentedErrors } from './documented-errors.ts';
import { responseViolations } from './documented-response.ts';
import { harness } from './root-hooks.ts';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as it is, for malformed or non-JSON bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
  baseUrl?: string;
}

/** One real HTTP call over loopback to the service under test. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const { headers, body } = encodeRequest(options);
  const response = await fetch(`${options.baseUrl ?? harness().baseUrl}${path}`, { method, headers, body });
  return expectDocumentedErrors(
    method,
    path,
    decodeResponse<T>(response.status, response.headers, await response.text()),
  );
}

/** Every refusal a test receives must be one that the answered operation documents (see documented-errors.ts). */
export function expectDocumentedErrors<T>(method: string, path: string, response: ApiResponse<T>): ApiResponse<T> {
  expect(
    undocumentedErrors(method, path, response.status, response.body),
    'errors missing from the OpenAPI document',
  ).to.deep.equal([]);
  const operation = operationAt(method, path);
  if (operation) {
    const isJson = /[/+]json\b/.test(response.headers.get('content-type') ?? '');
    expect(
      responseViolations(operation.operationId, response.status, response.body, isJson),
      'answer not as the OpenAPI document says',
    ).to.deep.equal([]);
  }
  return response;
}

/** The headers and body that `call` and `inject` send for the same options. */
export function encodeRequest(options: Omit<CallOptions, 'baseUrl'>): {
  headers: Record<string, string>;
  body: string | undefined;
} {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  return { headers, body };
}

export function decodeResponse<T>(status: number, headers: Headers, text: string): ApiResponse<T> {
  // application/json and +json types, not JSON lines (application/x-ndjson), which are text of many documents.
  const isJson = /[/+]json\b/.test(headers.get('content-type') ?? '');
  return { status, headers, text, body: (isJson && text ? JSON.parse(text) : text) as T };
}
