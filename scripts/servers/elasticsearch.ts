import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRoot, type CacheLayout } from './cache-dir.ts';
import { distributionRequirements, ELASTICSEARCH_VERSION, provisionElasticsearch } from './elasticsearch-dist.ts';
import { freePort } from './free-port.ts';
import { findJavaHome } from './java-home.ts';
import { commandRequirement, type Requirement } from './prerequisites.ts';
import { startProcess } from './processes.ts';
import { assertReachableByOthers, ensureSystemUser, giveTo, userExists, type SystemUser } from './system-user.ts';
import type { ServerContext, StartedServer } from './types.ts';
import { waitForReady } from './wait-for.ts';

export { ELASTICSEARCH_VERSION };

const userName = 'marketplace-es';
const readyTimeoutMs = 180_000;

interface EsDirs {
  root: string;
  config: string;
  data: string;
  logs: string;
  tmp: string;
}

export async function elasticsearchRequirements(cache: CacheLayout): Promise<Requirement[]> {
  const requirements = await distributionRequirements(cache);
  if (!isRoot()) return requirements;
  requirements.push(commandRequirement('setpriv', 'to run Elasticsearch as its own user; it refuses to run as root'));
  if (!(await userExists(userName))) requirements.push(commandRequirement('useradd', `to create the ${userName} user`));
  return requirements;
}

export interface ElasticsearchPorts {
  http: number;
  transport: number;
}

/**
 * Starts Elasticsearch on the data of `context.runDir`. With `ports`, on those ports instead of free ones: a
 * second start on the same run dir and ports is a restart, at the same address with the same data.
 */
export async function startElasticsearch(context: ServerContext, ports?: ElasticsearchPorts): Promise<StartedServer> {
  const javaOptions = heapOptions();
  const [home, java] = await Promise.all([provisionElasticsearch(context.cache, context.log), findJavaHome()]);
  if (!java) throw new Error('no JDK 17+ found to run Elasticsearch');
  const dirs = await prepareDirs(path.join(context.runDir, 'elasticsearch'), home);
  const httpPort = ports?.http ?? (await freePort());
  await writeSettings(dirs, httpPort, ports?.transport ?? (await freePort()));
  const runAs = isRoot() ? await handToOwnUser(context, home, dirs) : undefined;
  context.log(`starting Elasticsearch ${ELASTICSEARCH_VERSION} (JDK ${java.major}) ...`);
  const server = await startProcess({
    name: 'Elasticsearch',
    command: path.join(home, 'bin', 'elasticsearch'),
    args: [],
    // The JVM writes gc.log and crash files into its working directory.
    cwd: dirs.logs,
    env: {
      ...process.env,
      ES_JAVA_HOME: java.home,
      ES_PATH_CONF: dirs.config,
      ES_TMPDIR: dirs.tmp,
      ES_JAVA_OPTS: javaOptions,
    },
    logFile: path.join(dirs.root, 'console.log'),
    log: context.log,
    runAs,
    graceMs: 15_000,
  });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitForReady({
    what: 'Elasticsearch',
    address: `127.0.0.1:${httpPort}`,
    process: server,
    probe: async () => {
      const health = `${url}/_cluster/health?wait_for_status=yellow&timeout=1s`;
      return (await fetch(health, { signal: AbortSignal.timeout(3000) })).ok;
    },
    timeoutMs: readyTimeoutMs,
    log: context.log,
  });
  return { url, stop: () => server.stop() };
}

/** Config is rewritten on every start (ports change); data survives in 'dev' mode. */
async function prepareDirs(root: string, home: string): Promise<EsDirs> {
  const dirs = {
    root,
    config: path.join(root, 'config'),
    data: path.join(root, 'data'),
    logs: path.join(root, 'logs'),
    tmp: path.join(root, 'tmp'),
  };
  await rm(dirs.config, { recursive: true, force: true });
  await rm(dirs.tmp, { recursive: true, force: true });
  await cp(path.join(home, 'config'), dirs.config, { recursive: true });
  for (const dir of [dirs.data, dirs.logs, dirs.tmp]) await mkdir(dir, { recursive: true });
  return dirs;
}

/**
 * The integ-test zip has only the modules x-pack-core, x-pack-security, transport-netty4 and apm, and refuses
 * to start on settings of other modules (e.g. ingest.geoip.downloader.enabled).
 */
async function writeSettings(dirs: EsDirs, httpPort: number, transportPort: number): Promise<void> {
  const settings = {
    'discovery.type': 'single-node',
    'xpack.security.enabled': false,
    'network.host': '127.0.0.1',
    'http.port': httpPort,
    'transport.port': transportPort,
    'path.data': dirs.data,
    'path.logs': dirs.logs,
    'cluster.routing.allocation.disk.threshold_enabled': false,
  };
  const yaml = Object.entries(settings).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  await writeFile(path.join(dirs.config, 'elasticsearch.yml'), `${yaml.join('\n')}\n`);
}

async function handToOwnUser(context: ServerContext, home: string, dirs: EsDirs): Promise<SystemUser> {
  await assertReachableByOthers(home);
  await assertReachableByOthers(dirs.root);
  const user = await ensureSystemUser(userName, context.log);
  await giveTo(user, [dirs.config, dirs.data, dirs.logs, dirs.tmp]);
  return user;
}

function heapOptions(): string {
  const heap = process.env.ELASTICSEARCH_HEAP;
  if (!heap) return '-Xms512m -Xmx1g';
  if (!/^\d+[kmg]$/i.test(heap)) throw new Error(`ELASTICSEARCH_HEAP must look like 512m or 1g, got "${heap}"`);
  return `-Xms${heap} -Xmx${heap}`;
}
