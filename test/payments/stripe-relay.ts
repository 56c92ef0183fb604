import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { harness } from '../support/root-hooks.ts';

/** One request that went through the relay to stripe-mock. */
export interface RelayedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

/**
 * The stripe-mock of the test servers at an address a test can take offline: a plain HTTP relay that forwards
 * every request unchanged and records what went through. While offline nothing listens at the address, so the
 * processor meets a refused connection, as it would at a stopped stripe-mock.
 */
export class StripeRelay {
  readonly requests: RelayedRequest[] = [];
  private server: Server | null = null;
  private port = 0;

  static async start(): Promise<StripeRelay> {
    const relay = new StripeRelay();
    await relay.goOnline();
    return relay;
  }

  get online(): boolean {
    return this.server !== null;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async goOnline(): Promise<void> {
    const server = createServer((incoming, outgoing) => void this.forward(incoming, outgoing));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and cuts the open connections: the processor's next call finds nothing there. */
  async goOffline(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  private async forward(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(incoming.url ?? '/', 'http://relay');
    const key = incoming.headers['idempotency-key'];
    this.requests.push({
      method: incoming.method ?? 'GET',
      path: url.pathname,
      idempotencyKey: typeof key === 'string' ? key : null,
      params: new URLSearchParams(incoming.method === 'GET' ? url.search : body.toString('utf8')),
    });
    const upstream = new URL(harness().servers.stripeApiBase);
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    proxied.end(body);
  }
}
