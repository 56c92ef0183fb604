import { computeSignature } from '../../../shared/webhooks/verify-signature.ts';

/** The `svc-signature` header value of a delivery body signed at `signedAt`. */
export function signatureHeader(secret: string, rawBody: string, signedAt: Date): string {
  const timestamp = Math.floor(signedAt.getTime() / 1000);
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}
