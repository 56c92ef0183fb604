import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Returns the path of Debian's `docker-compose` (v1), installing it with apt-get when running
 * as root on a Debian-like system, as on a fresh CI machine.
 */
export async function ensureDockerCompose(): Promise<string> {
  const found = await findOnPath('docker-compose');
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(
      "docker-compose is not on PATH: install Debian's docker-compose package (apt-get install docker-compose)",
    );
  }
  console.log('    installing docker-compose with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const maxBuffer = 64 * 1024 * 1024;
  await run('apt-get', ['update', '-qq'], { env, maxBuffer });
  await run('apt-get', ['install', '-y', '-qq', 'docker-compose'], { env, maxBuffer });
  const installed = await findOnPath('docker-compose');
  if (!installed) throw new Error('apt-get installed docker-compose but it is not on PATH');
  return installed;
}

async function findOnPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
