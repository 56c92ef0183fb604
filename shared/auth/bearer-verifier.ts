import type { Clock } from '../clock.ts';
import type { Principal } from './principal.ts';
import { apiKeyIdOf, isApiKeySecret, secretMatchesHash } from './api-key-secret.ts';
import { isOAuthSecret, oauthSecretId, oauthSecretMatches } from './oauth-secrets.ts';
import { readSessionToken } from './session-token.ts';

export interface ActiveSession {
  accountId: string;
  isAdmin: boolean;
}

export interface ActiveApiKey {
  accountId: string;
  isAdmin: boolean;
  scopes: readonly string[];
  secretHash: string;
  agentId: string | null;
}

/** An unexpired, unrevoked OAuth access token: the scopes granted and the resource it was minted for. */
export interface ActiveOAuthToken {
  accountId: string;
  scopes: readonly string[];
  secretHash: string;
  audience: string;
}

/** Read access to live credentials; implemented by the accounts domain over MongoDB. */
export interface CredentialLookup {
  findActiveSession(sessionId: string, accountId: string, now: Date): Promise<ActiveSession | null>;
  findActiveApiKey(keyId: string, now: Date): Promise<ActiveApiKey | null>;
  findActiveOAuthToken(tokenId: string, now: Date): Promise<ActiveOAuthToken | null>;
}

export interface BearerVerifierDeps {
  jwtSecret: string;
  /** Accepted for verification only while AUTH_JWT_SECRET is rotated (docs/deployment.md). */
  previousJwtSecret?: string | null;
  lookup: CredentialLookup;
  clock: Clock;
  sessionScopes: readonly string[];
}

/**
 * The one place where every kind of bearer credential is checked and turned into a principal. `audience` is the
 * resource the request addresses (shared/auth/oauth-resources.ts): an OAuth access token works only there,
 * while sessions and API keys hold for the whole service.
 */
export function createBearerVerifier(deps: BearerVerifierDeps) {
  return async function verifyBearer(token: string, audience: string): Promise<Principal | null> {
    const now = deps.clock.now();
    if (isOAuthSecret('access', token)) {
      const tokenId = oauthSecretId('access', token);
      const active = tokenId ? await deps.lookup.findActiveOAuthToken(tokenId, now) : null;
      if (!tokenId || !active || !oauthSecretMatches(token, active.secretHash) || active.audience !== audience)
        return null;
      return {
        accountId: active.accountId,
        kind: 'oauth',
        scopes: active.scopes,
        isAdmin: false,
        credentialId: tokenId,
        agentId: null,
      };
    }
    if (isApiKeySecret(token)) {
      const keyId = apiKeyIdOf(token);
      const key = keyId ? await deps.lookup.findActiveApiKey(keyId, now) : null;
      if (!keyId || !key || !secretMatchesHash(token, key.secretHash)) return null;
      return {
        accountId: key.accountId,
        kind: 'api_key',
        scopes: key.scopes,
        isAdmin: key.isAdmin,
        credentialId: keyId,
        agentId: key.agentId,
      };
    }
    const claims = readSessionToken(token, { current: deps.jwtSecret, previous: deps.previousJwtSecret }, now);
    if (!claims) return null;
    const session = await deps.lookup.findActiveSession(claims.sessionId, claims.accountId, now);
    if (!session) return null;
    return {
      accountId: session.accountId,
      kind: 'session',
      scopes: deps.sessionScopes,
      isAdmin: session.isAdmin,
      credentialId: claims.sessionId,
      agentId: null,
    };
  };
}

export type VerifyBearer = ReturnType<typeof createBearerVerifier>;
