import type { Clock } from '../../../shared/clock.ts';
import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';
import { probe, type DependencyStatus } from '../../../shared/readiness.ts';

/** The embedding server as a readiness dependency, with how many listings lack the vector of their current text. */
export interface EmbeddingsStatus extends DependencyStatus {
  /** Listings search finds by their words alone until the embedding job makes their vectors; absent if unread. */
  withoutVectors?: number;
}

const PROBE_TIMEOUT_MS = 2000;
/** The count is read again when older than this: the embedding job's own period. */
export const WITHOUT_VECTORS_MAX_AGE_MS = 30_000;

/**
 * A count read at most once per `maxAgeMs` and one read at a time: the count reads up to 10,000 due listings (seconds
 * on FerretDB), so probes that each counted would wait for it and pile reads up.
 */
export class PeriodicCount {
  private value: number | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly count: () => Promise<number>,
    private readonly clock: Clock,
    private readonly maxAgeMs: number = WITHOUT_VECTORS_MAX_AGE_MS,
  ) {}

  /** The latest count, read again first when stale (waiting at most `waitMs` for it); undefined before any read. */
  async latest(waitMs: number): Promise<number | undefined> {
    if (this.clock.now().getTime() - this.readAt <= this.maxAgeMs) return this.value;
    this.reading ??= this.count()
      .then(
        (value) => {
          this.value = value;
          this.readAt = this.clock.now().getTime();
        },
        () => undefined,
      )
      .finally(() => {
        this.reading = null;
      });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.reading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return this.value;
  }
}

/**
 * Up when the embedding server answers. Readiness does not fail on it: search then answers by the words alone
 * (services/gateway/meta reports the service degraded instead).
 */
export async function embeddingsReadiness(
  embeddings: Pick<EmbeddingsClient, 'probe'>,
  withoutVectors: PeriodicCount,
): Promise<EmbeddingsStatus> {
  const [server, count] = await Promise.all([
    probe(() => embeddings.probe(PROBE_TIMEOUT_MS), PROBE_TIMEOUT_MS),
    withoutVectors.latest(PROBE_TIMEOUT_MS),
  ]);
  return count === undefined ? server : { ...server, withoutVectors: count };
}
