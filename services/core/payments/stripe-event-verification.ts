import Stripe from 'stripe';
import { signedBodyNotEvent, signedBodyNotJson, stripeSignatureInvalid } from './errors.ts';

/** How old a signature Stripe's library accepts, in seconds (its default); older deliveries may be replays. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's explanations (its library's messages) in the words of this API; anything else keeps Stripe's first sentence. */
const EXPLANATIONS: Array<[RegExp, string]> = [
  [/^No webhook payload/, 'The request body is empty; Stripe signs the Event JSON it sends.'],
  [
    /^Unable to extract timestamp and signatures|^No signatures found with expected scheme/,
    'The Stripe-Signature header is not of the form t=<unix seconds>,v1=<signature>.',
  ],
  [
    /^No signatures found matching/,
    'No signature in the Stripe-Signature header matches the raw body signed with the endpoint secret (STRIPE_WEBHOOK_SECRET).',
  ],
  [
    /^Timestamp outside the tolerance zone/,
    `The Stripe-Signature timestamp is more than ${STRIPE_SIGNATURE_TOLERANCE_SECONDS} seconds old; a late or replayed delivery is refused.`,
  ],
];

/**
 * The Stripe event in a webhook delivery, verified with the `stripe` library over the raw body exactly as sent and
 * the endpoint's signing secret, at `now` (the signature's timestamp may be at most 300 s older). Refuses a missing,
 * malformed, non-matching or stale signature with 400 `stripe_signature_invalid`, a signed body that is not JSON
 * with `malformed_json` and one that is not an event with `validation_failed`.
 */
export function verifiedStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): Stripe.Event {
  if (!signature)
    throw stripeSignatureInvalid(
      'The Stripe-Signature header is missing; Stripe signs every webhook delivery with it.',
    );
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw stripeSignatureInvalid(explain(error.message));
    throw signedBodyNotJson();
  }
  if (!isEvent(event)) throw signedBodyNotEvent();
  return event;
}

function isEvent(value: unknown): value is Stripe.Event {
  const event = value as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof event?.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
}

function explain(stripeMessage: string): string {
  const known = EXPLANATIONS.find(([pattern]) => pattern.test(stripeMessage));
  return known ? known[1] : `The Stripe-Signature header does not verify: ${stripeMessage.split('\n')[0]}`;
}
