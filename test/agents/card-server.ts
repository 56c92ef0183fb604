import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback web server answering agent cards (and worse) at fixed paths; `cards` may be changed between requests. */
export interface CardServer {
  url: string;
  cards: Map<string, { status: number; type: string; body: string }>;
  close(): Promise<void>;
}

export async function startCardServer(): Promise<CardServer> {
  const cards = new Map<string, { status: number; type: string; body: string }>();
  const server: Server = createServer((request, response) => {
    const card = cards.get(request.url ?? '');
    if (!card) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(card.status, { 'content-type': card.type }).end(card.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cards,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const TRANSLATOR_CARD = {
  name: 'Translator Bot',
  description: 'Finds translators and registers leads.',
  url: 'https://agents.example.com/a2a',
  version: '1.0.0',
  skills: [
    { id: 'find-translator', name: 'Find a translator', description: 'Searches the marketplace for translators.' },
    { id: 'register-lead', name: 'Register a lead' },
    { name: 'no id: left out' },
  ],
};
