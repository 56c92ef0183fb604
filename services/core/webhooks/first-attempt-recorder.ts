import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import { spanEnd, spanStart } from '../../../shared/observability/span-timings.ts';
import type { DeliveryTimings } from './delivery-timings.ts';
import type { DeliveryDocument } from './types.ts';

interface Waiting {
  delivery: DeliveryDocument;
  written: () => void;
  failed: (error: unknown) => void;
}

/** Deliveries inserted in one round trip at most; as many waiting are written at once. */
const MAX_BATCH = 500;

/** How long deliveries gathered during a write wait after it for others (up to MAX_BATCH) before they are written. */
const LINGER_MS = 20;

/**
 * Inserts deliveries with their first attempt logged, by group commit, one insertMany in flight at a time (under their
 * unique `_id`, so a delivery written twice is stored once): a delivery recorded while none is written goes at once;
 * those recorded during a write go together after it, once MAX_BATCH of them wait or LINGER_MS passed, so that a busy
 * dispatcher writes fewer, larger batches. `record` resolves once its delivery is stored.
 */
export class FirstAttemptRecorder {
  private waiting: Waiting[] = [];
  private writing = false;
  private lingering: NodeJS.Timeout | null = null;

  constructor(
    private readonly deliveries: Pick<WebhookDeliveriesRepository, 'insertManyOnce'>,
    private readonly timings?: DeliveryTimings,
  ) {}

  record(delivery: DeliveryDocument): Promise<void> {
    return new Promise((written, failed) => {
      this.waiting.push({ delivery, written, failed });
      this.schedule(false);
    });
  }

  /** Nothing while a write is in flight (it calls this after it); then at once, or after LINGER_MS past a write. */
  private schedule(afterWrite: boolean): void {
    if (this.writing || this.waiting.length === 0) return;
    if (this.waiting.length >= MAX_BATCH || (!afterWrite && this.lingering === null)) {
      if (this.lingering) clearTimeout(this.lingering);
      this.lingering = null;
      void this.writeBatch();
    } else
      this.lingering ??= setTimeout(() => {
        this.lingering = null;
        void this.writeBatch();
      }, LINGER_MS);
  }

  private async writeBatch(): Promise<void> {
    this.writing = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    try {
      const startedAt = spanStart(this.timings);
      await this.deliveries.insertManyOnce(batch.map((entry) => entry.delivery));
      spanEnd(this.timings, 'insert', startedAt);
      for (const entry of batch) entry.written();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
    this.writing = false;
    this.schedule(true);
  }
}
