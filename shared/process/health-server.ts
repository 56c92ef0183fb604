import { createServer, type Server } from 'node:http';
import type { Metrics } from '../observability/metrics.ts';
import { serveMetrics } from '../observability/metrics-endpoint.ts';
import type { Health } from '../readiness.ts';
import { answerHealth } from './health-answer.ts';

/**
 * GET /health (and GET /metrics when given metrics) for processes that serve nothing else (worker, indexer) and for
 * the gateway's ops port, so orchestrators can probe them and Prometheus scrape them.
 */
export function createHealthServer(health: () => Promise<Health>, metrics?: Metrics): Server {
  return createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/metrics' && metrics) return serveMetrics(metrics, res);
    if (req.method !== 'GET' || req.url !== '/health') return res.writeHead(404).end();
    answerHealth(health, res);
  });
}
