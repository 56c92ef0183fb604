import type Stripe from 'stripe';
import type { NextAction, PaymentRecord } from './payment-processor.ts';

/**
 * Where a confirmed PaymentIntent stands, as a PaymentRecord status: only `succeeded` is moved money; the payer
 * must act on `requires_action`; `processing`, `requires_payment_method`, `requires_confirmation` and
 * `requires_capture` are still open and end in a later event; `canceled` never moves money.
 */
export function paymentIntentStatus(intent: Pick<Stripe.PaymentIntent, 'status'>): PaymentRecord['status'] {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/** What the payer must do next (e.g. open a 3-D Secure page), when the PaymentIntent waits for them. */
export function nextActionOf(intent: Pick<Stripe.PaymentIntent, 'next_action'>): NextAction | null {
  const action = intent.next_action;
  if (!action) return null;
  return { type: action.type, redirectUrl: action.redirect_to_url?.url ?? null };
}
