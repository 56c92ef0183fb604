import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServers } from '../scripts/servers/index.ts';
import { CategoryProposalsRepository } from '../services/core/intake/category-proposals.repository.ts';
import { DraftsRepository } from '../services/core/intake/drafts.repository.ts';
import { SOURCE_LIMITS, SourceFetcher } from '../services/core/intake/fetching/source-fetcher.ts';
import { IntakeImports } from '../services/core/intake/imports.ts';
import { IntakeJobsRepository } from '../services/core/intake/intake-jobs.repository.ts';
import { webhookTargetPolicy } from '../services/core/webhooks/target-policy.ts';
import { systemClock } from '../shared/clock.ts';
import { newId } from '../shared/ids.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { testConfig } from '../test/support/root-hooks.ts';
import { positiveIntegerEnv } from './support/load.ts';

/**
 * `npm run bench:intake`: the structured import of a BENCH_ITEMS-item products feed (`/products.json` shape) served
 * on loopback, through IntakeImports (fetch, parse, map onto the facets, one draft per item, gap reports), versus a
 * raw baseline in the same run (fetch, JSON.parse, insertMany of the same items); items/s and the high-water mark
 * of the process's memory above where each phase started. The production fetch limit (2 MiB) refuses a feed this
 * large, so the import's fetcher here takes 64 MiB.
 */
const itemCount = positiveIntegerEnv('BENCH_ITEMS', 10_000);
const SAMPLE_EVERY_MS = 5;

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

interface Phase {
  seconds: number;
  itemsPerSecond: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

/** Runs `work`, sampling memory meanwhile; the peaks are above what the process used when the phase began. */
async function measured(work: () => Promise<void>): Promise<Phase> {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, SAMPLE_EVERY_MS);
  const began = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - began) / 1000;
  const mib = (bytes: number) => bytes / 1024 / 1024;
  return { seconds, itemsPerSecond: itemCount / seconds, peakRssMiB: mib(peakRss - start.rss), peakHeapMiB: mib(peakHeap - start.heapUsed) };
}

async function main(): Promise<void> {
  const feed = Buffer.from(JSON.stringify({ products: Array.from({ length: itemCount }, (_, index) => product(index)) }));
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/products.json`;
  const servers = await startServers({ mode: 'test' });
  const config = testConfig(servers, { logLevel: 'warn' });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  try {
    const db = mongo.db;
    const jobs = new IntakeJobsRepository(db);
    await jobs.ensureIndexes();
    const imports = new IntakeImports({
      jobs,
      drafts: new DraftsRepository(db),
      proposals: new CategoryProposalsRepository(db),
      fetcher: new SourceFetcher({ targets: webhookTargetPolicy(config), limits: { ...SOURCE_LIMITS, maxBytes: 64 * 1024 * 1024 } }),
      clock: systemClock,
      logger: createLogger('warn', 'bench'),
    });
    const raw = await measured(async () => {
      const parsed = JSON.parse(await (await fetch(url)).text()) as { products: Array<Record<string, unknown>> };
      const collection = db.collection('bench_raw_items');
      for (let start = 0; start < parsed.products.length; start += 1000) {
        await collection.insertMany(parsed.products.slice(start, start + 1000).map((item) => ({ _id: newId('drf') as never, ...item })));
      }
    });
    let drafts = 0;
    const imported = await measured(async () => {
      const job = await imports.importStructured(newId('acc'), { kind: 'products-json', url, currency: 'EUR' });
      if (job.status === 'failed') throw new Error(`the import failed: ${JSON.stringify(job.error)}`);
      drafts = job.draftIds.length;
    });
    console.log(`structured import of a ${itemCount}-item products feed (${(feed.length / 1024 / 1024).toFixed(1)} MiB) served on loopback`);
    for (const [label, phase] of [['raw parse+insert', raw], ['import', imported]] as const) {
      console.log(`${label.padEnd(17)} ${phase.seconds.toFixed(2).padStart(6)} s ${phase.itemsPerSecond.toFixed(0).padStart(7)} items/s  memory high-water +${phase.peakRssMiB.toFixed(0)} MiB RSS, +${phase.peakHeapMiB.toFixed(0)} MiB heap`);
    }
    console.log(`import/raw: ${(imported.itemsPerSecond / raw.itemsPerSecond).toFixed(2)}x items/s; drafts stored: ${drafts}`);
    if (drafts !== itemCount) process.exitCode = 1;
  } finally {
    await mongo.db.dropDatabase();
    await mongo.client.close();
    await servers.stop();
    server.close();
  }
}

await main();
