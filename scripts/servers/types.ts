import type { CacheLayout } from './cache-dir.ts';

export type Log = (line: string) => void;

/** What every server starter needs: where artifacts are cached, where this run keeps its files, how to talk. */
export interface ServerContext {
  cache: CacheLayout;
  runDir: string;
  log: Log;
}

export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}
