import type Stripe from 'stripe';
import { nextActionOf } from './stripe-payment-intents.ts';
import { subjectOf } from './stripe-subject.ts';
import type { PaymentSubject } from './payment-processor.ts';
import type { ProcessorEvent } from './processor-events.ts';

/** A Stripe event as the service acts on it: a ProcessorEvent for its subject, or the reason it is ignored. */
export type StripeEventTranslation =
  { kind: 'processor_event'; event: ProcessorEvent } | { kind: 'ignored'; reason: string };

/** The PaymentIntent, Refund or Transfer an event is about. */
type Movement = { id: string; object: string; metadata: Stripe.Metadata | null };
/** What an event says happened, before it is tied to its event, subject and movement. */
type Outcome<E = ProcessorEvent> = E extends ProcessorEvent ? Omit<E, 'eventId' | 'subject' | 'reference'> : never;

/** Translates a verified Stripe event into the ProcessorEvent its subject's domain handles. Pure. */
export function translateStripeEvent(event: Stripe.Event): StripeEventTranslation {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return about(event, event.data.object, { type: 'payment.succeeded' });
    case 'payment_intent.payment_failed':
      return about(event, event.data.object, {
        type: 'payment.failed',
        reason: event.data.object.last_payment_error?.message ?? 'The payment failed.',
      });
    case 'payment_intent.canceled':
      return about(event, event.data.object, { type: 'payment.failed', reason: cancellationReason(event.data.object) });
    case 'payment_intent.requires_action': {
      const nextAction = nextActionOf(event.data.object);
      if (!nextAction) return { kind: 'ignored', reason: 'The PaymentIntent names no next action.' };
      return about(event, event.data.object, { type: 'payment.requires_action', nextAction });
    }
    case 'charge.refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      if (refund.status !== 'failed')
        return { kind: 'ignored', reason: `The refund is ${refund.status ?? 'without a status'}, not failed.` };
      return about(event, refund, {
        type: 'refund.failed',
        reason: `The refund failed: ${refund.failure_reason ?? 'unknown'}.`,
      });
    }
    case 'transfer.reversed':
      return about(event, event.data.object, {
        type: 'transfer.failed',
        reason: 'Stripe reversed the payout to the seller.',
      });
    default:
      return { kind: 'ignored', reason: `The event type ${event.type} is not one this service acts on.` };
  }
}

function about(event: Stripe.Event, movement: Movement, outcome: Outcome): StripeEventTranslation {
  const subject: PaymentSubject | null = subjectOf(movement.metadata);
  if (!subject)
    return {
      kind: 'ignored',
      reason: `The ${movement.object} ${movement.id} names no deal or top-up in its metadata.`,
    };
  return { kind: 'processor_event', event: { ...outcome, eventId: event.id, subject, reference: movement.id } };
}

function cancellationReason(intent: Stripe.PaymentIntent): string {
  return intent.cancellation_reason
    ? `The payment was canceled (${intent.cancellation_reason}).`
    : 'The payment was canceled.';
}
