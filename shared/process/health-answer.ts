import type { ServerResponse } from 'node:http';
import type { Health } from '../readiness.ts';

/** Answers a health probe: 200 when healthy, else 503, each with the report naming what is down. */
export function answerHealth(health: () => Promise<Health>, res: ServerResponse): void {
  const reply = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  health().then(
    ({ healthy, report }) => reply(healthy ? 200 : 503, report),
    () => reply(503, { status: 'down' }),
  );
}
