import { request } from 'undici';
import { AppError } from '../../shared/errors/app-error.ts';
import { requestHeaders, type OperationCaller } from './operation-caller.ts';

/** Calls operations over HTTP on a running gateway, with the given bearer token (if any). */
export function httpCaller(baseUrl: string, token: string | undefined): OperationCaller {
  const authorization = token ? `Bearer ${token}` : undefined;
  return async (operation) => {
    const url = new URL(operation.path, baseUrl);
    for (const [name, value] of Object.entries(operation.query)) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, item);
    }
    const bodyText = operation.body === undefined ? undefined : JSON.stringify(operation.body);
    const response = await request(url, {
      method: operation.method as 'GET',
      headers: requestHeaders(operation, bodyText, authorization),
      body: bodyText,
    }).catch((error: unknown) => {
      throw new AppError('service_unavailable', {
        message: `The API at ${baseUrl} is unreachable: ${(error as Error).message}`,
      });
    });
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      contentType: Array.isArray(contentType) ? (contentType[0] ?? '') : (contentType ?? ''),
      text: await response.body.text(),
    };
  };
}
