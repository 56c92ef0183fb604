import type { Db } from 'mongodb';
import type {
  ActiveApiKey,
  ActiveOAuthToken,
  ActiveSession,
  CredentialLookup,
} from '../../shared/auth/bearer-verifier.ts';
import { findActiveSession, SessionsRepository } from './accounts/index.ts';
import { ApiKeysRepository, findActiveApiKey } from './api-keys/index.ts';
import { findActiveAccessToken, OAuthTokensRepository, RevocationsRepository } from './oauth/index.ts';

type CredentialRepositories = Parameters<typeof findActiveSession>[0] &
  Parameters<typeof findActiveApiKey>[0] &
  Parameters<typeof findActiveAccessToken>[0];

/**
 * Live sessions, API keys and OAuth access tokens as the gateway's bearer verifier needs them: each domain answers
 * for its own credential, and this composition (not one of them) puts the three together.
 */
export class MongoCredentialLookup implements CredentialLookup {
  constructor(private readonly repositories: CredentialRepositories) {}

  findActiveSession(sessionId: string, accountId: string, now: Date): Promise<ActiveSession | null> {
    return findActiveSession(this.repositories, sessionId, accountId, now);
  }

  findActiveApiKey(keyId: string, now: Date): Promise<ActiveApiKey | null> {
    return findActiveApiKey(this.repositories, keyId, now);
  }

  findActiveOAuthToken(tokenId: string, now: Date): Promise<ActiveOAuthToken | null> {
    return findActiveAccessToken(this.repositories, tokenId, now);
  }
}

/** The lookup over just the repositories it reads, for the gateway process, which builds nothing else of the core. */
export function credentialLookupOn(db: Db): MongoCredentialLookup {
  return new MongoCredentialLookup({
    sessions: new SessionsRepository(db),
    apiKeys: new ApiKeysRepository(db),
    oauthTokens: new OAuthTokensRepository(db),
    oauthRevocations: new RevocationsRepository(db),
  });
}
