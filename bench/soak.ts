import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { Agent, request } from 'undici';
import { ProviderTrustRepository } from '../services/core/listings/provider-trust.repository.ts';
import { OUTBOX_CONSUMERS } from '../services/core/outbox/outbox-pruning.ts';
import { close, listen } from '../shared/process/listen.ts';
import { positiveIntegerEnv } from './support/load.ts';
import { consumerLag } from './support/outbox-lag.ts';
import { ascending, percentile } from './support/figures.ts';

/**
 * `npm run bench:soak`: SOAK_MINUTES (10) of mixed reads and writes at a fixed rate (SOAK_RATE operations per
 * second, 5; a deal counts as one operation of five calls) against the service started as `npm start` composes it
 * (bench/support/soak-service.ts, a process of its own), or against MARKETPLACE_URL (then SOAK_SERVICE_PID for its RSS and MONGODB_URL/MONGODB_DATABASE for its
 * backlogs). Each operation is a search, a listing create or update, a request and its answer, a deal through its
 * non-money steps (create, propose, approval requested, approved by the human session, applied) or a change of a webhook
 * subscription's events (not its deletion: that deletes its delivery log, an index range on MongoDB but a scan of every delivery on FerretDB); every account's subscription delivers to a loopback receiver. Prints per minute the
 * requests, errors, p50/p99 and the service's RSS; then waits up to SOAK_DRAIN_SECONDS (120) for the outbox and
 * the webhook deliveries to drain. Fails (exit code 1) on any error, a backlog left, or RSS growing more than
 * SOAK_RSS_GROWTH_MB (64) from the second minute to the last.
 */
const minutes = positiveIntegerEnv('SOAK_MINUTES', 10);
const rate = positiveIntegerEnv('SOAK_RATE', 5);
const drainSeconds = positiveIntegerEnv('SOAK_DRAIN_SECONDS', 120);
const rssGrowthMb = positiveIntegerEnv('SOAK_RSS_GROWTH_MB', 64);
const ACCOUNTS = 6;
/** More outbox records than a soak appends: its backlogs are counted whole. */
const UNCAPPED = 1_000_000_000;
const EVENTS = [
  'deal.created',
  'deal.status_changed',
  'approval.requested',
  'approval.decided',
  'listing.created',
  'request.answered',
];

interface Target {
  url: string;
  pid: number | null;
  mongodbUrl: string | null;
  mongodbDatabase: string | null;
  stop(): Promise<void>;
}

interface Account {
  id: string;
  token: string;
}

interface Minute {
  latencies: number[];
  errors: number;
  rssMb: number | null;
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
const minutesSeen: Minute[] = [];
const firstErrors: string[] = [];
let started = 0;

function currentMinute(): Minute {
  const index = Math.floor((performance.now() - started) / 60_000);
  while (minutesSeen.length <= index) minutesSeen.push({ latencies: [], errors: 0, rssMb: null });
  return minutesSeen[index]!;
}

/** One call, timed and counted: an answer other than `expected` (or no answer) is an error. */
async function send(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expected: number; key?: boolean },
): Promise<any> {
  const begin = performance.now();
  const minute = currentMinute();
  try {
    const response = await request(base + path, {
      method: method as 'GET',
      dispatcher: agent,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.key ? { 'idempotency-key': randomBytes(12).toString('hex') } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.body.text();
    minute.latencies.push(performance.now() - begin);
    if (response.statusCode !== options.expected) {
      minute.errors += 1;
      if (firstErrors.length < 10)
        firstErrors.push(`${method} ${path} answered ${response.statusCode}: ${text.slice(0, 300)}`);
      return null;
    }
    return text ? JSON.parse(text).result : null;
  } catch (error) {
    minute.errors += 1;
    if (firstErrors.length < 10) firstErrors.push(`${method} ${path} failed: ${(error as Error).message}`);
    return null;
  }
}

async function startTarget(): Promise<Target> {
  const external = process.env.MARKETPLACE_URL;
  if (external) {
    return {
      url: external.replace(/\/$/, ''),
      pid: process.env.SOAK_SERVICE_PID ? Number(process.env.SOAK_SERVICE_PID) : null,
      mongodbUrl: process.env.MONGODB_URL ?? null,
      mongodbDatabase: process.env.MONGODB_DATABASE ?? null,
      stop: async () => {},
    };
  }
  const entry = fileURLToPath(new URL('./support/soak-service.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('SOAK_READY ')) {
      console.log(line);
      continue;
    }
    const ready = JSON.parse(line.slice('SOAK_READY '.length)) as {
      url: string;
      pid: number;
      mongodbUrl: string;
      mongodbDatabase: string;
    };
    lines.on('line', (more) => console.log(more));
    return {
      ...ready,
      stop: async () => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('the soak service ended before it was ready');
}

function rssMbOf(pid: number | null): number | null {
  if (pid === null) return null;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
}

async function startReceiver(): Promise<{ url: string; received: () => number; stop(): Promise<void> }> {
  let received = 0;
  const server = createServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      received += 1;
      response.writeHead(200).end();
    });
  });
  const url = await listen(server, '127.0.0.1', 0);
  return { url, received: () => received, stop: () => close(server) };
}

