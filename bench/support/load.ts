import { fork } from 'node:child_process';
import type autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Requests per second over all connections, evenly spaced (bench/support/paced-load.ts); without it, each connection
   * sends its next request as soon as it has an answer. */
  overallRate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers: a run with any of these measured something else. */
  failures: number;
  /** Answers whose body holds their request's `flagText`. */
  flagged: number;
}

/** A request of a mix; each connection sends the mix's requests in turn. Plain data, since it travels to the load process. */
export interface LoadRequest {
  method?: autocannon.Request['method'];
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Replaced in the body by the current instant (ISO 8601) each time the request is sent. */
  nowMark?: string;
  /** An answer whose body holds this text is counted as flagged (e.g. a search that fell back to keywords). */
  flagText?: string;
}

/** What the load process receives (bench/support/load-process.ts). */
export interface LoadJob {
  url: string;
  options: LoadOptions;
  requests?: LoadRequest[];
}

const LOAD_PROCESS = new URL('./load-process.ts', import.meta.url);

/**
 * Loads one URL with autocannon in a process of its own, so that the load generator never shares an event loop or a
 * CPU budget with what it measures: a warm-up run whose figures are discarded, then the measured run. With
 * `requests`, every connection cycles through them (method, path, headers and body) instead of a GET of `url`.
 */
export function measure(url: string, options: LoadOptions, requests?: LoadRequest[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_PROCESS, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the load process exited with ${code} before reporting`)),
    );
    child.send({ url, options, ...(requests ? { requests } : {}) } satisfies LoadJob);
  });
}

/** The mean rate and percentiles of several runs of one load, with their failures and flagged answers summed. */
export function meanOf(results: readonly LoadResult[]): LoadResult {
  const mean = (value: (result: LoadResult) => number) =>
    results.reduce((sum, result) => sum + value(result), 0) / results.length;
  const sum = (value: (result: LoadResult) => number) => results.reduce((total, result) => total + value(result), 0);
  return {
    requestsPerSecond: mean((result) => result.requestsPerSecond),
    p50Ms: mean((result) => result.p50Ms),
    p99Ms: mean((result) => result.p99Ms),
    failures: sum((result) => result.failures),
    flagged: sum((result) => result.flagged),
  };
}

/** Reads a positive integer setting from the environment, or stops with a message naming it. */
export function positiveIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
