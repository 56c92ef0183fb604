import type Stripe from 'stripe';
import type { MovementQuery } from './payment-processor.ts';

/** The metadata key under which every object the processor creates carries the idempotency key of its request. */
export const IDEMPOTENCY_KEY_METADATA = 'idempotencyKey';

export type StripeMovement =
  | { kind: 'payment_intent'; object: Stripe.PaymentIntent }
  | { kind: 'transfer'; object: Stripe.Transfer }
  | { kind: 'refund'; object: Stripe.Refund };

/**
 * Finds the object a request with the query's idempotency key created, by the key in its metadata: a
 * PaymentIntent through the search API (Stripe indexes it within a minute or so, long before recovery gives a
 * workflow up), a Transfer among the deal's transfer group, a Refund among the hold's refunds. Only an object
 * carrying the very key counts.
 */
export async function findStripeMovement(stripe: Stripe, query: MovementQuery): Promise<StripeMovement | null> {
  const ours = <T extends { metadata: Stripe.Metadata | null }>(objects: T[]): T | null =>
    objects.find((object) => object.metadata?.[IDEMPOTENCY_KEY_METADATA] === query.idempotencyKey) ?? null;
  switch (query.kind) {
    case 'hold':
    case 'charge': {
      const found = await stripe.paymentIntents.search({
        query: `metadata['${IDEMPOTENCY_KEY_METADATA}']:'${searchString(query.idempotencyKey)}'`,
        limit: 10,
      });
      const intent = ours(found.data);
      return intent && { kind: 'payment_intent', object: intent };
    }
    case 'release': {
      const found = await stripe.transfers.list({ transfer_group: query.dealId, limit: 100 });
      const transfer = ours(found.data);
      return transfer && { kind: 'transfer', object: transfer };
    }
    case 'refund': {
      const found = await stripe.refunds.list({ payment_intent: query.holdReference, limit: 100 });
      const refund = ours(found.data);
      return refund && { kind: 'refund', object: refund };
    }
  }
}

/** A value inside a single-quoted term of Stripe's search query language. */
function searchString(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}
