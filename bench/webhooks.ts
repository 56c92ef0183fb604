import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { startServers } from '../scripts/servers/index.ts';
import { OutboxRepository } from '../services/core/outbox/outbox.repository.ts';
import { eventRecord } from '../services/core/outbox/types.ts';
import { startSystem } from '../services/system.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { close, listen } from '../shared/process/listen.ts';
import { testConfig } from '../test/support/root-hooks.ts';
import { positiveIntegerEnv } from './support/load.ts';

/**
 * `npm run bench:webhooks`: webhook fan-out through the whole in-process system (outbox → dispatcher →
 * deliveries → persisted Agenda jobs → signed undici POSTs → logged attempts) to a local receiver, against
 * the same number of raw undici POSTs of the same bodies to the same receiver, in the same run.
 */
const subscriptions = positiveIntegerEnv('BENCH_SUBSCRIPTIONS', 20);
const events = positiveIntegerEnv('BENCH_EVENTS', 5);
const rawConcurrency = positiveIntegerEnv('BENCH_RAW_CONCURRENCY', 10);
const deliveries = subscriptions * events;

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const config = testConfig(servers, { logLevel: 'warn' });
    const receiver = await startReceiver();
    const system = await startSystem({ config, logger: createLogger(config.logLevel, 'bench') });
    const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
    try {
      const accountId = await subscribeMany(system.url, `${receiver.url}/fan-out`);
      const fanOutSeconds = await measureFanOut(new OutboxRepository(mongo.db), accountId, receiver);
      const rawSeconds = await measureRaw(`${receiver.url}/raw`, receiver.lastBody);
      report(fanOutSeconds, rawSeconds);
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

interface BenchReceiver {
  url: string;
  count(path: string): number;
  lastBody: string;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<BenchReceiver> {
  const counts = new Map<string, number>();
  const receiver: BenchReceiver = { url: '', count: (path) => counts.get(path) ?? 0, lastBody: '', stop: () => close(server) };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.lastBody = Buffer.concat(chunks).toString('utf8');
      counts.set(req.url ?? '/', (counts.get(req.url ?? '/') ?? 0) + 1);
      res.writeHead(200).end();
    });
  });
  receiver.url = await listen(server, '127.0.0.1', 0);
  return receiver;
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
  const { account, token } = await api(baseUrl, '/v1/auth/register', { email, password: `pw-${randomBytes(8).toString('hex')}`, displayName: 'bench' });
  for (let index = 0; index < subscriptions; index += 1) await api(baseUrl, '/v1/webhooks', { url, events: ['credit.granted'] }, token);
  return account.id as string;
}

/** Appends `events` events for the account and times until the receiver has every delivery. */
async function measureFanOut(outbox: OutboxRepository, accountId: string, receiver: BenchReceiver): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < events; index += 1) {
    const payload = { accountId, credits: 1, balance: index + 1, reason: 'bench', entryId: `cle_bench_${index}` };
    await outbox.append(eventRecord('credit.granted', payload, { audience: [accountId], now: new Date() }));
  }
  const deadline = Date.now() + 10 * 60_000;
  while (receiver.count('/fan-out') < deliveries) {
    if (Date.now() > deadline) throw new Error(`only ${receiver.count('/fan-out')} of ${deliveries} deliveries arrived`);
    await pause(10);
  }
  return (performance.now() - started) / 1000;
}

/** The same number of POSTs of a delivery body, straight from undici with `rawConcurrency` in flight. */
async function measureRaw(url: string, body: string): Promise<number> {
  const agent = new Agent();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: rawConcurrency }, async () => {
      while (next < deliveries) {
        next += 1;
        const response = await request(url, { dispatcher: agent, method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.body.dump();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await agent.close();
  return seconds;
}

function report(fanOutSeconds: number, rawSeconds: number): void {
  const fanOutRate = deliveries / fanOutSeconds;
  const rawRate = deliveries / rawSeconds;
  console.log(`${events} events x ${subscriptions} subscriptions = ${deliveries} deliveries to a loopback receiver; FerretDB on SQLite; one process`);
  console.log(`fan-out  ${fanOutRate.toFixed(1).padStart(9)} deliveries/s  (${fanOutSeconds.toFixed(2)} s, outbox append to last receipt)`);
  console.log(`raw      ${rawRate.toFixed(1).padStart(9)} POSTs/s       (${rawSeconds.toFixed(2)} s, undici, ${rawConcurrency} in flight)`);
  console.log(`fan-out/raw: ${(fanOutRate / rawRate).toFixed(3)}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
