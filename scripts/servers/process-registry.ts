import type { Log } from './types.ts';

/** A child running in its own process group (its pid is the group id). */
export interface TrackedGroup {
  name: string;
  pid: number;
  /** How long SIGTERM may take before SIGKILL. */
  graceMs: number;
  /**
   * Whether SIGTERM goes to the whole group (a build tool's workers) or only to the leader (a launcher such
   * as Elasticsearch's CLI, which shuts its own children down).
   */
  terminate: 'group' | 'leader';
  log: Log;
}

/** Each tracked group with its idempotent stop function. */
const tracked = new Map<TrackedGroup, () => Promise<void>>();
const exitCleanups = new Set<() => void>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let hooksInstalled = false;
let signalStop: Promise<void> | undefined;
/** Signals the host handles: their repeats are left to it too. */
const leftToHost = new Set<NodeJS.Signals>();

/**
 * Tracks a group until it is stopped, so that it is terminated when this process exits or is signalled.
 * Returns its idempotent stop function.
 */
export function track(group: TrackedGroup): () => Promise<void> {
  installHooks();
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= terminateGroup(group).finally(() => tracked.delete(group));
    return stopping;
  };
  tracked.set(group, stop);
  return stop;
}

/** Forgets a group that ended by itself. */
export function untrack(group: TrackedGroup): void {
  tracked.delete(group);
}

/** Registers a synchronous cleanup to run if the process exits or is signalled before it is unregistered. */
export function registerExitCleanup(cleanup: () => void): () => void {
  installHooks();
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function terminateGroup(group: TrackedGroup): Promise<void> {
  sendTerm(group);
  if (await groupGone(group.pid, group.graceMs)) return;
  signal(-group.pid, 'SIGKILL');
  await groupGone(group.pid, 3000);
}

function sendTerm(group: TrackedGroup): void {
  signal(group.terminate === 'group' ? -group.pid : group.pid, 'SIGTERM');
}

function signal(target: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(target, name);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (signal(-pgid, 0)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', terminateAllNow);
  for (const name of signals) process.on(name, onSignal);
}

function runExitCleanups(): void {
  for (const cleanup of exitCleanups) {
    try {
      cleanup();
    } catch {
      // Best effort while exiting; the next run sweeps what is left.
    }
  }
  exitCleanups.clear();
}

/** On 'exit' nothing asynchronous runs: the groups get SIGTERM and finish shutting down on their own. */
function terminateAllNow(): void {
  for (const group of tracked.keys()) sendTerm(group);
  runExitCleanups();
}

function onSignal(name: NodeJS.Signals): void {
  // npm, tsx and `timeout` each pass one Ctrl-C on, so repeats are expected; the grace period bounds the stop.
  if (signalStop || leftToHost.has(name)) return;
  // A host that handles the signal stops its servers itself, after what still runs on them (npm start stops the
  // service first, which still writes to MongoDB as it stops); whatever it leaves running is terminated at exit.
  // Counted now: a `once` listener registered by the host is removed as soon as it has been called.
  if (process.listenerCount(name) > 1) {
    leftToHost.add(name);
    return;
  }
  for (const group of tracked.keys()) group.log(`${name}: stopping ${group.name}`);
  signalStop = Promise.all([...tracked.values()].map((stop) => stop())).then(() => {
    runExitCleanups();
    process.removeListener('exit', terminateAllNow);
    for (const other of signals) process.removeListener(other, onSignal);
    process.kill(process.pid, name);
  });
}
