import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { call, type ApiResponse } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';

export const WEBHOOK_PATH = '/v1/payments/stripe/webhook';

/** The webhook signing secret the test systems are configured with (STRIPE_WEBHOOK_SECRET of the test config). */
export function webhookSecret(): string {
  const secret = harness().config.payments.stripeWebhookSecret;
  if (!secret) throw new Error('the test config has no STRIPE_WEBHOOK_SECRET');
  return secret;
}

/** A Stripe client on the stripe-mock of the test servers, for objects shaped exactly as Stripe sends them. */
function stripeMock(): Stripe {
  const url = new URL(harness().servers.stripeApiBase);
  return new Stripe('sk_test_123', { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
}

/** A PaymentIntent as Stripe would send it in an event: stripe-mock's object with our id, status and metadata. */
export async function paymentIntent(
  fields: Partial<Stripe.PaymentIntent> & { id: string },
): Promise<Stripe.PaymentIntent> {
  return { ...(await stripeMock().paymentIntents.retrieve(fields.id)), ...fields };
}

export async function refund(fields: Partial<Stripe.Refund> & { id: string }): Promise<Stripe.Refund> {
  return { ...(await stripeMock().refunds.retrieve(fields.id)), ...fields };
}

export async function transfer(fields: Partial<Stripe.Transfer> & { id: string }): Promise<Stripe.Transfer> {
  return { ...(await stripeMock().transfers.retrieve(fields.id)), ...fields };
}

/** The metadata our processor puts on every object it creates for a deal or a top-up. */
export const dealMetadata = (dealId: string) => ({ dealId, subjectKind: 'deal', subjectId: dealId });
export const topUpMetadata = (topUpId: string) => ({ subjectKind: 'top_up', subjectId: topUpId });

/** A Stripe Event envelope around `object`, with a fresh event id. */
export function stripeEvent(type: string, object: object): Record<string, unknown> & { id: string; type: string } {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export interface DeliveryOptions {
  baseUrl?: string;
  /** Signs with this secret instead of the configured one. */
  secret?: string;
  /** Unix seconds of the signature; now by default. */
  timestamp?: number;
  /** Sent as the Stripe-Signature header instead of the computed one; null sends none. */
  signature?: string | null;
  /** The body as sent, instead of the event's JSON (still signed unless `signature` says otherwise). */
  rawBody?: string;
}

/** Delivers the event as Stripe does: its JSON as the raw body, signed with the library's test-header helper. */
export function deliver(event: object, options: DeliveryOptions = {}): Promise<ApiResponse> {
  const payload = options.rawBody ?? JSON.stringify(event, null, 2);
  const signed = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const signature = options.signature === undefined ? signed : options.signature;
  return call('POST', WEBHOOK_PATH, {
    rawBody: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
}
