import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): a magic-link token or a social sign-in state. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret token: its SHA-256, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * A secret derived from a key and a purpose-tagged input (HMAC-SHA-256, base64url), so that what the service must
 * present later (a PKCE verifier, a nonce) is recomputed from the state instead of being stored.
 */
export function derivedSecret(key: string, purpose: string, input: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${input}`, 'utf8').digest('base64url');
}
