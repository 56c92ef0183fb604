import { spawn, type ChildProcess } from 'node:child_process';
import { open } from 'node:fs/promises';
import { track, untrack, type TrackedGroup } from './process-registry.ts';
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
  readonly logFile: string;
  /** Undefined while running; otherwise how it ended. */
  exitStatus(): string | undefined;
  /** SIGTERM to the process, then SIGKILL to its whole group after the grace period. Idempotent. */
  stop(): Promise<void>;
}

export interface RunTrackedOptions {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  log: Log;
}

/**
 * Starts a server in its own process group, through `setpriv --pdeathsig TERM` so that it dies with us
 * even if we are SIGKILLed, and tracks it until it is stopped.
 */
export async function startProcess(options: StartProcessOptions): Promise<ManagedProcess> {
  const [command, args] = await withParentDeathSignal(options.command, options.args, options.log, options.runAs);
  const logHandle = await open(options.logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['ignore', logHandle.fd, logHandle.fd],
    });
    await spawned(child);
  } finally {
    await logHandle.close();
  }
  // Tests and scripts may end without calling stop(); the 'exit' hook then terminates the group.
  child.unref();
  const group: TrackedGroup = {
    name: options.name,
    pid: child.pid as number,
    graceMs: options.graceMs ?? 5000,
    terminate: 'leader',
    log: options.log,
  };
  const stop = track(group);
  let status: string | undefined;
  child.once('exit', (code, signal) => {
    status = signal ? `killed by ${signal}` : `exit code ${code}`;
    // Its pid may be reused later; the exit hook must not signal it.
    untrack(group);
  });
  return { name: options.name, logFile: options.logFile, exitStatus: () => status, stop };
}

/**
 * Runs a slow provisioning command (mvn, go build, unzip) to completion, tracked like a server so that it
 * does not outlive us; on failure the error shows the end of its output.
 */
export async function runTracked(options: RunTrackedOptions): Promise<void> {
  const [command, args] = await withParentDeathSignal(options.command, options.args, options.log);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keepTail = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  await spawned(child);
  const tracked: TrackedGroup = {
    name: options.command,
    pid: child.pid as number,
    graceMs: 3000,
    terminate: 'group',
    log: options.log,
  };
  track(tracked);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  untrack(tracked);
  if (code === 0) return;
  const how = signal ? `killed by ${signal}` : `exit code ${code}`;
  throw new Error(`\`${[options.command, ...options.args].join(' ')}\` failed (${how}):\n${output.trim()}`);
}

function spawned(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
}

async function withParentDeathSignal(
  command: string,
  args: string[],
  log: Log,
  runAs?: { uid: number; gid: number },
): Promise<[string, string[]]> {
  const setpriv = await findOnPath('setpriv');
  if (!setpriv) {
    if (runAs) throw new Error(`setpriv is needed to run ${command} as another user`);
    log(`setpriv not found: ${command} may outlive this process if it is killed with SIGKILL`);
    return [command, args];
  }
  const user = runAs ? ['--reuid', String(runAs.uid), '--regid', String(runAs.gid), '--init-groups'] : [];
  return [setpriv, ['--pdeathsig', 'TERM', ...user, '--', command, ...args]];
}
