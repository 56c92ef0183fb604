import jwt from 'jsonwebtoken';

const ISSUER = 'marketplace-api';

export interface SessionClaims {
  accountId: string;
  sessionId: string;
}

/** Session tokens are JWTs naming a session document, so that logout and password changes can revoke them. */
export function signSessionToken(claims: SessionClaims, secret: string, issuedAt: Date, expiresAt: Date): string {
  const payload = { typ: 'session', sid: claims.sessionId, iat: seconds(issuedAt), exp: seconds(expiresAt) };
  return jwt.sign(payload, secret, { algorithm: 'HS256', issuer: ISSUER, subject: claims.accountId });
}

/** The claims of a well-formed, unexpired session token signed with our secret, or null. */
export function readSessionToken(token: string, secret: string, now: Date): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, clockTimestamp: seconds(now) });
    if (typeof payload !== 'object' || payload.typ !== 'session') return null;
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { accountId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
