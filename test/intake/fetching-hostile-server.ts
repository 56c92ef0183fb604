import { createServer, type AddressInfo, type Socket } from 'node:net';

/** The beginning of a document of each type: one whole item, then the start of a second one. */
const BEGINNINGS = {
  html: { type: 'text/html', text: '<html><head><title>Cut page</title></head><body><p>Only the beginning' },
  json: { type: 'application/json', text: '{"products": [{"handle": "first", "title": "First"}, {"title": "Sec' },
  xml: {
    type: 'application/xml',
    text: '<openimmo><immobilie><freitexte><objekttitel>First</objekttitel></freitexte></immobilie><immobilie>',
  },
} as const;

/** How the answer goes wrong after its headers and the beginning of its body. */
const ENDINGS = ['cut-length', 'cut-chunked', 'reset', 'drip'] as const;
export type Ending = (typeof ENDINGS)[number];
export type DocumentType = keyof typeof BEGINNINGS;

/** The Content-Length a cut or dripped answer declares: far more than it ever sends. */
export const DECLARED_LENGTH = 100_000;

export interface HostileServer {
  /** `/<type>/<ending>`: a document of that type whose body ends that way. */
  url(type: DocumentType, ending: Ending): string;
  close(): Promise<void>;
}

/**
 * A loopback server speaking HTTP/1.1 by hand over `node:net`, so that an answer can break as no HTTP server library
 * would let it: a body closed before its declared length or before its last chunk, a connection reset (RST) mid-body,
 * or a body dripped a byte every 50 ms, each byte well within any idle timeout, never finished.
 */
export async function startHostileServer(): Promise<HostileServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.once('data', (head: Buffer) => answer(socket, head.toString('latin1').split(' ')[1] ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (type, ending) => `http://127.0.0.1:${port}/${type}/${ending}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(socket: Socket, path: string): void {
  const [, type, ending] = path.split('/') as [string, DocumentType, Ending];
  const beginning = BEGINNINGS[type];
  if (!beginning || !ENDINGS.includes(ending)) return void socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  const head = `HTTP/1.1 200 OK\r\nContent-Type: ${beginning.type}\r\n`;
  if (ending === 'cut-chunked') {
    const chunk = Buffer.from(beginning.text);
    socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${beginning.text}\r\n`);
    return void setTimeout(() => socket.end(), 50);
  }
  socket.write(`${head}Content-Length: ${DECLARED_LENGTH}\r\n\r\n${beginning.text}`);
  if (ending === 'cut-length') return void setTimeout(() => socket.end(), 50);
  if (ending === 'reset') return void setTimeout(() => socket.resetAndDestroy(), 50);
  const drip = setInterval(() => socket.write(' '), 50);
  socket.on('close', () => clearInterval(drip));
}
