import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { VerifyBearer } from '../../shared/auth/bearer-verifier.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { errorEntry } from '../../shared/errors/catalog.ts';
import { bodyReadError, jsonBody, principalOf, renderError, type Reply, resourceFace } from '../gateway/for-roles.ts';
import type { Logger } from '../../shared/logger.ts';
import { connectServer } from './connect.ts';
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

/** A JSON-RPC error without a request id, as HTTP answers it before any message is read. */
function writeJsonRpcError(res: Response, requestId: string, status: number, code: number, message: string): void {
  res.status(status).set('x-request-id', requestId).json({ jsonrpc: '2.0', id: null, error: { code, message } });
}

/** The JSON body of `/mcp`, read as the REST API reads JSON (UTF-8, bounded depth); its failures are answered in JSON-RPC. */
export function mcpJsonBody(limitBytes: number): RequestHandler {
  const json = jsonBody(limitBytes, () => true);
  return (req: Request, res: Response, next: NextFunction) =>
    json(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      const known = bodyReadError(error);
      if (known instanceof AppError) return mcpBodyFailure(res, known, limitBytes);
      next(error);
    });
}

/**
 * A body `/mcp` could not read, as JSON-RPC answers it before any message is read: one that is not JSON is the parse
 * error (-32700), anything else an invalid request (-32600), with the HTTP status of the catalog's error.
 */
export function mcpBodyFailure(res: Response, error: AppError, limitBytes?: number): void {
  if (res.headersSent) return;
  const requestId = res.locals.requestId as string;
  if (error.slug === 'payload_too_large') {
    const limit = limitBytes === undefined ? 'the size limit' : `${limitBytes} bytes`;
    return writeJsonRpcError(res, requestId, 413, -32600, `Invalid request: the body is larger than ${limit}.`);
  }
  if (error.slug === 'malformed_json') {
    const detail = error.message === errorEntry('malformed_json').message ? 'the body is not JSON.' : error.message;
    return writeJsonRpcError(res, requestId, 400, -32700, `Parse error: ${detail}`);
  }
  writeJsonRpcError(res, requestId, error.status, -32600, `Invalid request: ${error.message}`);
}

/**
 * Whether a browser's Origin may call `/mcp`: only the service's own (the MCP transport's rule against DNS
 * rebinding); clients that are not browsers send none.
 */
function originAllowed(origin: string | undefined, baseUrl: string): boolean {
  return origin === undefined || origin === new URL(baseUrl).origin;
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
      if (!originAllowed(req.get('origin'), deps.baseUrl())) {
        return writeJsonRpcError(
          res,
          requestId,
          403,
          -32600,
          `Forbidden: requests from the origin ${req.get('origin')} are refused; only ${new URL(deps.baseUrl()).origin} may call /mcp from a browser.`,
        );
      }
      const face = resourceFace(deps.baseUrl(), 'mcp');
      const authorization = req.get('authorization');
      // As on REST, a credential that is given must be valid.
      if (authorization !== undefined) await principalOf(authorization, deps.verifyBearer, face);
      else if (callsCredentialTool(req.body)) {
        throw new AppError('credential_missing', {
          field: 'header.Authorization',
          headers: { 'www-authenticate': face.challenge },
        });
      }
      const server = createMcpServer(pipelineCaller(deps.handle, requestId, authorization));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await connectServer(server, transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      if (!res.headersSent) write(res, requestId, renderError(requestId, error, deps.logger));
      else deps.logger.error({ err: error, requestId }, 'MCP request failed after its answer started');
    }
  };
}
