import { readFile } from 'node:fs/promises';
import type { ManagedProcess } from './processes.ts';
import type { Log } from './types.ts';

export interface WaitForReadyOptions {
  /** Human name, e.g. "Elasticsearch". */
  what: string;
  /** Where it listens, e.g. "127.0.0.1:9200". */
  address: string;
  process: ManagedProcess;
  /** Resolves true once the server answers as expected; may throw while it is not up yet. */
  probe: () => Promise<boolean>;
  timeoutMs: number;
  log: Log;
}

/**
 * Polls the probe until it succeeds. Fails early if the process dies, or at the timeout; then stops it and
 * throws an error that carries the tail of its log (a throwaway log is deleted with its run dir).
 */
export async function waitForReady(options: WaitForReadyOptions): Promise<void> {
  const started = Date.now();
  let announced = false;
  for (;;) {
    if (await probeQuietly(options.probe)) {
      if (announced) options.log(`${options.what} is ready after ${seconds(Date.now() - started)}`);
      return;
    }
    const exit = options.process.exitStatus();
    if (exit) return fail(options, `${options.what} exited before it was ready (${exit})`);
    if (Date.now() - started > options.timeoutMs) {
      return fail(options, `${options.what} was not ready on ${options.address} after ${seconds(options.timeoutMs)}`);
    }
    if (!announced) {
      options.log(`waiting for ${options.what} on ${options.address} ...`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function probeQuietly(probe: () => Promise<boolean>): Promise<boolean> {
  try {
    return await probe();
  } catch {
    return false;
  }
}

async function fail(options: WaitForReadyOptions, reason: string): Promise<never> {
  const tail = await logTail(options.process.logFile, 40);
  await options.process.stop();
  throw new Error(`${reason}; last lines of ${options.process.logFile}:\n${tail}`);
}

async function logTail(file: string, lines: number): Promise<string> {
  try {
    const text = await readFile(file, 'utf8');
    return text.trimEnd().split('\n').slice(-lines).join('\n');
  } catch (error) {
    return `(cannot read the log: ${(error as Error).message})`;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
