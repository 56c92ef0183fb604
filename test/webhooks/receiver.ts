import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { setTimeout as pause } from 'node:timers/promises';
import { close, listen } from '../../shared/process/listen.ts';
import { asyncListener } from '../support/async-listener.ts';

export interface ReceivedDelivery {
  path: string;
  rawBody: string;
  signature: string;
  receivedAt: Date;
}

/** Answers the status for one received delivery; the default answers 200. */
export type Responder = (delivery: ReceivedDelivery) => number | Promise<number>;

/** A real HTTP receiver on loopback that records every delivery it gets. */
export interface Receiver {
  url: string;
  received: ReceivedDelivery[];
  respond: Responder;
  /** Waits until `count` deliveries (to `path` when given) have arrived, or fails after `timeoutMs`. */
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  stop(): Promise<void>;
}

/** A key and certificate to serve https with (the receiver serves plain http without them). */
export interface ReceiverTls {
  key: string;
  cert: string;
}

export async function startReceiver(respond: Responder = () => 200, tls?: ReceiverTls): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url'> & { url: string } = {
    url: '',
    received: [],
    respond,
    async waitFor(count, path, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = receiver.received.filter((delivery) => path === undefined || delivery.path === path);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} deliveries to ${path ?? 'any path'}, got ${matching.length}`);
        await pause(50);
      }
    },
    stop: () => close(server),
  };
  const record: RequestListener = asyncListener(async (request, response) => {
    const delivery = {
      path: request.url ?? '/',
      rawBody: await readBody(request),
      signature: String(request.headers['svc-signature'] ?? ''),
      receivedAt: new Date(),
    };
    receiver.received.push(delivery);
    response.writeHead(await receiver.respond(delivery)).end();
  });
  const server = tls ? createTlsServer(tls, record) : createServer(record);
  const address = await listen(server, '127.0.0.1', 0);
  receiver.url = tls ? address.replace(/^http:/, 'https:') : address;
  return receiver;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
