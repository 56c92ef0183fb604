import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { jwtKeyId, secretsForKid, type JwtSecrets } from './jwt-key-id.ts';

const ISSUER = 'marketplace-api';

export interface SessionClaims {
  accountId: string;
  sessionId: string;
}

/** Session tokens are JWTs naming a session document, so that logout and password changes can revoke them. */
export function signSessionToken(claims: SessionClaims, secret: string, issuedAt: Date, expiresAt: Date): string {
  const payload = { typ: 'session', sid: claims.sessionId, iat: seconds(issuedAt), exp: seconds(expiresAt) };
  return jwt.sign(payload, secret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    subject: claims.accountId,
    keyid: jwtKeyId(secret),
  });
}

/** The claims of a well-formed, unexpired session token signed with a secret we accept (by its `kid`), or null. */
export function readSessionToken(token: string, secrets: JwtSecrets, now: Date): SessionClaims | null {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || typeof decoded !== 'object') return null;
  for (const secret of secretsForKid(decoded.header.kid, secrets)) {
    const claims = verifiedClaims(token, secret, now);
    if (claims) return claims;
  }
  return null;
}

function verifiedClaims(token: string, secret: string, now: Date): SessionClaims | null {
  try {
    const payload = jwt.verify(token, verificationKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      clockTimestamp: seconds(now),
    });
    if (typeof payload !== 'object' || payload.typ !== 'session') return null;
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { accountId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const verificationKeys = new Map<string, KeyObject>();

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first tries it as a PEM public key
 * (a thrown and caught error) and then makes the secret key, on every token it verifies.
 */
function verificationKey(secret: string): KeyObject {
  let key = verificationKeys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret));
    verificationKeys.set(secret, key);
  }
  return key;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
