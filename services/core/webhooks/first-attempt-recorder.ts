import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import { spanEnd, spanStart, type DeliveryTimings } from './delivery-timings.ts';
import type { DeliveryDocument } from './types.ts';

interface Waiting {
  delivery: DeliveryDocument;
  written: () => void;
  failed: (error: unknown) => void;
}

/** Deliveries inserted in one round trip at most; more wait for the next. */
const MAX_BATCH = 500;

/**
 * Inserts deliveries with their first attempt logged, by group commit: the first is written at once, and those whose
 * attempt finishes while a write is in flight go together in the next insertMany (under their unique `_id`, so a
 * delivery written twice is stored once). `record` resolves once its delivery is stored.
 */
export class FirstAttemptRecorder {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly deliveries: Pick<WebhookDeliveriesRepository, 'insertManyOnce'>,
    private readonly timings?: DeliveryTimings,
  ) {}

  record(delivery: DeliveryDocument): Promise<void> {
    return new Promise((written, failed) => {
      this.waiting.push({ delivery, written, failed });
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const startedAt = spanStart(this.timings);
        await this.deliveries.insertManyOnce(batch.map((entry) => entry.delivery));
        spanEnd(this.timings, 'insert', startedAt);
        for (const entry of batch) entry.written();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    this.writing = false;
  }
}
