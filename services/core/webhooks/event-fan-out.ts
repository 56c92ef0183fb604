import type { Clock } from '../../../shared/clock.ts';
import type { EventRecord } from '../outbox/index.ts';
import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import type { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';
import type { DeliveryDocument, SubscriptionDocument } from './types.ts';

export interface EventFanOutDeps {
  subscriptions: Pick<WebhookSubscriptionsRepository, 'enabledOf'>;
  deliveries: Pick<WebhookDeliveriesRepository, 'findByIds'>;
  clock: Clock;
}

/** A delivery to make, with its subscription and the outbox record (`_id`) of its event. */
export interface PlannedDelivery {
  recordId: string;
  delivery: DeliveryDocument;
  subscription: SubscriptionDocument;
}

/**
 * The deliveries of a batch of outbox events: one per (event, enabled subscription of its audience that chose the
 * event), `_id` `<event key>#<subscriptionId>`, from one read of the audience's subscriptions. With `unlessStored`
 * (events a dispatcher that died may have handled already), those whose record exists are left out: one more read.
 */
export async function planDeliveries(
  events: EventRecord[],
  deps: EventFanOutDeps,
  unlessStored: boolean,
): Promise<PlannedDelivery[]> {
  if (events.length === 0) return [];
  const audience = [...new Set(events.flatMap((event) => event.audience))];
  const subscriptions = await deps.subscriptions.enabledOf(audience);
  const now = deps.clock.now();
  const planned = events.flatMap((event) =>
    subscriptions
      .filter(
        (subscription) => event.audience.includes(subscription.accountId) && subscription.events.includes(event.event),
      )
      .map((subscription) => ({
        recordId: event._id,
        subscription,
        delivery: pendingDelivery(event, subscription, now),
      })),
  );
  if (!unlessStored) return planned;
  const stored = new Set(
    (await deps.deliveries.findByIds(planned.map((plan) => plan.delivery._id))).map((delivery) => delivery._id),
  );
  return planned.filter((plan) => !stored.has(plan.delivery._id));
}

function pendingDelivery(event: EventRecord, subscription: SubscriptionDocument, now: Date): DeliveryDocument {
  return {
    _id: `${event.key}#${subscription._id}`,
    eventId: event.key,
    subscriptionId: subscription._id,
    accountId: subscription.accountId,
    event: event.event,
    payload: event.payload,
    status: 'pending',
    attempts: [],
    createdAt: now,
  };
}
