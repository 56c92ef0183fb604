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

export type Dependencies = Record<string, DependencyStatus>;

/** A process's answer to its health probe: 200 with `report` when healthy, else 503 with it. */
export interface Health {
  healthy: boolean;
  report: Record<string, unknown>;
}

/** Healthy when every dependency is up; otherwise the report names those down. */
export function healthOf(dependencies: Dependencies, details: Record<string, unknown> = {}): Health {
  const down = Object.entries(dependencies)
    .filter(([, dependency]) => dependency.status === 'down')
    .map(([name]) => name);
  return {
    healthy: down.length === 0,
    report: {
      status: down.length === 0 ? 'ok' : 'down',
      ...(down.length > 0 ? { down } : {}),
      dependencies,
      ...details,
    },
  };
}
