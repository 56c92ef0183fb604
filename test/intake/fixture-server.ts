import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const HUGE_BYTES = 50 * 1024 * 1024;

/** The files served, by path: pages, feeds and two repositories' manifests. */
const FILES: Record<string, { file: string; type: string }> = {
  '/pages/plumber.html': { file: 'plumber.html', type: 'text/html; charset=utf-8' },
  '/pages/apartment.html': { file: 'apartment.html', type: 'text/html; charset=utf-8' },
  '/pages/restaurant.html': { file: 'restaurant.html', type: 'text/html' },
  '/pages/bakery.html': { file: 'bakery.html', type: 'text/html; charset=utf-8' },
  '/pages/malformed-json-ld.html': { file: 'malformed-json-ld.html', type: 'text/html; charset=utf-8' },
  '/feeds/openimmo.xml': { file: 'openimmo.xml', type: 'application/xml' },
  '/feeds/billion-laughs.xml': { file: 'billion-laughs.xml', type: 'application/xml' },
  '/feeds/products.json': { file: 'products.json', type: 'application/json' },
  '/repos/weather-mcp/server.json': { file: 'repository/server.json', type: 'text/plain; charset=utf-8' },
  '/repos/weather-mcp/package.json': { file: 'repository/package.json', type: 'text/plain; charset=utf-8' },
  '/repos/weather-mcp/README.md': { file: 'repository/README.md', type: 'text/plain; charset=utf-8' },
  '/repos/inbox-agent/pyproject.toml': { file: 'agent-repository/pyproject.toml', type: 'text/plain; charset=utf-8' },
  '/repos/inbox-agent/README.md': { file: 'agent-repository/README.md', type: 'text/plain; charset=utf-8' },
};

/** Hostile answers: each must end an import in a clear job status, never a hang or a half-written draft. */
const REDIRECTS: Record<string, string> = {
  '/redirect/apartment': '/pages/apartment.html',
  '/hostile/redirect-private': 'http://10.0.0.1/admin',
  '/hostile/redirect-metadata': 'http://169.254.169.254/latest/meta-data/',
  '/hostile/redirect-loop': '/hostile/redirect-loop',
};

export interface FixtureServer {
  url(path: string): string;
  close(): Promise<void>;
}

/** A loopback HTTP server with the intake fixtures (127.0.0.1 is allow-listed for the SSRF guard in tests). */
export async function startFixtureServer(): Promise<FixtureServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixtures.invalid').pathname;
    const served = FILES[path];
    if (served)
      return void response
        .writeHead(200, { 'content-type': served.type })
        .end(readFileSync(join(FIXTURES, served.file)));
    const target = REDIRECTS[path];
    if (target) return void response.writeHead(302, { location: target }).end();
    switch (path) {
      case '/text/offer.txt':
        return void response
          .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Umzugshilfe Berlin\nIhr Umzug in Berlin: wir tragen Ihre Möbel, ab 39 € pro Stunde.\n');
      case '/feeds/many-products.json':
        return streamProducts(
          response,
          Number(new URL(request.url ?? '/', 'http://fixtures.invalid').searchParams.get('count') ?? 10_000),
        );
      case '/feeds/openimmo-trickle.xml':
        return trickle(response, 'application/xml; charset=utf-8', readFileSync(join(FIXTURES, 'openimmo.xml')));
      case '/feeds/huge-declared.json':
        return streamHuge(response, true, 'application/json');
      case '/feeds/huge.json':
        return streamHugeFeed(response);
      case '/feeds/giant-item.json':
        return streamGiantItem(
          response,
          'application/json',
          '{"products": [{"handle": "giant", "title": "Giant", "body_html": "',
          '"}]}',
        );
      case '/feeds/giant-item.xml':
        return streamGiantItem(
          response,
          'application/xml',
          '<openimmo><immobilie><freitexte><objekttitel>Giant</objekttitel><objektbeschreibung>',
          '</objektbeschreibung></freitexte></immobilie></openimmo>',
        );
      case '/feeds/slow.json':
        // A first product, then nothing: the feed never ends.
        return void response
          .writeHead(200, { 'content-type': 'application/json' })
          .write('{"products": [{"handle": "first", "title": "First product"},');
      case '/hostile/huge':
        return streamHuge(response, false);
      case '/hostile/huge-declared':
        return streamHuge(response, true);
      case '/hostile/slow':
        // Headers and a first chunk, then nothing: the body never ends.
        return void response.writeHead(200, { 'content-type': 'text/html' }).write('<html><head><title>Slow');
      case '/hostile/image':
        return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      default:
        return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** 50 MB of HTML (or of the given type), written as fast as the client reads it, until it hangs up. */
function streamHuge(response: ServerResponse, declared: boolean, type = 'text/html'): void {
  response.writeHead(200, { 'content-type': type, ...(declared ? { 'content-length': String(HUGE_BYTES) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, '<p>lorem ipsum</p>');
  let sent = 0;
  const write = () => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end();
  };
  response.on('close', () => {
    sent = HUGE_BYTES;
  });
  write();
}

/** A products feed of `count` generated products (about 450 bytes each), written as the client reads it. */
function streamProducts(response: ServerResponse, count: number): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  let index = 0;
  const write = () => {
    while (index < count && !response.destroyed) {
      const product = {
        id: 500_000 + index,
        handle: `generated-${index}`,
        title: `Refurbished laptop ${index}`,
        vendor: 'Fixture Store',
        product_type: 'Laptop',
        body_html: `<p>Laptop number ${index}: 16 GB RAM, 512 GB SSD.</p>`,
        tags: ['laptop'],
        variants: [{ price: `${300 + (index % 100)}.00` }],
        images: [{ src: `https://cdn.shop.example/generated-${index}.jpg` }],
      };
      const chunk = `${index === 0 ? '{"products": [' : ','}${JSON.stringify(product)}`;
      index += 1;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end(count === 0 ? '{"products": []}' : ']}');
  };
  write();
}

/** The body in 3-byte writes, so chunks split elements, attributes and multi-byte characters. */
function trickle(response: ServerResponse, type: string, body: Buffer): void {
  response.writeHead(200, { 'content-type': type });
  for (let start = 0; start < body.length; start += 3) response.write(body.subarray(start, start + 3));
  response.end();
}

/** 50 MB of `opening`, filler text, `closing`, written as fast as the client reads it, until it hangs up. */
function streamGiantItem(response: ServerResponse, type: string, opening: string, closing: string): void {
  response.writeHead(200, { 'content-type': type });
  response.write(opening);
  const chunk = Buffer.alloc(64 * 1024, 'lorem ipsum ');
  let sent = 0;
  const write = () => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end(closing);
  };
  response.on('close', () => {
    sent = HUGE_BYTES;
  });
  write();
}

/** 50 MB of products with 100 KB descriptions each, written as fast as the client reads it, until it hangs up. */
function streamHugeFeed(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  const description = 'lorem ipsum '.repeat((100 * 1024) / 12);
  let index = 0;
  const write = () => {
    while (index * description.length < HUGE_BYTES && !response.destroyed) {
      const chunk = `${index === 0 ? '{"products": [' : ','}${JSON.stringify({ handle: `huge-${index}`, title: `Huge ${index}`, body_html: description })}`;
      index += 1;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end(']}');
  };
  response.on('close', () => {
    index = Number.POSITIVE_INFINITY;
  });
  write();
}
