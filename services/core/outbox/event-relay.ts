import type { Logger } from '../../../shared/logger.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { EventRecord } from './types.ts';

/** Where a drill may stop the relay as a crash would: before its first append, and after its last. */
export type RelayPoint = 'publishing' | 'published';

export interface EventRelayDeps {
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  logger: Logger;
  /** Sees each point of a publication; an error it throws abandons the publication there, as a crash would. */
  observe?: (point: RelayPoint, records: readonly EventRecord[]) => void;
}

/**
 * Publishes the events a document carries (AnnouncedEvents) right after its write, in this process and off the
 * caller's path: each is appended once under its key, so a publication repeated by the sweep appends nothing more.
 * One that fails or is cut short by a crash is left to the sweep.
 */
export class EventRelay {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: EventRelayDeps) {}

  /** Starts once the caller's current work has ended (its reply is ready), so the reply never waits for it. */
  publish(records: readonly EventRecord[]): void {
    const publication = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.append(records))
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'announced events not published; the sweep publishes them'),
      );
    this.inFlight.add(publication);
    void publication.finally(() => this.inFlight.delete(publication));
  }

  /** Resolves once the publications started so far have ended (a stopping process, a test that reads the outbox). */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async append(records: readonly EventRecord[]): Promise<void> {
    this.deps.observe?.('publishing', records);
    for (const record of records) await this.deps.outbox.appendOnce(record);
    this.deps.observe?.('published', records);
  }
}
