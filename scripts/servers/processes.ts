import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { findOnPath } from './run-command.ts';
import type { Log } from './types.ts';

export interface StartProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Receives the process's stdout and stderr. */
  logFile: string;
  log: Log;
  runAs?: { uid: number; gid: number };
  /** How long SIGTERM may take before SIGKILL. */
  graceMs?: number;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  /** Undefined while running; otherwise how it ended. */
  exitStatus(): string | undefined;
  /** Stops the whole process group: SIGTERM, then SIGKILL after the grace period. Idempotent. */
  stop(): Promise<void>;
}

const tracked = new Map<ManagedProcess, Log>();
const exitCleanups = new Set<() => void>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let hooksInstalled = false;
let signalStop: Promise<void> | undefined;

/**
 * Starts a child in its own process group, through `setpriv --pdeathsig TERM` so that it dies with us
 * even if we are SIGKILLed, and tracks it until it is stopped.
 */
export async function startProcess(options: StartProcessOptions): Promise<ManagedProcess> {
  installHooks();
  const [command, args] = await wrapWithSetpriv(options);
  const logHandle = await open(options.logFile, 'w');
  try {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['ignore', logHandle.fd, logHandle.fd],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    // Tests and scripts may end without calling stop(); the 'exit' hook then terminates the group.
    child.unref();
    let status: string | undefined;
    child.once('exit', (code, signal) => {
      status = signal ? `killed by ${signal}` : `exit code ${code}`;
    });
    return track(options, child.pid as number, () => status);
  } finally {
    await logHandle.close();
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Registers a synchronous cleanup to run if the process exits or is signalled before it is unregistered. */
export function registerExitCleanup(cleanup: () => void): () => void {
  installHooks();
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

function track(options: StartProcessOptions, pid: number, exitStatus: () => string | undefined): ManagedProcess {
  let stopping: Promise<void> | undefined;
  const managed: ManagedProcess = {
    name: options.name,
    pid,
    logFile: options.logFile,
    exitStatus,
    stop() {
      stopping ??= terminateGroup(pid, options.graceMs ?? 5000).finally(() => tracked.delete(managed));
      return stopping;
    },
  };
  tracked.set(managed, options.log);
  return managed;
}

async function wrapWithSetpriv(options: StartProcessOptions): Promise<[string, string[]]> {
  const setpriv = await findOnPath('setpriv');
  if (!setpriv) {
    if (options.runAs) throw new Error(`setpriv is needed to start ${options.name} as another user`);
    options.log(`setpriv not found: ${options.name} may outlive this process if it is killed with SIGKILL`);
    return [options.command, options.args];
  }
  const user = options.runAs
    ? ['--reuid', String(options.runAs.uid), '--regid', String(options.runAs.gid), '--init-groups']
    : [];
  return [setpriv, ['--pdeathsig', 'TERM', ...user, '--', options.command, ...options.args]];
}

/** SIGTERM goes to the leader only, so that a launcher (Elasticsearch's CLI) can shut its own children down. */
async function terminateGroup(pgid: number, graceMs: number): Promise<void> {
  signalLeader(pgid, 'SIGTERM');
  if (await groupGone(pgid, graceMs)) return;
  signalGroup(pgid, 'SIGKILL');
  await groupGone(pgid, 3000);
}

function signalLeader(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(pgid, 0)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', terminateAllNow);
  for (const signal of signals) process.on(signal, onSignal);
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

function terminateAllNow(): void {
  for (const managed of tracked.keys()) signalLeader(managed.pid, 'SIGTERM');
  runExitCleanups();
}

function onSignal(signal: NodeJS.Signals): void {
  // npm, tsx and `timeout` each pass one Ctrl-C on, so repeats are expected; the grace period bounds the stop.
  if (signalStop) return;
  // Counted now: a `once` listener registered by the host is removed as soon as it has been called.
  const hostHandlesSignal = process.listenerCount(signal) > 1;
  for (const [managed, log] of tracked) log(`${signal}: stopping ${managed.name}`);
  signalStop = Promise.all([...tracked.keys()].map((managed) => managed.stop())).then(() => {
    runExitCleanups();
    if (hostHandlesSignal) {
      signalStop = undefined;
      return;
    }
    process.removeListener('exit', terminateAllNow);
    for (const other of signals) process.removeListener(other, onSignal);
    process.kill(process.pid, signal);
  });
}
