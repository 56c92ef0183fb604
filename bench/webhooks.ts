import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from 'mongodb';
import { Agent, request } from 'undici';
import { startServers } from '../scripts/servers/index.ts';
import { OutboxRepository } from '../services/core/outbox/outbox.repository.ts';
import { eventRecord } from '../services/core/outbox/types.ts';
import { startSystem } from '../services/system.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { benchConfig } from './support/bench-config.ts';
import { DeliveryBreakdown } from './support/delivery-breakdown.ts';
import { positiveIntegerEnv } from './support/load.ts';
import { percentile } from './support/figures.ts';
import { untilVocabularyEmbedded } from './support/warm-up.ts';

/**
 * `npm run bench:webhooks`: webhook fan-out through the whole in-process system (outbox append → dispatcher →
 * deliveries inserted in batches → first attempts straight from the dispatcher, signed undici POSTs over kept-alive
 * connections → logged attempts) to a receiver in a process of its own (bench/support/webhook-receiver.ts), against
 * raw undici POSTs of the same body to the same receiver, in the same run, for as long as the fan-out took. Prints
 * deliveries/s, p50/p99 from an event's append to each receipt, the RSS of this process (the whole system) at its
 * peak, and where a delivery's time goes (the spans the dispatcher and the deliverer time through an injected DeliveryTimings).
 */
const subscriptions = positiveIntegerEnv('BENCH_SUBSCRIPTIONS', 100);
const events = positiveIntegerEnv('BENCH_EVENTS', 100);
const rawConcurrency = positiveIntegerEnv('BENCH_RAW_CONCURRENCY', 32);
const deliveries = subscriptions * events;

interface Receiver {
  url: string;
  /** Deliveries received so far, by path. */
  counts(): Promise<Record<string, number>>;
  /** Every receipt's time from its event's append, sorted. */
  latenciesMs(): Promise<number[]>;
  stop(): Promise<void>;
}

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const config = benchConfig(servers);
    const receiver = await startReceiver();
    const breakdown = new DeliveryBreakdown();
    const system = await startSystem({
      config,
      logger: createLogger(config.logLevel, 'bench'),
      deliveryTimings: breakdown,
    });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    try {
      await untilVocabularyEmbedded(system.url);
      const accountId = await subscribeMany(system.url, `${receiver.url}/fan-out`);
      const fanOut = await measureFanOut(new OutboxRepository(mongo.db), accountId, receiver);
      const loggedSeconds = await untilLogged(mongo.db, fanOut.startedAt);
      const raw = await measureRaw(
        `${receiver.url}/raw`,
        JSON.stringify({
          event: 'credit.granted',
          payload: { accountId, credits: 1 },
          sent_at: new Date().toISOString(),
        }),
        fanOut.seconds,
      );
      const retries = await mongo.db.collection('agenda_jobs').countDocuments({ name: 'deliver-webhook' });
      report({ ...fanOut, loggedSeconds, raw, retries });
      breakdown.print(deliveries, fanOut.process);
    } finally {
      await system.stop();
      await mongo.db.dropDatabase();
      await mongo.client.close();
      await receiver.stop();
    }
  } finally {
    await servers.stop();
  }
}

