import { randomBytes } from 'node:crypto';
import type { Collection, Db, Document } from 'mongodb';
import { startServers } from '../scripts/servers/index.ts';
import { startSystem } from '../services/system.ts';
import { newId } from '../shared/ids.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { benchConfig } from './support/bench-config.ts';
import { startDealFloor, type DealFloor } from './support/deal-floor.ts';
import { ascending, percentile } from './support/figures.ts';
import { measure, positiveIntegerEnv, type LoadOptions, type LoadResult } from './support/load.ts';
import { listeningProcess, processCpuSeconds } from './support/process-cpu.ts';
import { untilEventsFannedOut, untilVocabularyEmbedded } from './support/warm-up.ts';

/**
 * `npm run bench:deals`: deal creation (POST /v1/deals by a buyer's session: authentication, validation, the
 * counterparty lookup, the deal insert carrying its `deal.created` event) through the whole in-process system, versus
 * raw MongoDB insertOne calls of a deal-shaped document with the same concurrency, in one run: into a collection with
 * only `_id` (the issue's yardstick) and into one with the indexes every deal insert maintains; and versus the least a
 * deal creation over HTTP can do (bench/support/deal-floor.ts: the session check and one insert of a stored deal's
 * copy). The sides take turns in rounds (each round starting one side further on), so that a machine whose speed
 * drifts moves all alike; each side starts once the webhook dispatcher has fanned out the events of the sides before
 * (on FerretDB, which applies no limit to a filtered query, its catch-up reads return the whole backlog and would slow
 * the next side).
 * The ratios reported are the medians of the rounds' ratios. Beside the rates, each side's database CPU for each
 * document it wrote (where the database server is a process of this machine): less moved by a busy machine than the
 * rates, and it shows what a deal asks of the database beyond its insert. And this process's CPU for each: the
 * driver's calls for a raw insert, the whole system (gateway, core, workers) for a deal; the load generator of the
 * deals runs in a process of its own.
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
    let dealFloor: DealFloor | undefined;
    try {
      await untilVocabularyEmbedded(system.url);
      const [buyer, seller] = [await register(system.url, 'buyer'), await register(system.url, 'seller')];
      const body = JSON.stringify({
        counterpartyId: seller.id,
        title: 'Benchmark deal',
        amount: 1000,
        currency: 'EUR',
      });
      let failures = 0;
      let lastDeals: LoadResult | undefined;
      const measureDeals = async () => {
        const result = await measure(`${system.url}/v1/deals`, load, [dealRequest(buyer.token, body)]);
        failures += result.failures;
        lastDeals = result;
        return result.requestsPerSecond;
      };
      const indexedLikeDeals = await withIndexesOfDeals(mongo.db, 'bench_raw_indexed_deals');
      const floorDeals = await withIndexesOfDeals(mongo.db, 'bench_floor_deals');
      const floor = (dealFloor = await startDealFloor({
        jwtSecret: config.jwtSecret,
        db: mongo.db,
        template: await oneDealStored(system.url, buyer.token, body, mongo.db),
        into: floorDeals,
      }));
      const measureFloor = async () => {
        const result = await measure(`${floor.url}/v1/deals`, load, [dealRequest(buyer.token, body)]);
        failures += result.failures;
        return result.requestsPerSecond;
      };
      const rawDeals = mongo.db.collection('bench_raw_deals');
      const sides: { name: Side; writes: Collection; perSecond: () => Promise<number> }[] = [
        { name: 'raw', writes: rawDeals, perSecond: () => rawInsertsPerSecond(rawDeals, buyer.id, seller.id) },
        { name: 'deals', writes: mongo.db.collection('deals'), perSecond: measureDeals },
        { name: 'floor', writes: floorDeals, perSecond: measureFloor },
        {
          name: 'raw indexed',
          writes: indexedLikeDeals,
          perSecond: () => rawInsertsPerSecond(indexedLikeDeals, buyer.id, seller.id),
        },
      ];
      const database = listeningProcess(config.mongodbUrl);
      /**
       * A side's rate, and the database server's CPU for each document it wrote (warm-up included), counted until the
       * webhook dispatcher has fanned out the side's events: their fan-out is part of what a deal costs.
       */
      const run = async (side: (typeof sides)[number]) => {
        const documentsBefore = await side.writes.estimatedDocumentCount();
        const cpuBefore = await processCpuSeconds(database);
        const ownCpuBefore = process.cpuUsage();
        const perSecond = await side.perSecond();
        await untilEventsFannedOut(mongo.db);
        const cpuAfter = await processCpuSeconds(database);
        const ownCpu = process.cpuUsage(ownCpuBefore);
        const written = (await side.writes.estimatedDocumentCount()) - documentsBefore;
        if (written === 0) throw new Error(`the ${side.name} side wrote no document`);
        const cpuMs = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / written;
        return { perSecond, cpuMs, ownCpuMs: (ownCpu.user + ownCpu.system) / 1000 / written };
      };
      console.log(
        `deal creation on loopback: ${load.connections} concurrent callers, ${rounds} rounds of ${load.durationSeconds} s a side after a ${load.warmupSeconds} s warm-up each; ` +
          `raw = insertOne of a deal-shaped document into a collection with only _id, raw indexed = into one with the deals collection's indexes, ` +
          `floor = POST /v1/deals to express doing only the session check and the insert of a stored deal's copy (bench/support/deal-floor.ts)`,
      );
      const ratios = new Map(COMPARED.map((pair) => [pair, [] as number[]]));
      const cpuRatios = new Map(COMPARED.map((pair) => [pair, [] as number[]]));
      await untilEventsFannedOut(mongo.db);
      for (let round = 0; round < rounds; round += 1) {
        // Each round starts one side further on, so that none always runs first or right after another.
        const figures = {} as Record<Side, Awaited<ReturnType<typeof run>>>;
        for (let step = 0; step < sides.length; step += 1) {
          const side = sides[(round + step) % sides.length]!;
          figures[side.name] = await run(side);
        }
        for (const pair of COMPARED) {
          const [side, yardstick] = [figures[pair[0]], figures[pair[1]]];
          ratios.get(pair)!.push(side.perSecond / yardstick.perSecond);
          if (side.cpuMs !== null && yardstick.cpuMs !== null) cpuRatios.get(pair)!.push(side.cpuMs / yardstick.cpuMs);
        }
        const { raw, deals, 'raw indexed': rawIndexed, floor: floorSide } = figures;
        const perDocument = (cpuMs: (side: (typeof figures)[Side]) => number | null) =>
          SIDES.map((side) => `${side} ${cpuMs(figures[side])?.toFixed(2)}`).join(', ');
        console.log(
          `round ${round + 1}: raw insertOne ${raw.perSecond.toFixed(0).padStart(5)} docs/s  raw indexed ${rawIndexed.perSecond.toFixed(0).padStart(5)} docs/s  ` +
            `floor ${floorSide.perSecond.toFixed(0).padStart(4)} req/s  ` +
            `POST /v1/deals ${deals.perSecond.toFixed(0).padStart(4)} req/s  p50 ${lastDeals!.p50Ms} ms  p99 ${lastDeals!.p99Ms} ms  failures ${lastDeals!.failures}  ` +
            COMPARED.map((pair) => `${pair.join(' ÷ ')} ${ratios.get(pair)![round]!.toFixed(2)}x`).join('  ') +
            (deals.cpuMs === null ? '' : `  database CPU ms a document: ${perDocument((side) => side.cpuMs)}`) +
            `  this process's CPU ms a document: ${perDocument((side) => side.ownCpuMs)}`,
        );
      }
      const summary = (values: number[]) => {
        const sorted = ascending(values);
        return `${percentile(sorted, 50).toFixed(2)}x (median of ${values.length} rounds; ${sorted[0]!.toFixed(2)}-${sorted[sorted.length - 1]!.toFixed(2)}x)`;
      };
      for (const [[side, yardstick], values] of ratios) console.log(`${side}/${yardstick}: ${summary(values)}`);
      for (const [[side, yardstick], values] of cpuRatios)
        if (values.length > 0) console.log(`database CPU a ${side} document ÷ a ${yardstick} one: ${summary(values)}`);
      if (failures > 0) process.exitCode = 1;
    } finally {
      await dealFloor?.stop();
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

const SIDES = ['raw', 'raw indexed', 'floor', 'deals'] as const;
type Side = (typeof SIDES)[number];

/** The ratios printed: a side's rate (and database CPU a document) against a yardstick's in the same round. */
const COMPARED: readonly (readonly [Side, Side])[] = [
  ['deals', 'raw'],
  ['deals', 'raw indexed'],
  ['deals', 'floor'],
  ['floor', 'raw'],
];

function dealRequest(token: string, body: string) {
  return {
    method: 'POST' as const,
    path: '/v1/deals',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  };
}

/** A deal as the service stores it (its embedded `deal.created` included), created through the API. */
async function oneDealStored(baseUrl: string, token: string, body: string, db: Db): Promise<Document> {
  const { method, headers } = dealRequest(token, body);
  const response = await fetch(`${baseUrl}/v1/deals`, { method, headers, body });
  const created = (await response.json()) as { result: { id: string } };
  if (response.status !== 201) throw new Error(`POST /v1/deals answered ${response.status}`);
  const deal = await db.collection<{ _id: string }>('deals').findOne({ _id: created.result.id });
  if (!deal) throw new Error(`deal ${created.result.id} was created but is not stored`);
  return deal;
}

/** A collection with the deals collection's indexes, which every deal insert maintains. */
async function withIndexesOfDeals(db: Db, name: string): Promise<Collection> {
  const collection = db.collection(name);
  for (const { key, name: indexName, v: _version, ...options } of await db.collection('deals').indexes())
    if (indexName !== '_id_') await collection.createIndex(key, { ...options, name: indexName! });
  return collection;
}

/** insertOne of deal-shaped documents by `connections` concurrent loops; a warm-up run is discarded. */
async function rawInsertsPerSecond(collection: Collection, buyerId: string, sellerId: string): Promise<number> {
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
            announcedAt: now,
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
