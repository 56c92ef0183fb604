import { createServer } from 'node:http';
import { startServers } from '../scripts/servers/index.ts';
import { startSystem } from '../services/system.ts';
import { createLogger } from '../shared/logger.ts';
import { connectMongo } from '../shared/mongo.ts';
import { close, listen } from '../shared/process/listen.ts';
import { testConfig } from '../test/support/root-hooks.ts';
import { measure, positiveIntegerEnv, type LoadOptions, type LoadResult } from './support/load.ts';

/**
 * `npm run bench:gateway`: GET /v1/health through the whole in-process system versus a bare node:http server
 * answering the same bytes. Load generator, bare server and gateway share this one process, so both targets
 * compete with autocannon for the same event loop.
 */
const healthPath = '/v1/health';
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 50),
  pipelining: positiveIntegerEnv('BENCH_PIPELINING', 1),
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 10),
};

interface Target {
  url: string;
  stop(): Promise<void>;
}

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  try {
    const config = testConfig(servers, { logLevel: 'warn' });
    const gateway = await startSystem({ config, logger: createLogger(config.logLevel, 'bench') });
    try {
      const sample = await healthSample(gateway.url);
      const rssBeforeRuns = process.memoryUsage.rss();
      const bare = await startBareServer(sample.body, sample.contentType);
      const bareResult = await measure(bare.url + healthPath, load).finally(() => bare.stop());
      const gatewayResult = await measure(gateway.url + healthPath, load);
      report(bareResult, gatewayResult, rssBeforeRuns, process.memoryUsage.rss());
    } finally {
      await gateway.stop();
      await dropDatabase(config.mongodbUrl, config.mongodbDatabase);
    }
  } finally {
    await servers.stop();
  }
}

/** One real answer of the gateway, checked, whose bytes the bare server then serves verbatim. */
async function healthSample(baseUrl: string): Promise<{ body: Buffer; contentType: string }> {
  const response = await fetch(baseUrl + healthPath);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !body.toString('utf8').startsWith('{"success":true,"result":{"status":"ok"}')) {
    throw new Error(`GET ${healthPath} answered ${response.status} ${body.toString('utf8')}`);
  }
  return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
}

async function startBareServer(body: Buffer, contentType: string): Promise<Target> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);
  });
  const url = await listen(server, '127.0.0.1', 0);
  return { url, stop: () => close(server) };
}

async function dropDatabase(url: string, database: string): Promise<void> {
  const mongo = await connectMongo(url, database);
  try {
    await mongo.db.dropDatabase();
  } finally {
    await mongo.client.close();
  }
}

function report(bare: LoadResult, gateway: LoadResult, rssBeforeRuns: number, rssAfterGateway: number): void {
  const { connections, pipelining, warmupSeconds, durationSeconds } = load;
  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'failures'],
    ...([['bare', bare], ['gateway', gateway]] as const).map(([name, result]) => [
      name,
      result.requestsPerSecond.toFixed(0),
      String(result.p50Ms),
      String(result.p99Ms),
      String(result.failures),
    ]),
  ];
  console.log(
    `GET ${healthPath} on loopback: ${connections} connections, pipelining ${pipelining}, ` +
      `${durationSeconds} s each after a ${warmupSeconds} s warm-up; autocannon, bare server and gateway in one process`,
  );
  for (const row of rows) console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(8) : cell.padStart(9))).join(' '));
  console.log(`RSS after the gateway run: ${mebibytes(rssAfterGateway)} (before the runs: ${mebibytes(rssBeforeRuns)})`);
  if (bare.failures + gateway.failures > 0) {
    console.log('warning: some requests failed; the figures are not comparable');
    process.exitCode = 1;
  }
  console.log(
    `gateway/bare: req/s ${ratio(gateway.requestsPerSecond, bare.requestsPerSecond)}, p99 ${ratio(gateway.p99Ms, bare.p99Ms)}`,
  );
}

function ratio(value: number, base: number): string {
  return base > 0 ? `${(value / base).toFixed(2)}x` : 'n/a';
}

function mebibytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
