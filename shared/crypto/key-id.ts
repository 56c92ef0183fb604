import { createHash } from 'node:crypto';

/**
 * A public name for a secret key: the first 8 bytes, hex, of SHA-256 over a purpose label and the key. The label keeps
 * it apart from the key material itself (AES keys here are SHA-256 of the configured key, and HMAC hashes keys
 * longer than its block the same way), so the name reveals nothing of the key.
 */
export function keyIdOf(purpose: string, key: string): string {
  return createHash('sha256').update(`${purpose}\0${key}`, 'utf8').digest('hex').slice(0, 16);
}
