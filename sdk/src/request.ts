import { errorFrom, type MarketplaceError } from './errors.js';
import type { components } from './generated/openapi.js';
import type { OperationSpec } from './operation-spec.js';

export type Message = components['schemas']['Message'];
export type ResultInfo = components['schemas']['ResultInfo'] & { total?: number };

/** A bearer credential (API key, session token or OAuth access token), or a function asked before every attempt. */
export type Credential = string | (() => string | undefined | Promise<string | undefined>);

export interface ClientOptions {
  /** The service's origin, e.g. `https://api.example.com`. */
  baseUrl: string;
  token?: Credential;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Per attempt; 30 s by default. */
  timeoutMs?: number;
  /** Retries after 429, 503, `idempotency_key_in_use`, a timeout or a lost connection; 2 by default. */
  maxRetries?: number;
  /** The longest wait before a retry; a longer `Retry-After` is not waited for but thrown. 30 s by default. */
  maxRetryDelayMs?: number;
  /** Sent with every request (say, `user-agent`). */
  headers?: Record<string, string>;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  /** The `Idempotency-Key` of an idempotent operation; a fresh one is generated (and kept across retries) if not given. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/** A successful answer: the result with what the envelope and the headers say about it. */
export interface ApiResponse<T> {
  result: T;
  status: number;
  requestId: string | undefined;
  messages: Message[];
  /** Pagination facts of a list or search. */
  resultInfo: ResultInfo | undefined;
  /** True when an idempotent operation answered the first result of its key again. */
  replayed: boolean;
  headers: Headers;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sends one operation: retries what is safe to retry, then answers the unwrapped result or throws a MarketplaceError. */
export async function send(
  client: ClientOptions,
  operationId: string,
  spec: OperationSpec,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ApiResponse<unknown>> {
  const { url, headers, body } = encode(client, spec, input);
  Object.assign(headers, options.headers);
  const idempotencyKey = spec.idempotent ? (options.idempotencyKey ?? globalThis.crypto.randomUUID()) : undefined;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const safe = SAFE_METHODS.has(spec.method) || idempotencyKey !== undefined;
  const maxRetries = options.maxRetries ?? client.maxRetries ?? 2;
  const maxDelay = client.maxRetryDelayMs ?? 30_000;
  for (let attempt = 0; ; attempt += 1) {
    const token = typeof client.token === 'function' ? await client.token() : client.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const signals = [
      AbortSignal.timeout(options.timeoutMs ?? client.timeoutMs ?? 30_000),
      ...(options.signal ? [options.signal] : []),
    ];
    let response: Response;
    try {
      response = await (client.fetch ?? fetch)(url, {
        method: spec.method,
        headers,
        body,
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (options.signal?.aborted || !safe || attempt >= maxRetries) throw error;
      await pause(backoff(attempt, maxDelay), options.signal);
      continue;
    }
    if (response.ok) return decode(response, spec);
    const failure = await errorFrom(response, operationId);
    const delay = retryDelay(failure, safe, attempt, maxDelay);
    if (delay === undefined || attempt >= maxRetries) throw failure;
    await pause(delay, options.signal);
  }
}

function encode(client: ClientOptions, spec: OperationSpec, input: Record<string, unknown>) {
  const { body, ...fields } = input;
  const headers: Record<string, string> = { accept: spec.raw ? '*/*' : 'application/json', ...client.headers };
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`path parameter ${name} is missing`);
    delete fields[name];
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, client.baseUrl);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (spec.headers?.includes(name)) headers[name.toLowerCase()] = String(value);
    else for (const each of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(each));
  }
  if (body === undefined) return { url, headers, body: undefined };
  if (spec.body) return { url, headers, body: body as RequestInit['body'] };
  headers['content-type'] = 'application/json';
  return { url, headers, body: JSON.stringify(body) };
}

async function decode(response: Response, spec: OperationSpec): Promise<ApiResponse<unknown>> {
  const answer = {
    status: response.status,
    headers: response.headers,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (spec.raw) {
    const result =
      spec.raw === 'binary'
        ? new Uint8Array(await response.arrayBuffer())
        : spec.raw === 'text'
          ? await response.text()
          : await response.json();
    return { ...answer, result, requestId, messages: [], resultInfo: undefined };
  }
  const text = await response.text();
  const envelope = text ? JSON.parse(text) : {};
  return {
    ...answer,
    result: envelope.result,
    requestId: envelope.request_id ?? requestId,
    messages: envelope.messages ?? [],
    resultInfo: envelope.result_info,
  };
}

/** How long to wait before retrying this failure, or undefined when it is not to be retried. */
function retryDelay(failure: MarketplaceError, safe: boolean, attempt: number, maxDelay: number): number | undefined {
  const retriable =
    failure.status === 429 || (failure.status === 503 && safe) || failure.slug === 'idempotency_key_in_use';
  if (!retriable) return undefined;
  const delay = failure.retryAfter !== undefined ? failure.retryAfter * 1000 : backoff(attempt, maxDelay);
  return delay <= maxDelay ? delay : undefined;
}

/** Exponential back-off from 0.5 s with jitter. */
function backoff(attempt: number, maxDelay: number): number {
  return Math.min(maxDelay, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
