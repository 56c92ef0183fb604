import { createServer, type Server } from 'node:http';

/** GET /health for processes that serve nothing else (worker, indexer), so orchestrators can probe them. */
export function createHealthServer(health: () => Promise<unknown>): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') return res.writeHead(404).end();
    health().then(
      (status) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(status)),
      () => res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"down"}'),
    );
  });
}
