import { createServer } from 'node:http';
import { close, listen } from '../../shared/process/listen.ts';
import { runMain } from '../../shared/process/run-main.ts';

/**
 * The baseline of bench:gateway as a process of its own: bare node:http answering every request with the bytes in
 * BARE_BODY_BASE64 and BARE_CONTENT_TYPE, on HOST and PORT.
 */
runMain('bare server', async () => {
  const body = Buffer.from(process.env.BARE_BODY_BASE64 ?? '', 'base64');
  const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);
  });
  await listen(server, process.env.HOST ?? '127.0.0.1', Number(process.env.PORT ?? 0));
  return () => close(server);
});
