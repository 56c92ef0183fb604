import { inject as injectInto } from '../../services/gateway/inject.ts';
import { decodeResponse, encodeRequest, expectDocumentedErrors, type ApiResponse, type CallOptions } from './http.ts';
import { harness } from './root-hooks.ts';

/**
 * `call` without a socket: the request goes through the harness's gateway in-process (see
 * services/gateway/inject.ts), through the same server, parser and pipeline as over loopback.
 */
export async function inject<T = any>(
  method: string,
  path: string,
  options: Omit<CallOptions, 'baseUrl'> = {},
): Promise<ApiResponse<T>> {
  const { headers, body } = encodeRequest(options);
  const response = await injectInto(harness().gateway, { method, url: path, headers, payload: body });
  return expectDocumentedErrors(
    method,
    path,
    decodeResponse<T>(response.status, fetchHeaders(response.headers), response.body.toString('utf8')),
  );
}

function fetchHeaders(incoming: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return headers;
}
