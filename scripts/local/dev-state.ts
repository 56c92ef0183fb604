import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheLayout, prepareCache } from '../servers/cache-dir.ts';

/** Where `npm start` leaves the addresses of its running servers, so that other commands (admin:create) can reach them. */
const statePath = () => path.join(cacheLayout().data, 'dev-servers.json');
const secretPath = () => path.join(cacheLayout().data, 'dev-jwt-secret');

export interface DevState {
  mongodbUrl: string;
  mongodbDatabase: string;
  elasticsearchUrl: string;
  embeddingsUrl: string;
  url: string;
  pid: number;
}

export async function writeDevState(state: DevState): Promise<void> {
  await writeFile(statePath(), JSON.stringify(state, null, 2), { mode: 0o600 });
}

export async function clearDevState(): Promise<void> {
  await rm(statePath(), { force: true });
}

/** The state of a running `npm start`, or null when none runs. */
export async function readDevState(): Promise<DevState | null> {
  try {
    const state = JSON.parse(await readFile(statePath(), 'utf8')) as DevState;
    process.kill(state.pid, 0);
    return state;
  } catch {
    return null;
  }
}

/** The local default keeps one signing secret in the cache, so sessions survive a restart of `npm start`. */
export async function devJwtSecret(): Promise<string> {
  await prepareCache();
  try {
    return (await readFile(secretPath(), 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    await writeFile(secretPath(), secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The environment of a one-off command (admin:create, seed, reindex, reconcile): the process environment when
 * it names MONGODB_URL, or else the servers of a running `npm start`.
 */
export async function commandEnvironment(): Promise<Record<string, string | undefined>> {
  const dev = process.env.MONGODB_URL ? null : await readDevState();
  if (!dev) return process.env;
  return {
    ...process.env,
    MONGODB_URL: dev.mongodbUrl,
    MONGODB_DATABASE: dev.mongodbDatabase,
    ELASTICSEARCH_URL: dev.elasticsearchUrl,
    EMBEDDINGS_URL: dev.embeddingsUrl,
  };
}
