import { randomBytes } from 'node:crypto';

/** A fresh signing secret, shown to the subscriber once. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