/**
 * Records the accounts past the trust gate where the target's database is known, so their listings go live at once
 * (and announce `listing.created`) as an established provider's do; otherwise they wait for review as a new account's.
 */
async function establishProviders(target: Target, accounts: Account[]): Promise<void> {
  if (!target.mongodbUrl || !target.mongodbDatabase) return;
  const client = await MongoClient.connect(target.mongodbUrl);
  try {
    const trust = new ProviderTrustRepository(client.db(target.mongodbDatabase));
    for (const account of accounts) await trust.establish(account.id, new Date());
  } finally {
    await client.close();
  }
}

async function register(base: string, label: string): Promise<Account> {
  const body = {
    email: `${label}-${randomBytes(5).toString('hex')}@example.test`,
    password: `pw-${randomBytes(8).toString('hex')}`,
    displayName: label,
  };
  const result = await send(base, 'POST', '/v1/auth/register', { body, expected: 201 });
  if (!result) throw new Error(`could not register ${label}: ${firstErrors.join('\n')}`);
  return { id: result.account.id, token: result.token };
}

const LISTING = {
  category: 'businesses',
  description: 'Digital services for small firms.',
  facets: { services: ['web-design'], serviceArea: 'Berlin', companySize: '2-10' },
  location: { lat: 52.52, lon: 13.405, city: 'Berlin', country: 'DE' },
};

