import { stat } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from './run-command.ts';
import type { Log } from './types.ts';

export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** Looks the user up, creating it as a system user without a home or login shell if it does not exist. */
export async function ensureSystemUser(name: string, log: Log): Promise<SystemUser> {
  const existing = await lookUp(name);
  if (existing) return existing;
  log(`creating system user ${name} to run Elasticsearch (it refuses to run as root)`);
  try {
    await runCommand('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
  } catch (error) {
    // Another process may have created it at the same moment.
    const created = await lookUp(name);
    if (created) return created;
    throw error;
  }
  const created = await lookUp(name);
  if (!created) throw new Error(`useradd reported success but user ${name} does not exist`);
  return created;
}

export async function userExists(name: string): Promise<boolean> {
  return (await lookUp(name)) !== undefined;
}

export async function giveTo(user: SystemUser, dirs: string[]): Promise<void> {
  await runCommand('chown', ['-R', `${user.uid}:${user.gid}`, ...dirs]);
}

/** Fails unless every ancestor of `dir` can be traversed by other users, as Elasticsearch's own user must. */
export async function assertReachableByOthers(dir: string): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `${current} is not searchable by other users (mode ${(mode & 0o777).toString(8)}), so Elasticsearch's own ` +
          `user cannot reach ${dir}; set MARKETPLACE_CACHE_DIR to a folder outside it, e.g. /var/cache/marketplace-api`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function lookUp(name: string): Promise<SystemUser | undefined> {
  try {
    const uid = Number((await runCommand('id', ['-u', name])).stdout.trim());
    const gid = Number((await runCommand('id', ['-g', name])).stdout.trim());
    return { name, uid, gid };
  } catch {
    return undefined;
  }
}
