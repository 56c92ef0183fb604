import { expectDocumentedResponse } from '../support/documented-response.ts';
import type { ApiResponse } from '../support/http.ts';

/** The response, after asserting that its status and body are what the operation documents. */
export function documentedResponse(operationId: string, response: ApiResponse): ApiResponse {
  expectDocumentedResponse(operationId, response);
  return response;
}
