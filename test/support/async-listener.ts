import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A request listener written as an async function: a failure answers 500 with its message, never an unhandled rejection. */
export function asyncListener(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
): RequestListener {
  return (request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  };
}
