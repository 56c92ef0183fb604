import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 S256, the only method accepted: BASE64URL(SHA-256(code_verifier)) must equal the challenge. */
export function verifierMatchesChallenge(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A challenge as S256 produces it: 43 characters of base64url (RFC 7636 allows up to 128). */
export function isCodeChallenge(value: string): boolean {
  return /^[A-Za-z0-9_-]{43,128}$/.test(value);
}
