import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { startServers } from '../scripts/servers/index.ts';
import { connectMongo } from '../shared/mongo.ts';
import { measure, positiveIntegerEnv, type LoadOptions } from './support/load.ts';
import { mebibytes, printTable, ratio } from './support/figures.ts';
import { measureInRounds, type RoundTarget, type TargetRounds } from './support/rounds.ts';
import { buildBundles, deployedCommand, SERVICE_NODE_FLAGS } from '../scripts/build/index.ts';
import { startDeployedBackends, type DeployedBackends } from './support/deployed.ts';
import { startServiceProcess, type ServiceProcess } from '../test/support/service-process.ts';
import { untilVocabularyEmbedded } from './support/warm-up.ts';
import { profileBreakdown } from './support/profile-breakdown.ts';
import { FLOOR_FEATURES } from './support/floor-features.ts';

/**
 * `npm run bench:gateway`: GET /v1/health through the gateway as docker-compose deploys it (gateway, core and catalog
 * each a process of its own, run from the bundles of `npm run build`) and through `npm start`'s all-in-one process,
 * against a bare node:http process answering the same bytes, against express alone answering them (the floor of
 * any gateway on express), and against the features floor (bench/support/express-features-floor.ts: the express floor
 * plus what every answer of the gateway carries, written as directly as it can be), whole and without each feature in
 * turn. Every target runs at once, idle but for its turn, and is measured in BENCH_ROUNDS rounds
 * (bench/support/rounds.ts): the medians, each round's ratio to the floor beside it, and each process's CPU time per
 * request, which depends least on how the machine's two cores are shared. autocannon runs in a process of its own.
 * The gateway runs with its deployed node flags (SERVICE_NODE_FLAGS) and, when it has any, once more without them.
 * Then the gateway and both floors each run once more with `--cpu-prof` (profiles kept in artifacts/bench/), and the
 * CPU a request costs in each is printed part by part (bench/support/profile-breakdown.ts): what the gateway adds to
 * express, and to the features themselves.
 */
