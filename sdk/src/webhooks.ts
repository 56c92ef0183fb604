import type { WebhookEvents } from './generated/events.js';

export type { WebhookEvents };
export type WebhookEventName = keyof WebhookEvents;

/** A delivery's body: `{event, payload, sent_at}`, the payload typed by its event. */
export type WebhookDelivery = {
  [E in WebhookEventName]: { event: E; payload: WebhookEvents[E]; sent_at: string };
}[WebhookEventName];

export interface VerifyOptions {
  /** The receiver's clock; now by default. */
  now?: Date;
  /** How far the signed instant may be from `now`, either way; 300 s (5 minutes), as the service signs. */
  toleranceSeconds?: number;
}

/**
 * Checks a delivery's `svc-signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`)
 * against the subscription secret: true when one `v1` matches and `t` is within the tolerance. Pass the body
 * exactly as received, before any JSON parsing. Uses Web Crypto, so it runs in Node and in browsers alike.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): Promise<boolean> {
  const parts = (signatureHeader ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) return false;
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = await hmacHex(
    secret,
    `${timestamp}.${typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody)}`,
  );
  return signatures.map((signature) => constantTimeEqual(signature, expected)).includes(true);
}

/** Verifies a delivery and answers its parsed body, or throws when the signature does not hold. */
export async function readWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
  secret: string,
  options?: VerifyOptions,
): Promise<WebhookDelivery> {
  if (!(await verifyWebhook(rawBody, signatureHeader, secret, options)))
    throw new Error('webhook signature invalid or outside the time window');
  return JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody)) as WebhookDelivery;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function constantTimeEqual(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}
