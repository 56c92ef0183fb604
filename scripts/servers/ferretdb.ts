import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { CacheLayout } from './cache-dir.ts';
import { freePort } from './free-port.ts';
import {
  buildGoBinary,
  goBuildRequirements,
  requiredVersion,
  toolModuleDir,
  toolSourceHash,
  type GoBinary,
} from './go-build.ts';
import type { Requirement } from './prerequisites.ts';
import { startProcess } from './processes.ts';
import type { ServerContext, StartedServer } from './types.ts';
import { waitForReady } from './wait-for.ts';

const moduleDir = toolModuleDir('ferretdb');
const readyTimeoutMs = 60_000;

export async function ferretDbRequirements(cache: CacheLayout): Promise<Requirement[]> {
  return goBuildRequirements(await ferretDbBinary(cache));
}

export interface FerretDbOptions {
  /** Index every collection table on the `_id` expression FerretDB's queries filter on; on unless false. */
  idIndex?: boolean;
}

/** FerretDB with its SQLite backend, data in the run dir (persistent in 'dev' mode). */
export async function startFerretDb(context: ServerContext, options: FerretDbOptions = {}): Promise<StartedServer> {
  const binary = await buildGoBinary(context.cache, context.log, await ferretDbBinary(context.cache));
  const dataDir = path.join(context.runDir, 'ferretdb');
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const server = await startProcess({
    name: 'FerretDB',
    command: binary,
    args: ['-listen', `127.0.0.1:${port}`, '-data-dir', dataDir, `-id-index=${options.idIndex ?? true}`],
    cwd: dataDir,
    logFile: path.join(context.runDir, 'ferretdb.log'),
    log: context.log,
  });
  const url = `mongodb://127.0.0.1:${port}/`;
  await waitForReady({
    what: 'FerretDB',
    address: `127.0.0.1:${port}`,
    process: server,
    probe: () => ping(url),
    timeoutMs: readyTimeoutMs,
    log: context.log,
  });
  return { url, stop: () => server.stop() };
}

/** The binary's name carries a hash of the tool module, so any change to its source or pinned dependencies rebuilds it. */
async function ferretDbBinary(cache: CacheLayout): Promise<GoBinary> {
  const version = await requiredVersion(moduleDir, 'github.com/FerretDB/FerretDB');
  const hash = await toolSourceHash(moduleDir);
  return {
    label: `FerretDB ${version}`,
    moduleDir,
    packagePath: '.',
    binaryPath: path.join(cache.bin, `ferretdb-${version}-${hash}`),
  };
}

async function ping(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } finally {
    await client.close();
  }
}
