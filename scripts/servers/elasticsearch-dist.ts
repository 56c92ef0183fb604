import { chmod, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CacheLayout } from './cache-dir.ts';
import { exists, provisionOnce } from './cached-artifact.ts';
import { findJavaHome, javaHomeDescription } from './java-home.ts';
import { commandRequirement, type Requirement } from './prerequisites.ts';
import { runTracked } from './processes.ts';
import { findOnPath, isExecutable, runCommand } from './run-command.ts';
import type { Log } from './types.ts';

/** Newest 8.19 patch of Elastic's minimal distribution on Maven Central; its major must equal the client's. */
export const ELASTICSEARCH_VERSION = '8.19.21';
const artifact = `org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ELASTICSEARCH_VERSION}:zip`;
const clientPackageJson = fileURLToPath(
  new URL('../../node_modules/@elastic/elasticsearch/package.json', import.meta.url),
);

function distributionPath(cache: CacheLayout): string {
  return path.join(cache.dist, `elasticsearch-${ELASTICSEARCH_VERSION}`);
}

/** The client sends `compatible-with=<its major>`; a server of another major answers 400 to everything. */
export async function assertClientMajorMatches(): Promise<void> {
  const { version } = JSON.parse(await readFile(clientPackageJson, 'utf8')) as { version: string };
  const clientMajor = version.split('.')[0];
  const serverMajor = ELASTICSEARCH_VERSION.split('.')[0];
  if (clientMajor !== serverMajor) {
    throw new Error(
      `@elastic/elasticsearch ${version} is installed but scripts/servers/elasticsearch-dist.ts pins Elasticsearch ` +
        `${ELASTICSEARCH_VERSION}; their majors must be equal. Pin an Elasticsearch ${clientMajor}.x that exists as ` +
        `org.elasticsearch.distribution.integ-test-zip:elasticsearch on Maven Central.`,
    );
  }
}

/** What provisioning and running Elasticsearch needs; fetching and unpacking only when it is not cached yet. */
export async function distributionRequirements(cache: CacheLayout): Promise<Requirement[]> {
  const requirements: Requirement[] = [
    { name: 'a JDK 17+', purpose: javaHomeDescription(), isMet: async () => (await findJavaHome()) !== undefined },
  ];
  if (await exists(distributionPath(cache))) return requirements;
  return [
    ...requirements,
    commandRequirement('mvn', 'to fetch Elasticsearch from Maven Central'),
    {
      name: 'unzip or jar',
      purpose: 'to unpack Elasticsearch',
      isMet: async () => (await findUnpacker()) !== undefined,
    },
  ];
}

/** The unpacked distribution (ES home), fetched and unpacked into the cache on first use. */
export function provisionElasticsearch(cache: CacheLayout, log: Log): Promise<string> {
  return provisionOnce({
    finalPath: distributionPath(cache),
    locksDir: cache.locks,
    label: `Elasticsearch ${ELASTICSEARCH_VERSION}`,
    log,
    create: (tempPath) => fetchAndUnpack(tempPath, log),
  });
}

async function fetchAndUnpack(home: string, log: Log): Promise<void> {
  const work = `${home}-work`;
  await mkdir(work, { recursive: true });
  try {
    const args = ['-q', '-B', 'dependency:copy', `-Dartifact=${artifact}`, `-DoutputDirectory=${work}`];
    await runTracked({ command: 'mvn', args, cwd: work, log });
    const zip = path.join(work, `elasticsearch-${ELASTICSEARCH_VERSION}.zip`);
    await unpack(zip, work, log);
    await rename(path.join(work, `elasticsearch-${ELASTICSEARCH_VERSION}`), home);
    // Elasticsearch may run as its own user, which must read everything and execute the scripts.
    await runCommand('chmod', ['-R', 'a+rX', home]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function unpack(zip: string, into: string, log: Log): Promise<void> {
  const unpacker = await findUnpacker();
  if (!unpacker) throw new Error('neither unzip nor jar is available to unpack Elasticsearch');
  if (path.basename(unpacker) === 'unzip') {
    await runTracked({ command: unpacker, args: ['-q', zip, '-d', into], cwd: into, log });
    return;
  }
  await runTracked({ command: unpacker, args: ['xf', zip], cwd: into, log });
  // jar does not restore file modes.
  const bin = path.join(into, `elasticsearch-${ELASTICSEARCH_VERSION}`, 'bin');
  for (const script of await readdir(bin)) await chmod(path.join(bin, script), 0o755);
}

async function findUnpacker(): Promise<string | undefined> {
  const onPath = (await findOnPath('unzip')) ?? (await findOnPath('jar'));
  if (onPath) return onPath;
  const java = await findJavaHome();
  if (!java) return undefined;
  const jar = path.join(java.home, 'bin', 'jar');
  return (await isExecutable(jar)) ? jar : undefined;
}
