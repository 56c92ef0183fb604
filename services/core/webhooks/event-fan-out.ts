import type { Clock } from '../../../shared/clock.ts';
import type { EventRecord } from '../outbox/types.ts';
import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import type { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';
import type { DeliveryDocument, SubscriptionDocument } from './types.ts';

export interface EventFanOutDeps {
  subscriptions: Pick<WebhookSubscriptionsRepository, 'enabledOf'>;
  deliveries: Pick<WebhookDeliveriesRepository, 'insertManyOnce' | 'findByIds'>;
  clock: Clock;
}

/** A delivery and what its first attempt needs, with the outbox record (`_id`) of its event. */
export interface FreshDelivery {
  recordId: string;
  delivery: DeliveryDocument;
  subscription: SubscriptionDocument;
}

export interface FanOut {
  /** Deliveries this fan-out inserted: their first attempt is the caller's to make. */
  fresh: FreshDelivery[];
  /** Deliveries an earlier run of the same fan-out inserted whose first attempt was never logged (that run died). */
  unattempted: Array<{ recordId: string; delivery: DeliveryDocument }>;
}

/**
 * Turns a batch of outbox events into one delivery per (event, subscription of its audience that chose the event),
 * in two round trips: one read of the audience's subscriptions, one unordered insert of every delivery under
 * `<event key>#<subscriptionId>`. Running it again for the same events inserts nothing; the deliveries found
 * already there are read back (a third round trip, only then) for those whose first attempt never happened.
 */
export async function fanOutEvents(events: EventRecord[], deps: EventFanOutDeps): Promise<FanOut> {
  const audience = [...new Set(events.flatMap((event) => event.audience))];
  const subscriptions = await deps.subscriptions.enabledOf(audience);
  const now = deps.clock.now();
  const planned: FreshDelivery[] = events.flatMap((event) =>
    subscriptions
      .filter((subscription) => event.audience.includes(subscription.accountId) && subscription.events.includes(event.event))
      .map((subscription) => ({ recordId: event._id, subscription, delivery: deliveryOf(event, subscription, now) })),
  );
  const { inserted, repeated } = await deps.deliveries.insertManyOnce(planned.map((plan) => plan.delivery));
  const insertedIds = new Set(inserted.map((delivery) => delivery._id));
  const recordOf = new Map(planned.map((plan) => [plan.delivery._id, plan.recordId]));
  const stored = await deps.deliveries.findByIds(repeated.map((delivery) => delivery._id));
  return {
    fresh: planned.filter((plan) => insertedIds.has(plan.delivery._id)),
    unattempted: stored
      .filter((delivery) => delivery.status === 'pending' && delivery.attempts.length === 0)
      .map((delivery) => ({ recordId: recordOf.get(delivery._id)!, delivery })),
  };
}

function deliveryOf(event: EventRecord, subscription: SubscriptionDocument, now: Date): DeliveryDocument {
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