/** The operations of the mix, in the order each tick takes them; some are several calls in a row. */
function mix(base: string, accounts: Account[], receiverUrl: string) {
  const listings: Array<{ id: string; token: string }> = [];
  const requests: string[] = [];
  /** One more subscription per account, whose events the mix changes back and forth. */
  const spareSubscriptions = new Map<string, { id: string; widened: boolean }>();
  let turn = 0;
  const someone = () => accounts[turn++ % accounts.length]!;
  const other = (than: Account) => accounts[(accounts.indexOf(than) + 1) % accounts.length]!;
  const searches = ['web design', 'plumber Berlin', 'solar', 'translator'];

  const operations: Array<() => Promise<void>> = [
    async () => {
      await send(base, 'POST', '/v1/catalog/search', {
        body: { q: searches[turn++ % searches.length], limit: 20 },
        expected: 200,
      });
    },
    async () => {
      await send(base, 'GET', '/v1/listings?limit=20', { expected: 200 });
    },
    async () => {
      const owner = someone();
      const created = await send(base, 'POST', '/v1/listings', {
        token: owner.token,
        body: { ...LISTING, title: `Soak studio ${randomBytes(3).toString('hex')}` },
        expected: 201,
      });
      if (created) listings.push({ id: created.id, token: owner.token });
    },
    async () => {
      const listing = listings[Math.floor(Math.random() * listings.length)];
      if (listing)
        await send(base, 'PATCH', `/v1/listings/${listing.id}`, {
          token: listing.token,
          body: { title: `Soak studio ${randomBytes(3).toString('hex')}` },
          expected: 200,
        });
    },
    async () => {
      const created = await send(base, 'POST', '/v1/requests', {
        token: someone().token,
        body: { title: 'Looking for a plumber', body: 'A leaking tap in Berlin-Mitte.', category: 'local-services' },
        expected: 201,
      });
      if (created) requests.push(created.id);
    },
    async () => {
      const requestId = requests.shift();
      if (requestId)
        await send(base, 'POST', `/v1/requests/${requestId}/answers`, {
          token: someone().token,
          body: { kind: 'offer', body: 'Thursday works.', offer: { amount: 12_000, currency: 'EUR', deliveryDays: 3 } },
          expected: 201,
        });
    },
    async () => {
      const buyer = someone();
      const deal = await send(base, 'POST', '/v1/deals', {
        token: buyer.token,
        body: { counterpartyId: other(buyer).id, title: 'Soak deal', amount: 5000, currency: 'EUR' },
        expected: 201,
      });
      if (!deal) return;
      if (!(await send(base, 'POST', `/v1/deals/${deal.id}/propose`, { token: buyer.token, expected: 200 }))) return;
      const approval = await send(base, 'POST', `/v1/deals/${deal.id}/request-approval`, {
        token: buyer.token,
        body: { action: 'fund' },
        expected: 202,
      });
      if (!approval) return;
      if (
        !(await send(base, 'POST', `/v1/approvals/${approval.id}/approve`, {
          token: buyer.token,
          body: { comment: 'ok' },
          expected: 200,
        }))
      )
        return;
      await send(base, 'POST', `/v1/deals/${deal.id}/apply-approval`, {
        token: buyer.token,
        body: { approvalId: approval.id },
        expected: 200,
      });
    },
    async () => {
      await send(base, 'GET', '/v1/deals?limit=20', { token: someone().token, expected: 200 });
    },
    async () => {
      const account = someone();
      const existing = spareSubscriptions.get(account.id);
      if (!existing) {
        const created = await send(base, 'POST', '/v1/webhooks', {
          token: account.token,
          body: { url: `${receiverUrl}/spare`, events: ['listing.reviewed'] },
          expected: 201,
        });
        if (created) spareSubscriptions.set(account.id, { id: created.id, widened: false });
        return;
      }
      existing.widened = !existing.widened;
      const events = existing.widened ? ['listing.reviewed', 'bid.placed'] : ['listing.reviewed'];
      await send(base, 'PATCH', `/v1/webhooks/${existing.id}`, {
        token: account.token,
        body: { events },
        expected: 200,
      });
    },
    async () => {
      await send(base, 'GET', '/v1/mandates?limit=20', { expected: 200 });
    },
  ];
  return () => operations[turn++ % operations.length]!();
}