const healthPath = '/v1/health';
const FEATURES_FLOOR = 'features floor';
const rounds = positiveIntegerEnv('BENCH_ROUNDS', 5);
const load: LoadOptions = {
  connections: positiveIntegerEnv('BENCH_CONNECTIONS', 50),
  pipelining: positiveIntegerEnv('BENCH_PIPELINING', 1),
  warmupSeconds: 1,
  durationSeconds: positiveIntegerEnv('BENCH_DURATION_SECONDS', 4),
};
const profileDirectory = new URL('../artifacts/bench/', import.meta.url).pathname;

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
  const running: ServiceProcess[] = [];
  const started = async (starting: Promise<ServiceProcess>) => {
    running.push(await starting);
    return running.at(-1)!;
  };
  let backends: DeployedBackends | null = null;
  try {
    const sample = await healthSample(env);
    // Bundled like the gateway, so that neither carries tsx's loader.
    const bundles = await buildBundles({
      bareServer: 'bench/support/bare-server.ts',
      expressFloor: 'bench/support/express-floor.ts',
      featuresFloor: 'bench/support/express-features-floor.ts',
    });
    const sampleEnv = { BARE_BODY_BASE64: sample.body.toString('base64'), BARE_CONTENT_TYPE: sample.contentType };
    const featuresEnv = { ...sampleEnv, LOG_LEVEL: env.LOG_LEVEL };
    const deployed = (backends = await startDeployedBackends(env));
    const gateway = await started(deployed.startGateway());
    const allInOne = await started(
      startServiceProcess({ entry: 'bench/support/all-in-one.ts', env, readyPath: healthPath }),
    );
    // Behind the gateway, the deployed catalog; in the all-in-one, its own.
    for (const service of [gateway, allInOne]) await untilVocabularyEmbedded(service.url);
    const targets: RoundTarget[] = [
      {
        name: 'express floor',
        process: await started(startServiceProcess({ entry: bundles.expressFloor, env: sampleEnv })),
      },
      ...(await Promise.all(
        [null, ...FLOOR_FEATURES].map(async (left) => ({
          name: left === null ? FEATURES_FLOOR : `${FEATURES_FLOOR} − ${left}`,
          process: await started(
            startServiceProcess({
              entry: bundles.featuresFloor,
              env: { ...featuresEnv, FLOOR_WITHOUT: left ?? '' },
            }),
          ),
        })),
      )),
      { name: 'bare', process: await started(startServiceProcess({ entry: bundles.bareServer, env: sampleEnv })) },
      { name: 'gateway', process: gateway },
      ...(SERVICE_NODE_FLAGS.gateway.length === 0
        ? []
        : [{ name: 'gw no flags', process: await started(deployed.startGateway([])) }]),
      { name: 'all-in-one', process: allInOne },
    ];
    await sameAnswers(gateway.url, targets.find((target) => target.name === FEATURES_FLOOR)!.process.url);
    const measured = await measureInRounds(targets, healthPath, load, rounds);
    await Promise.all(running.splice(0).map((target) => target.stop()));
    const directory = join(profileDirectory, `gateway-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const profiles = {
      gateway: await profiledRun(join(directory, 'gateway'), (flags) =>
        deployed.startGateway([...SERVICE_NODE_FLAGS.gateway, ...flags]),
      ),
      floor: await profiledRun(join(directory, 'express-floor'), (flags) =>
        startServiceProcess({ entry: bundles.expressFloor, env: sampleEnv, nodeFlags: flags }),
      ),
      features: await profiledRun(join(directory, 'features-floor'), (flags) =>
        startServiceProcess({ entry: bundles.featuresFloor, env: featuresEnv, nodeFlags: flags }),
      ),
    };
    report(measured);
    await reportProfiles(profiles);
  } finally {
    await Promise.all(running.map((target) => target.stop()));
    await backends?.stop();
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

/**
 * The features floor answers as the gateway does: the same status, headers and body, byte for byte, to a request
 * carrying a request id (which both echo); only the date and the connection's headers may differ.
 */
async function sameAnswers(gatewayUrl: string, floorUrl: string): Promise<void> {
  const answerOf = async (url: string) => {
    const response = await fetch(url + healthPath, { headers: { 'x-request-id': 'req_same_answer_check' } });
    const headers = [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
    return { status: response.status, headers: headers.sort(), body: await response.text() };
  };
  const [ours, floor] = [await answerOf(gatewayUrl), await answerOf(floorUrl)];
  if (JSON.stringify(ours) !== JSON.stringify(floor))
    throw new Error(`the features floor answers unlike the gateway: ${JSON.stringify({ ours, floor })}`);
}

interface ProfiledRun {
  /** The main thread's profile (start-up, warm-up and run). */
  profile: string;
  /** Requests answered in the run after the warm-up. */
  requests: number;
}

/**
 * A process run once more with `--cpu-prof` under the same load, apart from the rounds (the profiler's samples would
 * count as RSS and CPU there). Every thread writes its own profile into `directory`; the main thread's is the largest.
 */
async function profiledRun(
  directory: string,
  start: (nodeFlags: string[]) => Promise<ServiceProcess>,
): Promise<ProfiledRun> {
  await mkdir(directory, { recursive: true });
  const profiled = await start(['--cpu-prof', `--cpu-prof-dir=${directory}`]);
  const result = await measure(profiled.url + healthPath, load).finally(() => profiled.stop());
  return { profile: await largestFile(directory), requests: result.requestsPerSecond * load.durationSeconds };
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

function report(measured: readonly TargetRounds[]): void {
  const { connections, pipelining, warmupSeconds, durationSeconds } = load;
  const floor = targetNamed(measured, 'express floor');
  const bare = targetNamed(measured, 'bare');
  const features = targetNamed(measured, FEATURES_FLOOR);
  console.log(
    `GET ${healthPath} on loopback: ${connections} connections, pipelining ${pipelining}; ${rounds} rounds, each target ` +
      `${durationSeconds} s after a ${warmupSeconds} s warm-up in each; autocannon, the bare server and each target in ` +
      `processes of their own; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}x`;
  printTable([
    [
      'target',
      'req/s',
      'p99 ms',
      'rounds req/s',
      '÷ bare',
      '÷ floor',
      '÷ features',
      'rounds ÷ floor',
      'p99 ÷ floor',
      'CPU µs/req',
      'RSS MiB',
      'peak MiB',
    ],
    ...measured.map((target) => {
      const rates = target.rounds.map(({ result }) => result.requestsPerSecond);
      return [
        target.name,
        target.medianRequestsPerSecond.toFixed(0),
        String(target.medianP99Ms),
        `${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)}`,
        ratio(target.medianRequestsPerSecond, bare.medianRequestsPerSecond),
        ratio(target.medianRequestsPerSecond, floor.medianRequestsPerSecond),
        ratio(target.medianRequestsPerSecond, features.medianRequestsPerSecond),
        range(target.rounds.map(({ ofBaseline }) => ofBaseline)),
        ratio(target.medianP99Ms, floor.medianP99Ms),
        target.cpuMicrosPerRequest.toFixed(0),
        mebibytes(target.rssBytes).replace(' MiB', ''),
        mebibytes(target.peakRssBytes).replace(' MiB', ''),
      ];
    }),
  ]);
  console.log(
    `req/s and p99 are the medians of the rounds; ÷ floor compares medians, rounds ÷ floor each round's rate with the floor's in that round. ` +
      `gateway = ${deployedCommand('gateway').join(' ')} (the bundle of services/gateway/main.ts, as docker-compose runs it) forwarding to core and catalog processes; ` +
      (SERVICE_NODE_FLAGS.gateway.length === 0 ? '' : 'gw no flags = the same without node flags; ') +
      "all-in-one = npm start's composition (its indexer and worker idle beside it, their CPU counted); express floor = express set up as the gateway, one middleware answering the bare server's bytes; features floor = the express floor plus, written as directly as they can be, the request id, trace context, envelope, security and CORS headers, access line and metrics every answer of the gateway carries (bench/support/express-features-floor.ts); the targets of issue 30 are the gateway's req/s ÷ floor ≥ 0.85x and p99 ÷ floor ≤ 1.5x",
  );
  reportFeaturePrices(measured);
  if (measured.some((target) => target.rounds.some(({ result }) => result.failures > 0))) {
    console.log('warning: some requests failed; the figures are not comparable');
    process.exitCode = 1;
  }
}

/**
 * What each feature of the features floor costs alone, as the rate the floor keeps with it against its rate without
 * it, beside all of them together against the express floor. (A process's CPU a request falls as its rate rises, so
 * CPU figures of runs at different rates do not subtract into a feature's price.)
 */
function reportFeaturePrices(measured: readonly TargetRounds[]): void {
  const floor = targetNamed(measured, 'express floor');
  const features = targetNamed(measured, FEATURES_FLOOR);
  const row = (name: string, without: TargetRounds) => [
    name,
    ratio(features.medianRequestsPerSecond, without.medianRequestsPerSecond),
  ];
  console.log(`\nWhat each feature costs in the ${FEATURES_FLOOR}:`);
  printTable([
    ['feature', 'req/s with ÷ without'],
    ...FLOOR_FEATURES.map((feature) => row(feature, targetNamed(measured, `${FEATURES_FLOOR} − ${feature}`))),
    row('all of them (against the express floor)', floor),
  ]);
}

function targetNamed(measured: readonly TargetRounds[], name: string): TargetRounds {
  const target = measured.find((candidate) => candidate.name === name);
  if (!target) throw new Error(`no target named ${name} was measured`);
  return target;
}

/** Rows shown of the parts, the largest differences from the features floor first. */
const PROFILE_ROWS = 14;

/**
 * Where a request's CPU goes in the gateway and in both floors under the same load: the per-request work the gateway
 * adds beyond express (headers, envelope, operation lookup, logging, listeners, async hops), and beyond the features
 * themselves as the features floor does them, part by part.
 */
async function reportProfiles(profiles: Record<'gateway' | 'floor' | 'features', ProfiledRun>): Promise<void> {
  const breakdownOf = ({ profile, requests }: ProfiledRun) => profileBreakdown(profile, load.durationSeconds, requests);
  const columns = await Promise.all([profiles.floor, profiles.features, profiles.gateway].map(breakdownOf));
  const parts = [...new Set(columns.flatMap((breakdown) => [...breakdown.microsPerRequest.keys()]))]
    .map((part) => ({ part, micros: columns.map((breakdown) => breakdown.microsPerRequest.get(part) ?? 0) }))
    .sort((a, b) => b.micros[2]! - b.micros[1]! - (a.micros[2]! - a.micros[1]!));
  const cells = ([ofFloor, ofFeatures, ours]: number[]) =>
    [ofFloor!, ofFeatures!, ours!, ours! - ofFloor!, ours! - ofFeatures!].map((micros) => micros.toFixed(1));
  console.log(
    `\nCPU self time per request under the same load, each process once more with --cpu-prof (idle left out; the ` +
      `gateway's own code by source file, an npm package or Node module by name), the parts the gateway adds most to ` +
      `beyond the ${FEATURES_FLOOR} first:`,
  );
  printTable([
    ['part', 'floor µs', 'features µs', 'gateway µs', 'added to floor', 'added to features'],
    ['all', ...cells(columns.map((breakdown) => breakdown.busyMicrosPerRequest))],
    ...parts.slice(0, PROFILE_ROWS).map(({ part, micros }) => [part, ...cells(micros)]),
  ]);
  for (const [name, { profile }] of Object.entries(profiles))
    console.log(`CPU profile of the ${name} process: ${relative(process.cwd(), profile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
