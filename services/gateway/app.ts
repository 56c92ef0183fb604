import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '../../shared/logger.ts';
import { mcpBodyFailure, mcpEndpoint, mcpJsonBody } from '../mcp/http-endpoint.ts';
import { bodyReadError } from './body/body-errors.ts';
import { BodyGuard } from './body/body-guard.ts';
import { jsonBody } from './body/json-body.ts';
import { dropUnreadBody } from './body/unread-body.ts';
import { operationMeta, type OperationMeta } from './openapi/operations.ts';
import type { RouteRequest } from './openapi/router.ts';
import { createPipeline, requestIdOf, type PipelineDeps } from './pipeline.ts';
import { renderError, type Reply } from './reply.ts';
import { withOAuthMembers } from './steps/oauth-error-bodies.ts';
import { consoleAssets } from './console-assets.ts';
import { beginRequest, gatewayAccessLog, type AccessLocals } from './access-log.ts';
import { traceparentOf } from '../../shared/observability/trace-context.ts';
import { observeAnswer, type Metrics } from '../../shared/observability/metrics.ts';
import { corsPolicy, securityHeaders } from './response-headers.ts';

export interface GatewayAppDeps extends PipelineDeps {
  bodyLimitBytes: number;
  /** How long the gateway waits for a body it reads itself (JSON, form, raw, MCP) before answering 408. */
  bodyTimeoutMs: number;
  /** The proxies whose X-Forwarded-For names the client (express `trust proxy`); empty: the socket's peer is the client. */
  trustedProxies: string[];
  logger: Logger;
  /** Counts each answer by operation and status (served on the ops port, never here). */
  metrics?: Metrics;
}

export interface GatewayApp {
  app: express.Express;
  /** The HTTP server's 'clientError' listener: a body cut short is answered in the envelope (see BodyGuard). */
  onClientError: BodyGuard['onClientError'];
}

/**
 * The HTTP edge: request ids and security headers, the web console's static files (`/console`), the MCP endpoint (JSON-RPC, its own errors), CORS, then body parsing (JSON, form fields
 * where declared, or the bytes as sent for operations declared `x-raw-body`; none for those declared
 * `x-stream-body`, whose handler reads the stream) and the pipeline for every other path (unknown paths included).
 * A body the gateway reads must arrive whole within the body timeout (BodyGuard).
 */
