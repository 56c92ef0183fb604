import { rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheLayout } from './cache-dir.ts';
import { isAlive, registerExitCleanup } from './process-registry.ts';
import type { Log, ServerMode } from './types.ts';

export interface RunDir {
  path: string;
  /** Deletes a throwaway run dir; keeps a persistent one. */
  release(): Promise<void>;
}

const ownerFile = 'owner.pid';

/**
 * 'test': a fresh throwaway dir under runs/, removed on release or exit. 'dev': the persistent data/ dir.
 * 'demo': demo/, emptied first, so every demo starts from its seed and keeps nothing anyone wrote in the last.
 */
export async function createRunDir(cache: CacheLayout, mode: ServerMode, log: Log): Promise<RunDir> {
  if (mode === 'dev') {
    await mkdir(cache.data, { recursive: true });
    return { path: cache.data, release: async () => {} };
  }
  if (mode === 'demo') {
    await rm(cache.demo, { recursive: true, force: true });
    await mkdir(cache.demo, { recursive: true });
    // Elasticsearch's own user must traverse it.
    await chmod(cache.demo, 0o755);
    return { path: cache.demo, release: async () => {} };
  }
  await sweepAbandonedRuns(cache.runs, log);
  const dir = await mkdtemp(path.join(cache.runs, 'test-'));
  // mkdtemp makes it 0700; Elasticsearch's own user must traverse it.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, ownerFile), String(process.pid));
  const unregister = registerExitCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return {
    path: dir,
    async release() {
      unregister();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Removes run dirs whose owning process is gone (it was SIGKILLed before it could clean up). */
async function sweepAbandonedRuns(runsDir: string, log: Log): Promise<void> {
  for (const entry of await readdir(runsDir)) {
    const dir = path.join(runsDir, entry);
    const owner = await readOwner(dir);
    if (owner === undefined || isAlive(owner)) continue;
    log(`removing abandoned test data ${dir}`);
    await rm(dir, { recursive: true, force: true });
  }
}

async function readOwner(dir: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path.join(dir, ownerFile), 'utf8'), 10);
    return Number.isNaN(pid) ? undefined : pid;
  } catch {
    return undefined;
  }
}
