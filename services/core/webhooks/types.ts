import type { EventName } from '../outbox/index.ts';
import type { SealedSecret } from '../../../shared/crypto/secret-box.ts';

export interface SubscriptionDocument {
  _id: string; // 'whk_...'
  accountId: string;
  url: string;
  events: EventName[];
  description: string | null;
  enabled: boolean;
  /** Never stored in the clear: the service reads it back to sign, so it is encrypted, not hashed. */
  secret: SealedSecret;
  createdAt: Date;
  updatedAt: Date;
}

/** One attempt of a delivery, as logged on it. */
export interface AttemptLog {
  attempt: number;
  startedAt: Date;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  /** When the next attempt runs; null after a success or the last failure. */
  nextAttemptAt: Date | null;
}

/**
 * pending: no attempt has finished yet; retrying: an attempt failed and another is scheduled; succeeded and
 * failed (the schedule is exhausted) are final.
 */
export type DeliveryStatus = 'pending' | 'succeeded' | 'retrying' | 'failed';

/** One event for one subscription; `_id` is `<eventId>#<subscriptionId>`, so fanning out twice inserts nothing. */
export interface DeliveryDocument {
  _id: string;
  eventId: string;
  subscriptionId: string;
  accountId: string;
  event: EventName;
  payload: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: AttemptLog[];
  createdAt: Date;
}

/** Claims one attempt of a delivery; `_id` is `<deliveryId>#<attempt>`, so duplicated jobs send it once. */
export interface AttemptClaimDocument {
  _id: string;
  deliveryId: string;
  claimedAt: Date;
  finishedAt: Date | null;
}

export interface SubscriptionView {
  id: string;
  url: string;
  events: EventName[];
  description: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AttemptView {
  attempt: number;
  startedAt: string;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: string | null;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  subscriptionId: string;
  event: EventName;
  status: DeliveryStatus;
  attempt: number;
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: AttemptView[];
}

export interface NewSubscription {
  url: string;
  events: EventName[];
  description?: string;
}

export interface SubscriptionChange {
  url?: string;
  events?: EventName[];
  enabled?: boolean;
  description?: string | null;
}

export function subscriptionView(subscription: SubscriptionDocument): SubscriptionView {
  return {
    id: subscription._id,
    url: subscription.url,
    events: subscription.events,
    description: subscription.description,
    enabled: subscription.enabled,
    createdAt: subscription.createdAt.toISOString(),
    updatedAt: subscription.updatedAt.toISOString(),
  };
}

function attemptView(log: AttemptLog): AttemptView {
  return { ...log, startedAt: log.startedAt.toISOString(), nextAttemptAt: log.nextAttemptAt?.toISOString() ?? null };
}

/** The delivery with its latest attempt summarised at the top and every attempt listed, oldest first. */
export function deliveryView(delivery: DeliveryDocument): DeliveryView {
  const latest = delivery.attempts[delivery.attempts.length - 1];
  return {
    id: delivery._id,
    eventId: delivery.eventId,
    subscriptionId: delivery.subscriptionId,
    event: delivery.event,
    status: delivery.status,
    attempt: latest?.attempt ?? 0,
    responseStatus: latest?.responseStatus ?? null,
    error: latest?.error ?? null,
    durationMs: latest?.durationMs ?? null,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: latest ? (latest.nextAttemptAt?.toISOString() ?? null) : delivery.createdAt.toISOString(),
    attempts: delivery.attempts.map(attemptView),
  };
}
