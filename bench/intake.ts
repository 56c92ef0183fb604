import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServers } from '../scripts/servers/index.ts';
import { connectMongo } from '../shared/mongo.ts';
import { ratio } from './support/figures.ts';

/**
 * `npm run bench:intake`: the structured import of a products feed (`/products.json` shape) served on loopback,
 * through the API (POST /v1/intake/import-structured on the whole service: fetch, stream-parse, map onto the facets,
 * one draft per item with its gap report, drafts inserted in batches) versus a raw baseline in the same run (fetch,
 * JSON.parse of the whole feed, insertMany of its products), each in a process of its own (bench/support/intake-run.ts)
 * so that its memory figures are its own. Feeds of several sizes (BENCH_SIZES, default 1,000, 10,000 and 40,000
 * items) show whether the importing process's memory grows with the feed. Each process runs with a fixed heap limit
 * (HEAP_LIMIT_MIB, well above what the service needs) so that V8 collects garbage instead of growing its heap lazily:
 * what remains of the RSS growth is what the import holds.
 */
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,40000').split(',').map(Number);
const HEAP_LIMIT_MIB = 256;
const run = promisify(execFile);

function product(index: number) {
  return {
    id: 100_000 + index,
    handle: `item-${index}`,
    title: `Refurbished laptop ${index} with 16 GB RAM`,
    vendor: 'Benchmark Store',
    product_type: 'Laptop',
    body_html: `<p>Refurbished notebook number ${index}: <strong>16 GB RAM</strong>, 512 GB SSD, 14 inch display, one year warranty.</p>`,
    tags: ['laptop', 'refurbished'],
    variants: [{ id: index, price: `${(300 + (index % 500)).toFixed(2)}`, sku: `SKU-${index}` }],
    images: [{ src: `https://cdn.example.test/item-${index}.jpg` }],
  };
}

/** The feed of `count` products, generated as the client reads it (the server holds none of it). */
function serveFeed(response: ServerResponse, count: number): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  let index = 0;
  const write = () => {
    while (index < count) {
      const chunk = `${index === 0 ? '{"products":[' : ','}${JSON.stringify(product(index))}`;
      index += 1;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    response.end(count === 0 ? '{"products":[]}' : ']}');
  };
  write();
}

interface Figures {
  seconds: number;
  items: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

async function main(): Promise<void> {
  const feeds = createServer((request, response) =>
    serveFeed(response, Number(new URL(request.url ?? '/', 'http://feed.invalid').searchParams.get('count'))),
  );
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  const feedUrl = (count: number) =>
    `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/products.json?count=${count}`;
  const servers = await startServers({ mode: 'test' });
  const database = `bench_intake_${randomBytes(4).toString('hex')}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
    MONGODB_URL: servers.mongodbUrl,
    MONGODB_DATABASE: database,
    ELASTICSEARCH_URL: servers.elasticsearchUrl,
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  };
  const measure = async (path: 'api' | 'raw', count: number): Promise<Figures> => {
    const script = fileURLToPath(new URL('./support/intake-run.ts', import.meta.url));
    const { stdout } = await run(
      process.execPath,
      ['--expose-gc', `--max-old-space-size=${HEAP_LIMIT_MIB}`, '--import', 'tsx', script],
      {
        env: { ...env, BENCH_PATH: path, BENCH_FEED_URL: feedUrl(count) },
        maxBuffer: 1024 * 1024,
      },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
  };
  try {
    const results: Array<{ path: 'api' | 'raw'; count: number; figures: Figures }> = [];
    for (const count of sizes) {
      for (const path of ['raw', 'api'] as const) results.push({ path, count, figures: await measure(path, count) });
    }
    console.log('structured import of a products feed served on loopback; each run in a process of its own');
    console.log('items   path  seconds  items/s  RSS before  RSS peak  RSS growth  heap peak');
    for (const { path, count, figures } of results) {
      const growth = figures.peakRssMiB - figures.rssBeforeMiB;
      console.log(
        `${String(count).padStart(6)}  ${path.padEnd(4)} ${figures.seconds.toFixed(2).padStart(8)} ${(figures.items / figures.seconds).toFixed(0).padStart(8)}` +
          `  ${figures.rssBeforeMiB.toFixed(0).padStart(7)} MiB ${figures.peakRssMiB.toFixed(0).padStart(5)} MiB ${`+${growth.toFixed(0)}`.padStart(7)} MiB ${figures.peakHeapMiB.toFixed(0).padStart(6)} MiB`,
      );
      if (figures.items !== count) process.exitCode = 1;
    }
    const at = (path: 'api' | 'raw', count: number) =>
      results.find((result) => result.path === path && result.count === count)!.figures;
    const largest = sizes.at(-1)!;
    const rate = (figures: Figures) => figures.items / figures.seconds;
    const growth = (path: 'api' | 'raw') =>
      sizes.map((count) => `+${(at(path, count).peakRssMiB - at(path, count).rssBeforeMiB).toFixed(0)}`).join(' → ');
    console.log(`api/raw items/s at ${largest} items: ${ratio(rate(at('api', largest)), rate(at('raw', largest)))}`);
    console.log(`RSS growth over ${sizes.join(' / ')} items (MiB): api ${growth('api')}, raw ${growth('raw')}`);
  } finally {
    const mongo = await connectMongo(servers.mongodbUrl, database);
    await mongo.db.dropDatabase();
    await mongo.client.close();
    await servers.stop();
    feeds.close();
  }
}

await main();
