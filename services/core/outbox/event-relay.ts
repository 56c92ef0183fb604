import type { Logger } from '../../../shared/logger.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { EventRecord } from './types.ts';

/** Where a drill may stop the relay as a crash would: before its first append, and after its last. */
export type RelayPoint = 'publishing' | 'published';

export interface EventRelayDeps {
  outbox: Pick<OutboxRepository, 'appendManyOnce'>;
  logger: Logger;
  /** Sees each point of a publication; an error it throws abandons the batch there, as a crash would. */
  observe?: (point: RelayPoint, records: readonly EventRecord[]) => void;
}

/**
 * Publishes the events a document carries (AnnouncedEvents) right after its write, in this process and off the
 * caller's path: each is appended once under its key, so a publication repeated by the sweep appends nothing more.
 * Publications that come while an append is in flight wait for it and go together in the next one (one insertMany),
 * so under load the outbox takes one write for many documents. One that fails or is cut short by a crash is left
 * to the sweep.
 */
export class EventRelay {
  private waiting: (readonly EventRecord[])[] = [];
  private appending: Promise<void> | null = null;

  constructor(private readonly deps: EventRelayDeps) {}

  /** Starts once the caller's current work has ended (its reply is ready), so the reply never waits for it. */
  publish(records: readonly EventRecord[]): void {
    this.waiting.push(records);
    this.appending ??= this.appendWaiting();
  }

  /** Resolves once the publications started so far have ended (a stopping process, a test that reads the outbox). */
  async drain(): Promise<void> {
    while (this.appending) await this.appending;
  }

  private async appendWaiting(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      await this.append(batch).catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'announced events not published; the sweep publishes them'),
      );
    }
    this.appending = null;
  }

  private async append(batch: readonly (readonly EventRecord[])[]): Promise<void> {
    for (const records of batch) this.deps.observe?.('publishing', records);
    await this.deps.outbox.appendManyOnce(batch.flat());
    for (const records of batch) this.deps.observe?.('published', records);
  }
}
