import type { CacheLayout } from './cache-dir.ts';

export type Log = (line: string) => void;

/** Where a run keeps its data: persistent ('dev'), reset at each start ('demo'), or throwaway ('test'). */
export type ServerMode = 'dev' | 'demo' | 'test';

/** What every server starter needs: where artifacts are cached, where this run keeps its files, how to talk. */
export interface ServerContext {
  cache: CacheLayout;
  runDir: string;
  log: Log;
}

export interface StartedServer {
  url: string;
  /** A page for people, for a server that has one (Mailpit's inbox). */
  webUrl?: string;
  stop(): Promise<void>;
}
