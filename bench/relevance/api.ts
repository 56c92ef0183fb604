/** One JSON call to the marketplace API over HTTP. */
export interface ApiAnswer<T> {
  status: number;
  /** The parsed envelope; not checked against the OpenAPI document (the tests do that). */
  body: T;
  text: string;
}

export interface ApiRequest {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  request: ApiRequest = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text) as T, text };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The answer when it has the status expected; otherwise an error naming the call and the answer. */
export function expectStatus<T>(answer: ApiAnswer<T>, status: number, call: string): ApiAnswer<T> {
  if (answer.status !== status) throw new Error(`${call} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  return answer;
}
