import { once } from 'node:events';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { pino } from 'pino';
import { accessLog } from './access-log.ts';

type LogLine = Record<string, unknown>;

/** A loopback server whose handler never answers on its own: the test decides when (or whether) it does. */
async function startServer(lines: LogLine[], handled: (res: ServerResponse) => void): Promise<Server> {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const log = accessLog(logger, { requestId: () => 'req_test', fields: () => ({ route: '/slow' }) });
  const server = createServer((req, res) => {
    log(req, res);
    handled(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

async function lineOf(lines: LogLine[]): Promise<LogLine> {
  for (let attempt = 0; attempt < 100 && lines.length === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(lines, 'one access-log line').to.have.length(1);
  return lines[0]!;
}

describe('access log', () => {
  it('logs an answered request at info with its status', async () => {
    const lines: LogLine[] = [];
    const server = await startServer(lines, (res) => res.writeHead(201).end('made'));
    try {
      const response = await fetch(`http://127.0.0.1:${portOf(server)}/slow`);
      await response.text();
      const line = await lineOf(lines);
      expect(line).to.deep.include({ msg: 'request answered', level: 30, status: 201, route: '/slow' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('regression: logs a request whose client closed before the answer as abandoned, at warn, with no status', async () => {
    const lines: LogLine[] = [];
    let pending: ServerResponse | undefined;
    const server = await startServer(lines, (res) => {
      res.statusCode = 404;
      pending = res;
    });
    try {
      const client = request({ host: '127.0.0.1', port: portOf(server), path: '/slow' });
      client.on('error', () => {});
      client.end();
      while (!pending) await new Promise((resolve) => setTimeout(resolve, 5));
      client.destroy();
      const line = await lineOf(lines);
      expect(line).to.deep.include({ msg: 'request abandoned by the client', level: 40, route: '/slow' });
      expect(line).to.not.have.property('status');
      expect(line.responseTimeMs).to.be.a('number');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