async function backlogs(
  target: Target,
): Promise<{ outboxEvents: number; listingChanges: number; webhookDeliveries: number } | null> {
  if (!target.mongodbUrl || !target.mongodbDatabase) return null;
  const client = await MongoClient.connect(target.mongodbUrl);
  try {
    const db = client.db(target.mongodbDatabase);
    const [outboxEvents, listingChanges, webhookDeliveries] = await Promise.all([
      consumerLag(db, OUTBOX_CONSUMERS.webhookDispatcher, UNCAPPED),
      consumerLag(db, OUTBOX_CONSUMERS.indexer, UNCAPPED),
      db.collection('webhook_deliveries').countDocuments({ status: { $in: ['pending', 'retrying'] } }),
    ]);
    return { outboxEvents, listingChanges, webhookDeliveries };
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const target = await startTarget();
  const receiver = await startReceiver();
  let failed = false;
  try {
    started = performance.now();
    const accounts: Account[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) accounts.push(await register(target.url, `soak-${index}`));
    await establishProviders(target, accounts);
    for (const account of accounts) {
      await send(target.url, 'POST', '/v1/webhooks', {
        token: account.token,
        body: { url: `${receiver.url}/hook`, events: EVENTS },
        expected: 201,
      });
    }
    minutesSeen.length = 0;
    console.log(
      `soak: ${minutes} min at ${rate} operations/s against ${target.url} (service pid ${target.pid ?? 'unknown'})`,
    );
    const next = mix(target.url, accounts, receiver.url);
    const inFlight = new Set<Promise<void>>();
    started = performance.now();
    const end = started + minutes * 60_000;
    let reported = 0;
    for (let tick = 0; ; tick += 1) {
      const due = started + (tick * 1000) / rate;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await pause(wait);
      const operation = next().finally(() => inFlight.delete(operation));
      inFlight.add(operation);
      const minute = Math.floor((performance.now() - started) / 60_000);
      if (minute > reported) {
        minutesSeen[reported]!.rssMb = rssMbOf(target.pid);
        printMinute(reported);
        reported = minute;
      }
    }
    await Promise.all(inFlight);
    currentMinute();
    minutesSeen[reported]!.rssMb = rssMbOf(target.pid);
    printMinute(reported);

    const drainStarted = performance.now();
    let backlog = await backlogs(target);
    if (backlog)
      console.log(
        `backlogs when the load stops: outbox events ${backlog.outboxEvents}, listing changes to index ${backlog.listingChanges}, webhook deliveries ${backlog.webhookDeliveries}`,
      );
    while (
      backlog &&
      backlog.outboxEvents + backlog.listingChanges + backlog.webhookDeliveries > 0 &&
      performance.now() - drainStarted < drainSeconds * 1000
    ) {
      await pause(1000);
      backlog = await backlogs(target);
    }
    failed = summarize(backlog, (performance.now() - drainStarted) / 1000, receiver.received());
  } finally {
    await agent.close();
    await receiver.stop();
    await target.stop();
  }
  if (failed) process.exitCode = 1;
}

function printMinute(index: number): void {
  const minute = minutesSeen[index]!;
  const sorted = ascending(minute.latencies);
  console.log(
    `minute ${String(index + 1).padStart(2)}  requests ${String(sorted.length).padStart(6)}  errors ${minute.errors}  ` +
      `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  RSS ${minute.rssMb ?? 'n/a'} MB`,
  );
}

/** Prints the verdict; answers whether the soak failed. */
function summarize(backlog: Awaited<ReturnType<typeof backlogs>>, drainedAfter: number, received: number): boolean {
  const requests = minutesSeen.reduce((sum, minute) => sum + minute.latencies.length, 0);
  const errors = minutesSeen.reduce((sum, minute) => sum + minute.errors, 0);
  const rss = minutesSeen.map((minute) => minute.rssMb).filter((value): value is number => value !== null);
  const growth = rss.length >= 2 ? rss[rss.length - 1]! - rss[Math.min(1, rss.length - 1)]! : 0;
  const left = backlog ? backlog.outboxEvents + backlog.listingChanges + backlog.webhookDeliveries : 0;
  console.log(
    `requests ${requests}, errors ${errors} (error rate ${requests ? ((errors / requests) * 100).toFixed(3) : '0'} %)`,
  );
  console.log(`RSS ${rss.join(' → ')} MB; growth from minute 2 to the last: ${growth} MB (limit ${rssGrowthMb} MB)`);
  console.log(
    backlog
      ? `backlogs after ${drainedAfter.toFixed(1)} s: outbox events ${backlog.outboxEvents}, listing changes to index ${backlog.listingChanges}, webhook deliveries ${backlog.webhookDeliveries}; webhooks received ${received}`
      : 'backlogs: n/a (set MONGODB_URL and MONGODB_DATABASE with MARKETPLACE_URL)',
  );
  for (const error of firstErrors) console.log(`error: ${error}`);
  return errors > 0 || left > 0 || growth > rssGrowthMb;
}

await main();
