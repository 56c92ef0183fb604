import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import { createLogger } from '../../shared/logger.ts';
import { Metrics } from '../../shared/observability/metrics.ts';
import { continueTrace, type TraceContext } from '../../shared/observability/trace-context.ts';
import { requestIdOf } from '../../services/gateway/pipeline.ts';
import { exposedHeaders } from '../../services/gateway/response-headers.ts';
import { pathOnly } from '../../shared/observability/access-log.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';
import type { FloorFeature } from './floor-features.ts';

const NO_TRACE: TraceContext = { traceId: '', spanId: '', parentSpanId: null, flags: '00' };

/**
 * The express floor plus only what the gateway must do for every answer, each written as directly as it can be, for
 * bench:gateway: the request id (kept or made) and the trace context, the envelope carrying the request id, the
 * security and CORS headers in one `writeHead`, one access line through the service's logger and one counter and
 * histogram observation in the service's metrics (with their default collectors), both on one `close` listener, and
 * a route lookup in a Map; no validation, no pipeline. FLOOR_WITHOUT names one feature (bench/support/floor-features.ts)
 * to leave out, so that each is priced alone. The envelope's result and the content type are the bare server's
 * (BARE_BODY_BASE64, BARE_CONTENT_TYPE); on HOST and PORT.
 */
runMain('express features floor', async () => {
  const without = process.env.FLOOR_WITHOUT ?? '';
  const has = (feature: FloorFeature) => without !== feature;
  const sampleBody = Buffer.from(process.env.BARE_BODY_BASE64 ?? '', 'base64');
  const { result } = JSON.parse(sampleBody.toString('utf8')) as { result: unknown };
  const routes = new Map([['GET /v1/health', { operationId: 'getHealth', path: '/v1/health' }]]);
  // As the access log writes its lines: without the logger's redaction paths, which no flat field can match.
  const lines = createLogger(process.env.LOG_LEVEL ?? 'info', 'floor').child({}, { redact: [] });
  const metrics = has('metrics') ? new Metrics('gateway') : null;
  const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json';

  const answered = (request: IncomingMessage, response: ServerResponse, requestId: string, trace: TraceContext) => {
    const started = process.hrtime.bigint();
    const path = pathOnly(request.url);
    const operation = routes.get(`${request.method} ${path}`);
    return () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics?.observeRequest(operation?.operationId, response.statusCode, seconds);
      if (!has('access line')) return;
      lines.info(
        {
          requestId,
          operationId: operation?.operationId ?? null,
          route: operation?.path ?? path,
          client: request.socket.remoteAddress ?? null,
          traceId: trace.traceId,
          spanId: trace.spanId,
          parentSpanId: trace.parentSpanId,
          method: request.method,
          status: response.statusCode,
          responseTimeMs: Math.round(seconds * 1000),
        },
        'request answered',
      );
    };
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use((request, response) => {
    const identified = has('request id and trace');
    const requestId = identified ? requestIdOf(request.headers['x-request-id'] as string | undefined) : 'req_floor';
    const trace = identified ? continueTrace(request.headers.traceparent) : NO_TRACE;
    if (has('access line') || has('metrics')) response.once('close', answered(request, response, requestId, trace));
    const body = has('envelope')
      ? JSON.stringify({ success: true, result, errors: [], messages: [], request_id: requestId })
      : sampleBody;
    const headers: Record<string, string | number> = {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
    };
    if (identified) headers['x-request-id'] = requestId;
    if (has('headers')) {
      headers['x-content-type-options'] = 'nosniff';
      headers['access-control-allow-origin'] = '*';
      headers['access-control-expose-headers'] = exposedHeaders;
    }
    response.writeHead(200, headers).end(body);
  });
  const server = createServer(app);
  await listen(server, process.env.HOST ?? '127.0.0.1', Number(process.env.PORT ?? 0));
  return () => close(server);
});
