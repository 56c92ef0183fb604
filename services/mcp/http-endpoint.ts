import type { Request, Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { VerifyBearer } from '../../shared/auth/bearer-verifier.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import type { Logger } from '../../shared/logger.ts';
import { renderError, type Reply } from '../gateway/reply.ts';
import { principalOf, resourceFace } from '../gateway/steps/authenticate.ts';
import { createMcpServer } from './mcp-server.ts';
import { pipelineCaller, type PipelineHandle } from './pipeline-caller.ts';
import { mcpTools } from './tool-catalog.ts';

export interface McpEndpointDeps {
  handle: PipelineHandle;
  verifyBearer: VerifyBearer;
  baseUrl: () => string;
  logger: Logger;
}

function write(res: Response, requestId: string, reply: Reply): void {
  res.status(reply.status).set(reply.headers).set('x-request-id', requestId).end(reply.body);
}

/** Whether the JSON-RPC message calls a tool whose chosen operation needs a credential. */
function callsCredentialTool(message: unknown): boolean {
  const call = message as { method?: unknown; params?: { name?: unknown; arguments?: unknown } } | null;
  if (call?.method !== 'tools/call') return false;
  const tool = mcpTools().find(({ definition }) => definition.name === call.params?.name);
  const args = call.params?.arguments;
  if (!tool || (args !== undefined && (typeof args !== 'object' || args === null))) return false;
  try {
    return tool.select((args ?? {}) as Record<string, unknown>).operation.auth === 'bearer';
  } catch {
    return false;
  }
}

/**
 * `/mcp`: the toolset over Streamable HTTP in stateless mode (a fresh server per POST, JSON answers, no
 * sessions or SSE stream). Tool calls run in-process through the gateway pipeline with the caller's bearer, whose
 * OAuth access token must have been minted for `/mcp`. Without a credential the public tools answer; calling one
 * that needs a credential answers HTTP 401 with the challenge that starts an MCP client's OAuth sign-in.
 */
export function mcpEndpoint(deps: McpEndpointDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const requestId = res.locals.requestId as string;
    try {
      if (req.method !== 'POST') {
        throw new AppError('method_not_allowed', { headers: { allow: 'POST' }, meta: { allowed: ['POST'] } });
      }
      const face = resourceFace(deps.baseUrl(), 'mcp');
      const authorization = req.get('authorization');
      // As on REST, a credential that is given must be valid.
      if (authorization !== undefined) await principalOf(authorization, deps.verifyBearer, face);
      else if (callsCredentialTool(req.body)) {
        throw new AppError('credential_missing', { field: 'header.Authorization', headers: { 'www-authenticate': face.challenge } });
      }
      const server = createMcpServer(pipelineCaller(deps.handle, requestId, authorization));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      if (!res.headersSent) write(res, requestId, renderError(requestId, error, deps.logger));
      else deps.logger.error({ err: error, requestId }, 'MCP request failed after its answer started');
    }
  };
}
