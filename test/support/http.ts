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
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${options.baseUrl ?? harness().baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, text, body: (isJson && text ? JSON.parse(text) : text) as T };
}
