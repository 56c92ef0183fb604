import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { startServers } from '../scripts/servers/index.ts';
import { connectMongo } from '../shared/mongo.ts';
import { measure, positiveIntegerEnv, type LoadOptions, type LoadResult } from './support/load.ts';
import { ratio } from './support/figures.ts';
import { buildBundles, deployedCommand, SERVICE_NODE_FLAGS } from '../scripts/build/index.ts';
import { startDeployedBackends, withPeakRss, type DeployedBackends } from './support/deployed.ts';
import { startServiceProcess, type ServiceProcess } from '../test/support/service-process.ts';

/**
 * `npm run bench:gateway`: GET /v1/health through the gateway as docker-compose deploys it (gateway, core and catalog
 * each a process of its own, run from the bundles of `npm run build`) and through `npm start`'s all-in-one process, against a bare node:http process answering
 * the same bytes, and against express alone answering them (the floor of any gateway on express). autocannon runs in a process of its own. The gateway runs with its deployed node flags
 * (SERVICE_NODE_FLAGS) and, when it has any, once more without them. The gateway process runs with `--cpu-prof`; its
 * profile is kept in artifacts/bench/.
 */
const healthPath = '/v1/health';
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 50),
  pipelining: positiveIntegerEnv('BENCH_PIPELINING', 1),
  warmupSeconds: 2,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 10),
};
const profileDirectory = new URL('../artifacts/bench/', import.meta.url).pathname;

interface Figures {
  result: LoadResult;
  rssBytes: number;
  peakRssBytes: number;
}

async function main(): Promise<void> {
  const servers = await startServers({ mode: 'test' });
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    MONGODB_URL: servers.mongodbUrl,
    MONGODB_DATABASE: `bench_${randomBytes(4).toString('hex')}`,
    ELASTICSEARCH_URL: servers.elasticsearchUrl,
    // The core's /health counts the embedding server: without it the core never answers ready.
    EMBEDDINGS_URL: servers.embeddingsUrl,
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SERVICE_TOKEN: randomBytes(24).toString('hex'),
    // What production requires instead of the demo's defaults (shared/config.ts): the bench sends no mail and no money.
    PUBLIC_BASE_URL: 'https://marketplace.example',
    SMTP_URL: servers.smtpUrl,
    PAYMENTS_SANDBOX: 'true',
  };
  try {
    const sample = await healthSample(env);
    // Bundled like the gateway, so that neither carries tsx's loader.
    const bundles = await buildBundles({
      bareServer: 'bench/support/bare-server.ts',
      expressFloor: 'bench/support/express-floor.ts',
    });
    const sampleEnv = { BARE_BODY_BASE64: sample.body.toString('base64'), BARE_CONTENT_TYPE: sample.contentType };
    const bareServer = await startServiceProcess({ entry: bundles.bareServer, env: sampleEnv });
    const bare = await measured(bareServer).finally(() => bareServer.stop());
    const expressServer = await startServiceProcess({ entry: bundles.expressFloor, env: sampleEnv });
    const expressFloor = await measured(expressServer).finally(() => expressServer.stop());
    const { figures: deployed, withoutFlags, profile } = await measureDeployed(env);
    const allInOneProcess = await startServiceProcess({
      entry: 'bench/support/all-in-one.ts',
      env,
      readyPath: healthPath,
    });
    const allInOne = await measured(allInOneProcess).finally(() => allInOneProcess.stop());
    report(bare, expressFloor, deployed, withoutFlags, allInOne, profile);
  } finally {
    await dropDatabase(env.MONGODB_URL, env.MONGODB_DATABASE);
    await servers.stop();
  }
}

/** One real answer of the all-in-one process, checked, whose bytes the bare server then serves verbatim. */
async function healthSample(env: Record<string, string>): Promise<{ body: Buffer; contentType: string }> {
  const service = await startServiceProcess({ entry: 'bench/support/all-in-one.ts', env, readyPath: healthPath });
  try {
    const response = await fetch(service.url + healthPath);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.toString('utf8').startsWith('{"success":true,"result":{"status":"ok"}')) {
      throw new Error(`GET ${healthPath} answered ${response.status} ${body.toString('utf8')}`);
    }
    return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
  } finally {
    await service.stop();
  }
}

/** Loads the health path of a running process: its figures, its RSS right after the run and the highest during it. */
async function measured(target: ServiceProcess): Promise<Figures> {
  const { result, peakRssBytes } = await withPeakRss(target, () => measure(target.url + healthPath, load));
  return { result, rssBytes: await target.rssBytes(), peakRssBytes };
}

