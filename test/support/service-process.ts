import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../scripts/servers/free-port.ts';

export interface ServiceProcess {
  url: string;
  pid: number;
  /** Resident set size now, from /proc. */
  rssBytes(): Promise<number>;
  /** SIGTERM, then waits for the exit (a `--cpu-prof` profile is written on the way out). */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** The entry module, relative to the repository or absolute: TypeScript (`services/gateway/main.ts`) runs under tsx, a bundle (`dist/gateway.mjs`, as deployed) on node alone. */
  entry: string;
  env: Record<string, string>;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  /** The path answering 200 once the process serves. */
  readyPath?: string;
}

const READY_WITHIN_MS = 120_000;
const repository = new URL('../../', import.meta.url);

/** Starts the entry on a free loopback port and waits until it answers. Its logs are drained and dropped. */
export async function startServiceProcess({
  entry,
  env,
  nodeFlags = [],
  readyPath = '/health',
}: ServiceProcessOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, entry], {
    cwd: repository,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url + readyPath, child, entry);
  return {
    url,
    pid: child.pid!,
    rssBytes: () => rssOf(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      // Killed by the signal itself when it came before the process had set up its shutdown: nothing to flush yet.
      const { code, signal } = await exited;
      if (code !== 0 && signal !== 'SIGTERM') throw new Error(`${entry} exited with ${code ?? signal}`);
    },
  };
}

async function waitUntilServing(url: string, child: ChildProcess, entry: string): Promise<void> {
  const began = performance.now();
  while (performance.now() - began < READY_WITHIN_MS) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before serving`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await delay(200);
  }
  child.kill('SIGTERM');
  throw new Error(`${entry} did not answer ${url} within ${READY_WITHIN_MS} ms`);
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kibibytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kibibytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kibibytes) * 1024;
}
