import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * For an answer given before its request's body has fully arrived: the connection closes after the answer instead
 * of reading the rest, and the request stream is ended as aborted, so that whatever still reads it (a body being
 * forwarded to another process) stops too. Node no longer aborts a request once its answer is written.
 */
export function dropUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  res.setHeader('connection', 'close');
  res.once('close', () => {
    if (!req.complete) req.destroy();
  });
}
