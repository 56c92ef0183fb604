import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from '../../shared/errors/app-error.ts';
import type { Logger } from '../../shared/logger.ts';
import { mcpEndpoint } from '../mcp/http-endpoint.ts';
import { createPipeline, requestIdOf, type PipelineDeps } from './pipeline.ts';
import { renderError, type Reply } from './reply.ts';

export interface GatewayAppDeps extends PipelineDeps {
  bodyLimitBytes: number;
  logger: Logger;
}

/** The HTTP edge: JSON body parsing, request ids, the MCP endpoint, then the pipeline for every other path (unknown paths included). */
export function createGatewayApp(deps: GatewayAppDeps): express.Express {
  const handle = createPipeline(deps);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use((req, res, next) => {
    res.locals.requestId = requestIdOf(req.get('x-request-id'));
    next();
  });
  app.use(express.json({ limit: deps.bodyLimitBytes, type: ['application/json', 'application/*+json'] }));
  app.all('/mcp', mcpEndpoint({ handle, verifyBearer: deps.verifyBearer, logger: deps.logger }));
  app.use(async (req: Request, res: Response) => {
    const requestId = res.locals.requestId as string;
    const reply = await handle(requestId, {
      method: req.method,
      path: req.path,
      query: req.query as Record<string, unknown>,
      headers: req.headers,
      body: req.body,
    });
    send(res, requestId, reply);
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = (res.locals.requestId as string | undefined) ?? requestIdOf(undefined);
    send(res, requestId, renderError(requestId, bodyParserError(error), deps.logger));
  });
  return app;
}

function send(res: Response, requestId: string, reply: Reply): void {
  res.status(reply.status).set(reply.headers).set('x-request-id', requestId).end(reply.body);
}

/** Maps body-parser's failures onto the catalog; anything else stays unknown and becomes internal_error. */
function bodyParserError(error: unknown): unknown {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new AppError('payload_too_large', { field: 'body' });
  if (type === 'entity.parse.failed') return new AppError('malformed_json', { field: 'body' });
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new AppError('unsupported_media_type');
  return error;
}
