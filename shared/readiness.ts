export interface DependencyStatus {
  status: 'up' | 'down';
  latencyMs: number;
}

/** Times a dependency probe; a failure or a probe slower than the timeout counts as down. */
export async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<DependencyStatus> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { status: 'down', latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
