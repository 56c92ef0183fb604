import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a stopping server waits for the requests it is answering before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

const answering = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Starts listening and answers the base URL actually bound (port 0 picks a free port). The server's requests
 * in flight are tracked from here on, so that `close` can let them finish: a request counts until its answer is
 * ended, even when its client went away before (its work goes on, and needs the database until it ends).
 */
export function listen(server: Server, host: string, port: number): Promise<string> {
  const inFlight = new Set<ServerResponse>();
  answering.set(server, inFlight);
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => {
      if (response.writableEnded) inFlight.delete(response);
      else void untilEnded(response).then(() => inFlight.delete(response));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    });
  });
}

/**
 * Stops a server gracefully: it accepts no new connection and answers the requests in flight, and any that
 * arrives meanwhile on a kept-alive connection, which then closes (`Connection: close`); after `graceMs` the
 * remaining connections are cut. Close the database clients only after this, so no request fails on a closed one.
 */
export async function close(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  server.prependListener('request', (_request, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const inFlight = answering.get(server) ?? new Set();
  const deadline = Date.now() + graceMs;
  while (inFlight.size > 0 && Date.now() < deadline) await sleep(20);
  server.closeAllConnections();
  await closed;
}

/** Resolves when the handler ends a response whose connection closed first (no 'finish' comes for it then). */
function untilEnded(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const end = response.end.bind(response);
    response.end = ((...args: Parameters<ServerResponse['end']>) => {
      resolve();
      return end(...args);
    }) as ServerResponse['end'];
  });
}
