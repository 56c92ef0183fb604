import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OAuth secrets read `<prefix><id>_<random>`: an access token names its token record, a refresh token the same
 * record, an authorization code its authorization. Only a SHA-256 of each is stored (each has 256 random bits).
 */
const PREFIXES = { access: 'mat_', refresh: 'mrt_', code: 'mac_' } as const;

export type OAuthSecretKind = keyof typeof PREFIXES;

export interface IssuedOAuthSecret {
  secret: string;
  hash: string;
}

export function issueOAuthSecret(kind: OAuthSecretKind, id: string): IssuedOAuthSecret {
  const secret = `${PREFIXES[kind]}${id}_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashOAuthSecret(secret) };
}

export function isOAuthSecret(kind: OAuthSecretKind, value: string): boolean {
  return value.startsWith(PREFIXES[kind]);
}

/** The id a well-formed secret of this kind names, or null. */
export function oauthSecretId(kind: OAuthSecretKind, value: string): string | null {
  const match = /^[a-z]{3}_([a-z]{3}_[0-9a-z]{26})_[A-Za-z0-9_-]{43}$/.exec(value);
  return match && value.startsWith(PREFIXES[kind]) ? (match[1] ?? null) : null;
}

export function hashOAuthSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function oauthSecretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashOAuthSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
