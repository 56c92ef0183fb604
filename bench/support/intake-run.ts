import { loadConfig } from '../../shared/config.ts';
import { newId } from '../../shared/ids.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { startSystem } from '../../services/system.ts';

/**
 * One measured import in a process of its own (bench/intake.ts starts it), so that the memory figures are this
 * import's: BENCH_PATH `api` runs the whole service and imports the feed at BENCH_FEED_URL through
 * POST /v1/intake/import-structured; `raw` fetches it, JSON.parses it whole and insertMany's its products. Prints
 * one JSON line: seconds, items stored, RSS before, and the high-water marks of RSS and heap while it ran.
 */
const SAMPLE_EVERY_MS = 5;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function measured(work: () => Promise<number>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, SAMPLE_EVERY_MS);
  const began = performance.now();
  try {
    const items = await work();
    return {
      seconds: (performance.now() - began) / 1000,
      items,
      rssBeforeMiB: mib(before.rss),
      peakRssMiB: mib(peakRss),
      peakHeapMiB: mib(peakHeap),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function throughApi(feedUrl: string): Promise<number> {
  const config = loadConfig(process.env);
  const system = await startSystem({ config, logger: createLogger('warn', 'bench') });
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${system.url}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return (await response.json()) as { result: any };
    };
    const { result: account } = await post('/v1/auth/register', {
      email: `bench-${newId('acc')}@example.test`,
      password: 'bench-password',
    });
    const figures = await measured(async () => {
      const { result: job } = await post(
        '/v1/intake/import-structured',
        { kind: 'products-json', url: feedUrl, currency: 'EUR' },
        account.token,
      );
      if (job?.status === 'failed' || !job?.draftIds)
        throw new Error(`the import failed: ${JSON.stringify(job?.error ?? job)}`);
      return job.draftIds.length as number;
    });
    return report(figures);
  } finally {
    await system.stop();
  }
}

async function raw(feedUrl: string): Promise<number> {
  const mongo = await connectMongo(process.env.MONGODB_URL!, process.env.MONGODB_DATABASE!);
  try {
    const figures = await measured(async () => {
      const parsed = JSON.parse(await (await fetch(feedUrl)).text()) as { products: Array<Record<string, unknown>> };
      const collection = mongo.db.collection('bench_raw_items');
      for (let start = 0; start < parsed.products.length; start += 1000) {
        await collection.insertMany(
          parsed.products.slice(start, start + 1000).map((item) => ({ _id: newId('drf') as never, ...item })),
        );
      }
      return parsed.products.length;
    });
    return report(figures);
  } finally {
    await mongo.client.close();
  }
}

function report(figures: Awaited<ReturnType<typeof measured>>): number {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  return figures.items;
}

const feedUrl = process.env.BENCH_FEED_URL!;
await (process.env.BENCH_PATH === 'raw' ? raw(feedUrl) : throughApi(feedUrl));
