import { chmod, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface CacheLayout {
  root: string;
  /** Built binaries (FerretDB, stripe-mock). */
  bin: string;
  /** Unpacked distributions (Elasticsearch). */
  dist: string;
  /** Throwaway data of 'test' runs. */
  runs: string;
  /** Persistent data of 'dev' runs. */
  data: string;
  /** The data of 'demo' runs: discarded at the start of the next. */
  demo: string;
  /** Passage vectors made by the embedding server, kept across runs (seeds, benchmarks). */
  vectors: string;
  locks: string;
}

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

export function cacheRoot(): string {
  const fromEnv = process.env.MARKETPLACE_CACHE_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  // Root's home is mode 0700, and Elasticsearch runs as its own user who must reach the cache.
  if (isRoot()) return '/var/cache/marketplace-api';
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'marketplace-api');
}

export function cacheLayout(root = cacheRoot()): CacheLayout {
  return {
    root,
    bin: path.join(root, 'bin'),
    dist: path.join(root, 'dist'),
    runs: path.join(root, 'runs'),
    data: path.join(root, 'data'),
    demo: path.join(root, 'demo'),
    vectors: path.join(root, 'vectors'),
    locks: path.join(root, 'locks'),
  };
}

export async function prepareCache(layout = cacheLayout()): Promise<CacheLayout> {
  for (const dir of [layout.root, layout.bin, layout.dist, layout.runs, layout.data, layout.locks]) {
    await mkdir(dir, { recursive: true });
    await chmod(dir, 0o755);
  }
  return layout;
}
