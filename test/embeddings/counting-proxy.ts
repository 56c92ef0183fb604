import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asyncListener } from '../support/async-listener.ts';

export interface ProxiedRequest {
  path: string;
  body: { model?: unknown; input?: unknown };
}

/** A loopback HTTP proxy in front of a real server, recording each request it passes on. */
export interface CountingProxy {
  /** The target's URL with the proxy's origin. */
  url: string;
  requests: ProxiedRequest[];
  /** When set, requests are answered with this status instead of being passed on (still recorded). */
  refuseWith: number | null;
  /** Stops listening and closes every connection, kept-alive ones included. */
  close(): Promise<void>;
}

export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  const proxy: CountingProxy = { url: '', requests: [], refuseWith: null, close: async () => {} };
  const server = http.createServer(
    asyncListener(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      proxy.requests.push({ path: request.url ?? '', body: body.length > 0 ? JSON.parse(body.toString('utf8')) : {} });
      if (proxy.refuseWith !== null) {
        response.writeHead(proxy.refuseWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'refused by the test proxy' } }));
        return;
      }
      const upstream = await fetch(new URL(request.url ?? '/', target.origin), {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        ...(body.length > 0 ? { body } : {}),
      });
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  proxy.url = `http://127.0.0.1:${port}${target.pathname.replace(/\/+$/, '')}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}
