import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Logger } from '../../../shared/logger.ts';
import { outboxAppends } from '../../core/outbox/outbox-appends.ts';
import { OutboxRepository } from '../../core/outbox/outbox.repository.ts';
import type { WebhookDeliverer } from '../../core/webhooks/webhook-deliverer.ts';
import { WebhookDeliveriesRepository } from '../../core/webhooks/deliveries.repository.ts';
import { EventFanOut, FAN_OUT_BATCH } from '../../core/webhooks/event-fan-out.ts';
import { WebhookSubscriptionsRepository } from '../../core/webhooks/subscriptions.repository.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';

/**
 * How long the dispatcher waits after a pass that found the outbox drained, unless an append in this process
 * wakes it sooner: the bound on the fan-out latency of events appended by other processes.
 */
const IDLE_POLL_MS = 1_000;

/** First attempts the dispatcher makes itself at once; beyond these, the persisted jobs make them a moment later. */
const IMMEDIATE_ATTEMPTS = 32;

export interface EventDispatcher {
  stop(): Promise<void>;
}

/**
 * Polls the outbox for events and fans them out to webhook deliveries; a full batch is followed at once by
 * the next pass. Every first attempt is a persisted job, which survives a crash; the dispatcher also makes it
 * straight away when it has capacity, and the job then finds the attempt claimed and skips it.
 */
export function startEventDispatcher(deps: {
  db: Db;
  scheduler: JobScheduler;
  deliverer: Pick<WebhookDeliverer, 'attempt'>;
  clock: Clock;
  logger: Logger;
}): EventDispatcher {
  const fanOut = new EventFanOut({
    outbox: new OutboxRepository(deps.db),
    subscriptions: new WebhookSubscriptionsRepository(deps.db),
    deliveries: new WebhookDeliveriesRepository(deps.db),
    scheduler: deps.scheduler,
    clock: deps.clock,
  });
  const stopping = new AbortController();
  const appends = outboxAppends.listen();
  const attempting = new Set<Promise<unknown>>();
  const attemptNow = (deliveryId: string) => {
    if (attempting.size >= IMMEDIATE_ATTEMPTS) return;
    const attempt = deps.deliverer
      .attempt(deliveryId, 1)
      .catch((error: unknown) => deps.logger.error({ err: error, deliveryId }, 'immediate webhook attempt failed; its job retries it'))
      .finally(() => attempting.delete(attempt));
    attempting.add(attempt);
  };
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let dispatched = 0;
      try {
        const pass = await fanOut.dispatchPending();
        dispatched = pass.events;
        pass.deliveryIds.forEach(attemptNow);
      } catch (error) {
        deps.logger.error({ err: error }, 'webhook event dispatch failed; retrying');
      }
      if (dispatched < FAN_OUT_BATCH) await appends.wait(IDLE_POLL_MS, stopping.signal);
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
      outboxAppends.unlisten(appends);
      await Promise.all(attempting);
    },
  };
}
