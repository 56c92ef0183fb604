import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'mk_';

export interface IssuedApiKeySecret {
  keyId: string;
  secret: string;
  secretHash: string;
  /** What listings show so that a human recognises the key: never enough to use it. */
  displayPrefix: string;
}

/** An API key secret reads `mk_<key id>_<random>`; only a SHA-256 of it is stored (it has 256 bits of entropy). */
export function issueApiKeySecret(keyId: string): IssuedApiKeySecret {
  const secret = `${PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return {
    keyId,
    secret,
    secretHash: hashApiKeySecret(secret),
    displayPrefix: secret.slice(0, PREFIX.length + keyId.length + 5),
  };
}

export function isApiKeySecret(token: string): boolean {
  return token.startsWith(PREFIX);
}

/** The key id embedded in a secret, or null when the secret is malformed. */
export function apiKeyIdOf(secret: string): string | null {
  const match = /^mk_(key_[0-9a-z]{26})_[A-Za-z0-9_-]{43}$/.exec(secret);
  return match?.[1] ?? null;
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatchesHash(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
