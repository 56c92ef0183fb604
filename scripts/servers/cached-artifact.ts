import { open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './process-registry.ts';
import type { Log } from './types.ts';

export interface ProvisionOnceOptions {
  /** Where the finished artifact lives; its existence means it is complete. */
  finalPath: string;
  locksDir: string;
  /** Human name for messages, e.g. "Elasticsearch 8.19.21". */
  label: string;
  log: Log;
  /** Creates the artifact at exactly `tempPath`, which is renamed to `finalPath` when this resolves. */
  create: (tempPath: string) => Promise<void>;
}

const partialMarker = '.partial-';

/**
 * Returns `finalPath`, creating it first if needed. A lock file serialises concurrent provisioners and the
 * artifact appears by an atomic rename, so an interrupted run never looks finished.
 */
export async function provisionOnce(options: ProvisionOnceOptions): Promise<string> {
  if (await exists(options.finalPath)) return options.finalPath;
  const lockPath = path.join(options.locksDir, `${path.basename(options.finalPath)}.lock`);
  const release = await acquireLock(lockPath, options);
  try {
    if (await exists(options.finalPath)) return options.finalPath;
    await removePartials(options.finalPath);
    const tempPath = `${options.finalPath}${partialMarker}${process.pid}`;
    const started = Date.now();
    options.log(`provisioning ${options.label} (first run only) ...`);
    try {
      await options.create(tempPath);
      await rename(tempPath, options.finalPath);
    } catch (error) {
      await rm(tempPath, { recursive: true, force: true });
      throw error;
    }
    options.log(`provisioned ${options.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return options.finalPath;
  } finally {
    await release();
  }
}

/** Partials left by interrupted runs; only called while holding the lock, so none of them is in progress. */
async function removePartials(finalPath: string): Promise<void> {
  const dir = path.dirname(finalPath);
  const prefix = `${path.basename(finalPath)}${partialMarker}`;
  for (const entry of await readdir(dir)) {
    if (entry.startsWith(prefix)) await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}

async function acquireLock(lockPath: string, options: ProvisionOnceOptions): Promise<() => Promise<void>> {
  let announced = false;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isStale(lockPath)) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (!announced) {
      options.log(`waiting for another process to finish provisioning ${options.label} (lock ${lockPath}) ...`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function isStale(lockPath: string): Promise<boolean> {
  try {
    const pid = Number.parseInt(await readFile(lockPath, 'utf8'), 10);
    // An empty lock file is one being written right now, unless it has stayed empty for a while.
    if (Number.isNaN(pid)) return Date.now() - (await stat(lockPath)).mtimeMs > 10_000;
    return !isAlive(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
