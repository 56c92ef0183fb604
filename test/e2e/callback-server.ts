import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A native OAuth client's loopback redirect URI (RFC 8252): the browser lands here with the authorization response. */
export interface CallbackServer {
  redirectUri: string;
  /** The query of the next request to the redirect URI. */
  nextCallback(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export async function startCallbackServer(): Promise<CallbackServer> {
  const waiting: ((query: URLSearchParams) => void)[] = [];
  const arrived: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      // The browser's own requests, such as /favicon.ico.
      response.writeHead(404).end();
      return;
    }
    const query = url.searchParams;
    const waiter = waiting.shift();
    if (waiter) waiter(query);
    else arrived.push(query);
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Signed in: you can close this window and return to the app.\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    nextCallback: () => {
      const first = arrived.shift();
      return first ? Promise.resolve(first) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
