import { createServer } from 'node:http';
import express from 'express';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';

/**
 * What express alone costs, for bench:gateway: an express app set up as the gateway's (no x-powered-by, no etag,
 * the simple query parser) whose one middleware answers every request with the bare server's bytes
 * (BARE_BODY_BASE64, BARE_CONTENT_TYPE), on HOST and PORT. No gateway built on express can be faster.
 */
runMain('express floor', async () => {
  const body = Buffer.from(process.env.BARE_BODY_BASE64 ?? '', 'base64');
  const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json';
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);
  });
  const server = createServer(app);
  await listen(server, process.env.HOST ?? '127.0.0.1', Number(process.env.PORT ?? 0));
  return () => close(server);
});
