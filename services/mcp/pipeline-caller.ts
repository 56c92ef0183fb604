import type { createPipeline } from '../gateway/for-roles.ts';
import { requestHeaders, type OperationCaller } from './operation-caller.ts';

export type PipelineHandle = ReturnType<typeof createPipeline>;

/**
 * Calls operations in-process through the gateway pipeline, exactly as a REST request with the same
 * Authorization header would pass it: authentication, scopes, session-only, validation, idempotency, handler.
 * The requests address the MCP resource, so an OAuth access token must have been minted for `/mcp`.
 */
export function pipelineCaller(
  handle: PipelineHandle,
  requestId: string,
  authorization: string | undefined,
): OperationCaller {
  return async (request) => {
    const bodyText = request.body === undefined ? undefined : JSON.stringify(request.body);
    const reply = await handle(requestId, {
      resource: 'mcp',
      method: request.method,
      path: request.path,
      query: request.query,
      headers: requestHeaders(request, bodyText, authorization),
      body: request.body,
    });
    return {
      status: reply.status,
      contentType: reply.headers['content-type'] ?? '',
      text: reply.body.toString('utf8'),
    };
  };
}
