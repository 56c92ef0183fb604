import type { ServerResponse } from 'node:http';
import type { Metrics } from './metrics.ts';

/** Answers a scrape with the process's metrics. */
export function serveMetrics(metrics: Metrics, res: ServerResponse): void {
  metrics.exposition().then(
    ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
    () => res.writeHead(500).end(),
  );
}