/**
 * The docker-compose composition: core and catalog processes, and the gateway process under load; the figures come
 * from a plain run (the profiler keeps its samples in memory, which would count as RSS), the profile from a second run
 * with `--cpu-prof`.
 */
async function measureDeployed(
  env: Record<string, string>,
): Promise<{ figures: Figures; withoutFlags: Figures | null; profile: string }> {
  const backends = await startDeployedBackends(env);
  try {
    const gateway = await backends.startGateway();
    const figures = await measured(gateway).finally(() => gateway.stop());
    const withoutFlags = SERVICE_NODE_FLAGS.gateway.length === 0 ? null : await measuredWithoutFlags(backends);
    // One directory per run: every thread writes its own profile; the main thread's is the largest.
    const directory = join(profileDirectory, `gateway-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(directory, { recursive: true });
    const profiled = await backends.startGateway([
      ...SERVICE_NODE_FLAGS.gateway,
      '--cpu-prof',
      `--cpu-prof-dir=${directory}`,
    ]);
    await measure(profiled.url + healthPath, load).finally(() => profiled.stop());
    return { figures, withoutFlags, profile: await largestFile(directory) };
  } finally {
    await backends.stop();
  }
}

async function measuredWithoutFlags(backends: DeployedBackends): Promise<Figures> {
  const plainGateway = await backends.startGateway([]);
  return measured(plainGateway).finally(() => plainGateway.stop());
}

async function largestFile(directory: string): Promise<string> {
  const files = await Promise.all(
    (await readdir(directory)).map(async (name) => ({
      path: join(directory, name),
      size: (await stat(join(directory, name))).size,
    })),
  );
  const largest = files.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error(`the gateway process wrote no profile into ${directory}`);
  return largest.path;
}

async function dropDatabase(url: string, database: string): Promise<void> {
  const mongo = await connectMongo(url, database);
  try {
    await mongo.db.dropDatabase();
  } finally {
    await mongo.client.close();
  }
}

function report(
  bare: Figures,
  expressFloor: Figures,
  deployed: Figures,
  withoutFlags: Figures | null,
  allInOne: Figures,
  profile: string,
): void {
  const { connections, pipelining, warmupSeconds, durationSeconds } = load;
  const targets: [string, Figures][] = [
    ['bare', bare],
    ['express floor', expressFloor],
    ['gateway', deployed],
    ...(withoutFlags ? [['gw no flags', withoutFlags] as [string, Figures]] : []),
    ['all-in-one', allInOne],
  ];
  console.log(
    `GET ${healthPath} on loopback: ${connections} connections, pipelining ${pipelining}, ${durationSeconds} s each after a ` +
      `${warmupSeconds} s warm-up; autocannon, the bare server and each target in processes of their own; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  const rows = [
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'RSS MiB',
      'peak MiB',
      'failures',
      'req/s ÷ bare',
      'req/s ÷ floor',
      'p99 ÷ floor',
    ],
    ...targets.map(([name, { result, rssBytes, peakRssBytes }]) => [
      name,
      result.requestsPerSecond.toFixed(0),
      String(result.p50Ms),
      String(result.p99Ms),
      (rssBytes / 2 ** 20).toFixed(0),
      (peakRssBytes / 2 ** 20).toFixed(0),
      String(result.failures),
      ratio(result.requestsPerSecond, bare.result.requestsPerSecond),
      ratio(result.requestsPerSecond, expressFloor.result.requestsPerSecond),
      ratio(result.p99Ms, expressFloor.result.p99Ms),
    ]),
  ];
  for (const row of rows)
    console.log(
      row.map((cell, index) => (index === 0 ? cell.padEnd(14) : cell.padStart(index >= 7 ? 13 : 9))).join(' '),
    );
  console.log(
    `gateway = ${deployedCommand('gateway').join(' ')} (the bundle of services/gateway/main.ts, as docker-compose runs it) forwarding to core and catalog processes; ` +
      (withoutFlags ? 'gw no flags = the same without node flags; ' : '') +
      "all-in-one = npm start's composition; express floor = express set up as the gateway, one middleware answering the bare server's bytes; the targets of issue 30 are the gateway's req/s ÷ floor ≥ 0.85x and p99 ÷ floor ≤ 1.5x",
  );
  console.log(`CPU profile of the gateway process (start-up, warm-up and run): ${relative(process.cwd(), profile)}`);
  if (targets.some(([, { result }]) => result.failures > 0)) {
    console.log('warning: some requests failed; the figures are not comparable');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