async function startReceiver(): Promise<Receiver> {
  const child: ChildProcess = fork(new URL('./support/webhook-receiver.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  return {
    url,
    async counts() {
      return (await ask<{ counts: Record<string, number> }>(child, 'counts')).counts;
    },
    async latenciesMs() {
      return (await ask<{ latenciesMs: number[] }>(child, 'latencies')).latenciesMs;
    },
    async stop() {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}

async function ask<T>(child: ChildProcess, question: string): Promise<T> {
  const answer = once(child, 'message') as Promise<[T]>;
  child.send(question);
  return (await answer)[0];
}

async function api(baseUrl: string, path: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { result: unknown };
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status} ${JSON.stringify(json)}`);
  return json.result;
}

/** One account with `subscriptions` subscriptions to credit.granted, created through the API. */
async function subscribeMany(baseUrl: string, url: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.test`;
  const { account, token } = await api(baseUrl, '/v1/auth/register', {
    email,
    password: `pw-${randomBytes(8).toString('hex')}`,
    displayName: 'bench',
  });
  for (let index = 0; index < subscriptions; index += 1)
    await api(baseUrl, '/v1/webhooks', { url, events: ['credit.granted'] }, token);
  return account.id as string;
}

interface FanOutFigures {
  startedAt: number;
  seconds: number;
  latenciesMs: number[];
  peakRssBytes: number;
  /** This process (the whole system) from the first append to the last receipt. */
  process: { wallMs: number; cpuMs: number; eventLoopUtilization: number };
}

/** Appends `events` events for the account, each carrying when it was appended, and times until the receiver has every delivery. */
async function measureFanOut(outbox: OutboxRepository, accountId: string, receiver: Receiver): Promise<FanOutFigures> {
  let peakRssBytes = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)), 100);
  const startedAt = performance.now();
  const cpuAtStart = process.cpuUsage();
  const loopAtStart = performance.eventLoopUtilization();
  for (let index = 0; index < events; index += 1) {
    const payload = {
      accountId,
      credits: 1,
      balance: index + 1,
      reason: 'bench',
      entryId: `cle_bench_${index}`,
      appendedAt: Date.now(),
    };
    await outbox.append(eventRecord('credit.granted', payload, { audience: [accountId], now: new Date() }));
  }
  const deadline = Date.now() + 10 * 60_000;
  try {
    for (;;) {
      const received = (await receiver.counts())['/fan-out'] ?? 0;
      if (received >= deliveries) {
        const wallMs = performance.now() - startedAt;
        const cpu = process.cpuUsage(cpuAtStart);
        const eventLoopUtilization = performance.eventLoopUtilization(loopAtStart).utilization;
        return {
          startedAt,
          seconds: wallMs / 1000,
          latenciesMs: await receiver.latenciesMs(),
          peakRssBytes,
          process: { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, eventLoopUtilization },
        };
      }
      if (Date.now() > deadline) throw new Error(`only ${received} of ${deliveries} deliveries arrived`);
      await pause(20);
    }
  } finally {
    clearInterval(sampler);
  }
}

/** Seconds from the first append until every delivery has its attempt logged as succeeded. */
/** A delivery is stored with its first attempt logged, so all are logged once all are stored. */
async function untilLogged(db: Db, startedAt: number): Promise<number> {
  while ((await db.collection('webhook_deliveries').estimatedDocumentCount()) < deliveries) await pause(50);
  return (performance.now() - startedAt) / 1000;
}

/**
 * POSTs of a delivery body straight from undici with `rawConcurrency` in flight, for as long as the fan-out took (at
 * least `deliveries` of them), so that both rates are measured over windows of the same length: the same count
 * lasted ~1 s, too short to be stable on a shared machine.
 */
async function measureRaw(url: string, body: string, seconds: number): Promise<RawFigures> {
  const agent = new Agent({ connections: rawConcurrency });
  let posts = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: rawConcurrency }, async () => {
      while (posts < deliveries || performance.now() < until) {
        posts += 1;
        const response = await request(url, {
          dispatcher: agent,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.body.dump();
      }
    }),
  );
  const rawSeconds = (performance.now() - started) / 1000;
  await agent.close();
  return { posts, seconds: rawSeconds };
}

interface RawFigures {
  posts: number;
  seconds: number;
}

function report(figures: FanOutFigures & { loggedSeconds: number; raw: RawFigures; retries: number }): void {
  const fanOutRate = deliveries / figures.seconds;
  const rawRate = figures.raw.posts / figures.raw.seconds;
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `${events} events x ${subscriptions} subscriptions = ${deliveries} deliveries to a loopback receiver in its own process; FerretDB on SQLite; the system in one process`,
  );
  console.log(
    `fan-out  ${fanOutRate.toFixed(1).padStart(9)} deliveries/s  (${figures.seconds.toFixed(2)} s from the first append to the last receipt)`,
  );
  console.log(
    `         event -> receipt p50 ${percentile(figures.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(figures.latenciesMs, 99).toFixed(0)} ms`,
  );
  console.log(
    `         every attempt logged after ${figures.loggedSeconds.toFixed(2)} s; retry jobs scheduled: ${figures.retries}; peak RSS ${mib(figures.peakRssBytes)} MiB`,
  );
  console.log(
    `raw      ${rawRate.toFixed(1).padStart(9)} POSTs/s       (${figures.raw.posts} in ${figures.raw.seconds.toFixed(2)} s, as long as the fan-out; undici, ${rawConcurrency} in flight)`,
  );
  console.log(`fan-out/raw: ${(fanOutRate / rawRate).toFixed(3)}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
