import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the signed instant `t` of a delivery may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The hex HMAC-SHA256 of `<t>.<raw body>` keyed with the subscription secret: the `v1` of `svc-signature`. */
export function computeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: string };

/**
 * Receiver-side check of a delivery: pass the `svc-signature` header, the body exactly as received (bytes
 * decoded as UTF-8, before any JSON parsing) and the subscription secret. Accepts when one `v1` matches
 * (compared in constant time) and `t` is within 5 minutes of `now`.
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date = new Date(),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0)
    return { valid: false, reason: 'malformed svc-signature header' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
    return { valid: false, reason: 'timestamp outside the tolerance' };
  const expected = Buffer.from(computeSignature(secret, timestamp, rawBody), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { valid: true, timestamp } : { valid: false, reason: 'no signature matches' };
}
