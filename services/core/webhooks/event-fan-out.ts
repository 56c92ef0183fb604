import type { Clock } from '../../../shared/clock.ts';
import type { JobScheduler } from '../../../shared/jobs/job-scheduler.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { EventRecord } from '../outbox/types.ts';
import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import type { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';

export interface EventFanOutDeps {
  outbox: Pick<OutboxRepository, 'pendingEvents' | 'markEventsDispatched'>;
  subscriptions: Pick<WebhookSubscriptionsRepository, 'activeFor'>;
  deliveries: Pick<WebhookDeliveriesRepository, 'insertDeliveryOnce'>;
  scheduler: JobScheduler;
  clock: Clock;
}

/** How many outbox events one pass takes. */
export const FAN_OUT_BATCH = 100;

/**
 * Turns undelivered outbox events into one delivery per (event, subscription) of the audience, each with its
 * first attempt scheduled, then marks the events dispatched. A pass that crashes midway is simply repeated:
 * deliveries are inserted under `<eventId>#<subscriptionId>` and attempts are claimed once, so nothing doubles.
 */
export class EventFanOut {
  constructor(private readonly deps: EventFanOutDeps) {}

  /** One pass over the oldest pending events; answers how many it dispatched and the deliveries it scheduled. */
  async dispatchPending(): Promise<{ events: number; deliveryIds: string[] }> {
    const events = await this.deps.outbox.pendingEvents(FAN_OUT_BATCH);
    const deliveryIds: string[] = [];
    for (const event of events) deliveryIds.push(...(await this.fanOut(event)));
    await this.deps.outbox.markEventsDispatched(events.map((event) => event._id), this.deps.clock.now());
    return { events: events.length, deliveryIds };
  }

  private async fanOut(event: EventRecord): Promise<string[]> {
    const subscriptions = await this.deps.subscriptions.activeFor(event.audience, event.event);
    const now = this.deps.clock.now();
    return Promise.all(
      subscriptions.map(async (subscription) => {
        const deliveryId = `${event._id}#${subscription._id}`;
        await this.deps.deliveries.insertDeliveryOnce({
          _id: deliveryId,
          eventId: event._id,
          subscriptionId: subscription._id,
          accountId: subscription.accountId,
          event: event.event,
          payload: event.payload,
          status: 'pending',
          attempts: [],
          createdAt: now,
        });
        await this.deps.scheduler.schedule(now, { kind: 'deliver-webhook', deliveryId, attempt: 1 });
        return deliveryId;
      }),
    );
  }
}