export function createGatewayApp(deps: GatewayAppDeps): GatewayApp {
  const handle = createPipeline(deps);
  const guard = new BodyGuard(deps.bodyTimeoutMs);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  const trustsProxies = deps.trustedProxies.length > 0;
  app.set('trust proxy', trustsProxies ? deps.trustedProxies : false);

  /** A failure before the pipeline (body parsing, CORS) in the failure envelope, with the OAuth members where declared. */
  const answerFailure = (error: unknown, req: Request, res: Response) => {
    if (res.headersSent) return;
    const requestId = (res.locals.requestId as string | undefined) ?? requestIdOf(undefined);
    const reply = renderError(requestId, bodyReadError(error), deps.logger);
    const oauthErrors = operationAt(deps, req)?.oauthErrors;
    send(res, requestId, oauthErrors ? withOAuthMembers(oauthErrors, reply, undefined) : reply);
  };
  const logRequest = gatewayAccessLog(deps.logger);
  const consoleRoutes = express.Router().use('/console', consoleAssets());
  const mcpRoutes = express.Router().all(
    '/mcp',
    (req, res, next) => {
      guard.track(req, res, (error) => mcpBodyFailure(res, error));
      if (hasBody(req)) guard.deadline(req, res);
      next();
    },
    mcpJsonBody(deps.bodyLimitBytes),
    mcpEndpoint({ handle, verifyBearer: deps.verifyBearer, baseUrl: deps.baseUrl, logger: deps.logger }),
  );
  const json = jsonBody(deps.bodyLimitBytes, ['application/json', 'application/*+json']);
  const raw = express.raw({ limit: deps.bodyLimitBytes, type: () => true });
  const form = express.urlencoded({
    limit: deps.bodyLimitBytes,
    extended: false,
    type: 'application/x-www-form-urlencoded',
  });
  const jsonOrForm: express.RequestHandler = (req, res, next) =>
    json(req, res, (error) => (error ? next(error) : form(req, res, next)));
  const parsers = { raw, json, jsonOrForm };
  const api = (req: Request, res: Response, next: NextFunction) => {
    const declaration = deps.router.match({ method: req.method, path: req.path });
    const operation = declaration?.operationId === undefined ? undefined : operationMeta(declaration.operationId);
    const locals = res.locals as AccessLocals;
    locals.operation = operation;
    const answer = () => {
      handle(locals.requestId, routeRequest(req, operation, locals), declaration)
        .then((reply) => send(res, locals.requestId, reply))
        .catch(next);
    };
    if (operation?.streamBody || !hasBody(req)) return answer();
    guard.deadline(req, res);
    parsers[bodyParserOf(operation)](req, res, (parseError?: unknown) => (parseError ? next(parseError) : answer()));
  };
  // One router layer for everything but failures: express matches every layer's path on every request, so the
  // console and the MCP endpoint are entered only for their own paths, and CORS, the body and the pipeline share one
  // layer in which the operation is looked up once.
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = requestIdOf(req.get('x-request-id'));
    beginRequest(req, res, trustsProxies);
    logRequest(req, res);
    if (deps.metrics) observeAnswer(deps.metrics, res, () => (res.locals as AccessLocals).operation?.operationId);
    guard.track(req, res, (error) => answerFailure(error, req, res));
    securityHeaders(req, res);
    const rest = (error?: unknown) =>
      error
        ? next(error)
        : corsPolicy(req, res, (corsError?: unknown) => (corsError ? next(corsError) : api(req, res, next)));
    if (isUnder(req.path, '/mcp')) return mcpRoutes(req, res, rest);
    if (isUnder(req.path, '/console')) return consoleRoutes(req, res, rest);
    rest();
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => answerFailure(error, req, res));
  return { app, onClientError: guard.onClientError };
}

function routeRequest(req: Request, operation: OperationMeta | undefined, locals: AccessLocals): RouteRequest {
  // The socket's peer, or the nearest address X-Forwarded-For names past the trusted proxies.
  const clientAddress = locals.client;
  return {
    method: req.method,
    path: req.path,
    query: req.query as Record<string, unknown>,
    headers: req.headers,
    ...(clientAddress ? { clientAddress } : {}),
    traceparent: traceparentOf(locals.trace),
    ...(Buffer.isBuffer(req.body) ? { body: undefined, rawBody: req.body.toString('utf8') } : { body: req.body }),
    ...(operation?.streamBody ? { bodyStream: req, bodyContentType: req.get('content-type') ?? '' } : {}),
  };
}

/** The bytes as sent for `x-raw-body` operations, JSON or form fields where the operation takes a form, else JSON. */
function bodyParserOf(operation: OperationMeta | undefined): 'raw' | 'json' | 'jsonOrForm' {
  if (operation?.rawBody) return 'raw';
  return operation?.formBody ? 'jsonOrForm' : 'json';
}

/** As body-parser decides it (type-is): a request without either header has no body, and the parsers would leave it unread. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

/** Whether `path` is `prefix` or below it, as express matches a mount path (case-insensitively). */
function isUnder(path: string, prefix: string): boolean {
  return (
    path.length >= prefix.length &&
    path.slice(0, prefix.length).toLowerCase() === prefix &&
    (path.length === prefix.length || path[prefix.length] === '/')
  );
}

function operationAt(deps: Pick<PipelineDeps, 'router'>, req: Request): OperationMeta | undefined {
  const operationId = deps.router.match({ method: req.method, path: req.path })?.operationId;
  return operationId === undefined ? undefined : operationMeta(operationId);
}

/**
 * Writes a reply, unless an answer was written already (a body that failed is answered as soon as it fails). An
 * answer given before the request's body has fully arrived closes the connection instead of reading the rest.
 */
function send(res: Response, requestId: string, reply: Reply): void {
  if (res.headersSent) return;
  dropUnreadBody(res.req, res);
  res.status(reply.status).set(reply.headers).set('x-request-id', requestId).end(reply.body);
}
