import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { startServers } from '../scripts/servers/index.ts';
import { startSystem } from '../services/system.ts';
import { newId } from '../shared/ids.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { benchConfig } from './support/bench-config.ts';
import { ascending, percentile } from './support/figures.ts';
import { measure, positiveIntegerEnv, type LoadOptions } from './support/load.ts';
import { untilVocabularyEmbedded } from './support/warm-up.ts';

/**
 * `npm run bench:deals`: deal creation (POST /v1/deals by a buyer's session: authentication, validation, the
 * counterparty lookup, the deal insert and its `deal.created` outbox record) through the whole in-process
 * system, versus a raw MongoDB insertOne of a deal-shaped document with the same concurrency, in one run. The two
 * alternate in rounds (each round starting with the other side), so that a machine whose speed drifts moves both
 * alike; the ratio reported is the median of the rounds' ratios.
 */
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 20),
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 5),
};
const rounds = positiveIntegerEnv('BENCH_ROUNDS', 5);

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const config = benchConfig(servers);
    const system = await startSystem({ config, logger: createLogger(config.logLevel, 'bench') });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    try {
      await untilVocabularyEmbedded(system.url);
      const [buyer, seller] = [await register(system.url, 'buyer'), await register(system.url, 'seller')];
      const body = JSON.stringify({
        counterpartyId: seller.id,
        title: 'Benchmark deal',
        amount: 1000,
        currency: 'EUR',
      });
      const measureRaw = () => rawInsertsPerSecond(mongo.db, buyer.id, seller.id);
      const measureDeals = () =>
        measure(`${system.url}/v1/deals`, load, [
          {
            method: 'POST',
            path: '/v1/deals',
            headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
            body,
          },
        ]);
      console.log(
        `deal creation on loopback: ${load.connections} concurrent callers, ${rounds} rounds of ${load.durationSeconds} s a side after a ${load.warmupSeconds} s warm-up each`,
      );
      const ratios: number[] = [];
      let failures = 0;
      for (let round = 0; round < rounds; round += 1) {
        const rawFirst = round % 2 === 0;
        const raw = rawFirst ? await measureRaw() : 0;
        const deals = await measureDeals();
        const rawRate = rawFirst ? raw : await measureRaw();
        failures += deals.failures;
        ratios.push(rawRate > 0 ? deals.requestsPerSecond / rawRate : Number.NaN);
        console.log(
          `round ${round + 1} (${rawFirst ? 'raw first' : 'deals first'}): raw insertOne ${rawRate.toFixed(0).padStart(6)} docs/s  POST /v1/deals ${deals.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${deals.p50Ms} ms  p99 ${deals.p99Ms} ms  failures ${deals.failures}  ratio ${ratios[round]!.toFixed(2)}x`,
        );
      }
      const sorted = ascending(ratios);
      console.log(
        `gateway/raw: ${percentile(sorted, 50).toFixed(2)}x (median of ${rounds} rounds; ${sorted[0]!.toFixed(2)}-${sorted[sorted.length - 1]!.toFixed(2)}x)`,
      );
      if (failures > 0) process.exitCode = 1;
    } finally {
      // The system first: its workers read the database until they stop.
      await system.stop();
      await mongo.db.dropDatabase();
      await mongo.client.close();
    }
  } finally {
    await servers.stop();
  }
}

async function register(baseUrl: string, label: string): Promise<{ id: string; token: string }> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.test`;
  const response = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: `pw-${randomBytes(8).toString('hex')}`, displayName: label }),
  });
  const body = (await response.json()) as { result: { account: { id: string }; token: string } };
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return { id: body.result.account.id, token: body.result.token };
}

/** insertOne of deal-shaped documents by `connections` concurrent loops; a warm-up run is discarded. */
async function rawInsertsPerSecond(db: Db, buyerId: string, sellerId: string): Promise<number> {
  const collection = db.collection('bench_raw_deals');
  const run = async (seconds: number): Promise<number> => {
    const until = Date.now() + seconds * 1000;
    let inserted = 0;
    await Promise.all(
      Array.from({ length: load.connections }, async () => {
        while (Date.now() < until) {
          const now = new Date();
          await collection.insertOne({
            _id: newId('dea') as never,
            buyerId,
            sellerId,
            title: 'Benchmark deal',
            amount: 1000,
            currency: 'EUR',
            status: 'created',
            version: 0,
            history: [{ sequence: 0, at: now, to: 'created' }],
            createdAt: now,
            updatedAt: now,
          });
          inserted += 1;
        }
      }),
    );
    return inserted / seconds;
  };
  await run(load.warmupSeconds);
  return run(load.durationSeconds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
