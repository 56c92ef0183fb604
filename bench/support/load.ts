import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers: a run with any of these measured something else. */
  failures: number;
}

/** A request of a mix; each connection sends the mix's requests in turn. */
export type LoadRequest = autocannon.Request;

/**
 * Loads one URL with autocannon: a warm-up run whose figures are discarded, then the measured run. With
 * `requests`, every connection cycles through them (method, path, headers and body) instead of a GET of `url`.
 */
export async function measure(url: string, options: LoadOptions, requests?: LoadRequest[]): Promise<LoadResult> {
  const common = { url, connections: options.connections, pipelining: options.pipelining, ...(requests ? { requests } : {}) };
  await autocannon({ ...common, duration: options.warmupSeconds });
  const result = await autocannon({ ...common, duration: options.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
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
