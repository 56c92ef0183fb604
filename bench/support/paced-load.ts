import autocannon from 'autocannon';

/** One autocannon run's options without its rate, connections and duration, which pacing sets. */
type RunOptions = Omit<autocannon.Options, 'connections' | 'overallRate' | 'connectionRate' | 'duration'>;

export interface PacedResult {
  requestsPerSecond: number;
  /** Latencies of the 2xx answers, in milliseconds. */
  latenciesMs: number[];
  failures: number;
}

/**
 * `rate` requests per second as evenly spaced arrivals over `connections` connections. autocannon's own overallRate
 * gives each connection its share per second on a timer started with the connection, so every connection sends at the
 * same instant: at 20/s over 20 connections a burst of 20 each second, whose p99 is the queue the burst makes and not
 * what a request costs. Here each connection is an autocannon run of its own, started 1/rate s after the previous and
 * cycling through the requests from its own place in them.
 */
export async function pacedLoad(
  options: RunOptions,
  { rate, connections, durationSeconds }: { rate: number; connections: number; durationSeconds: number },
): Promise<PacedResult> {
  const runs = Math.min(rate, connections);
  const latenciesMs: number[] = [];
  const results = await Promise.all(
    Array.from({ length: runs }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / rate));
      return new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            ...options,
            ...(options.requests ? { requests: rotated(options.requests, index) } : {}),
            connections: 1,
            connectionRate: shareOf(rate, runs, index),
            duration: durationSeconds,
          },
          (error, result) => (error ? reject(error as Error) : resolve(result)),
        );
        run.on('response', (_client, statusCode, _bytes, responseTime) => {
          if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTime);
        });
      });
    }),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    latenciesMs,
    failures: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

/** The value at a percentile of unsorted samples (nearest rank), to a tenth of a millisecond. */
export function percentile(samples: readonly number[], percent: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)]! * 10) / 10;
}

function shareOf(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

function rotated<T>(items: readonly T[], by: number): T[] {
  const start = by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}
