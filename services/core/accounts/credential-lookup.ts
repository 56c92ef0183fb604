import type { Db } from 'mongodb';
import type {
  ActiveApiKey,
  ActiveOAuthToken,
  ActiveSession,
  CredentialLookup,
} from '../../../shared/auth/bearer-verifier.ts';
import { ApiKeysRepository } from '../api-keys/index.ts';
import {
  findActiveAccessToken,
  type OAuthRepositories,
  RevocationsRepository,
  OAuthTokensRepository,
} from '../oauth/index.ts';
import { SessionsRepository } from './sessions.repository.ts';

/** Live sessions, API keys and OAuth access tokens as the gateway's bearer verifier needs them. */
export class MongoCredentialLookup implements CredentialLookup {
  constructor(
    private readonly repositories: { sessions: SessionsRepository; apiKeys: ApiKeysRepository } & Pick<
      OAuthRepositories,
      'oauthTokens' | 'oauthRevocations'
    >,
  ) {}

  findActiveOAuthToken(tokenId: string, now: Date): Promise<ActiveOAuthToken | null> {
    return findActiveAccessToken(this.repositories, tokenId, now);
  }

  /** The session alone: it carries the admin power the account had when it began (accounts are never deleted). */
  async findActiveSession(sessionId: string, accountId: string, now: Date): Promise<ActiveSession | null> {
    const session = await this.repositories.sessions.findActive(sessionId, accountId, now);
    return session ? { accountId, isAdmin: session.isAdmin === true } : null;
  }

  /** API keys never carry admin power: admin operations need an admin's own session. */
  async findActiveApiKey(keyId: string, now: Date): Promise<ActiveApiKey | null> {
    const key = await this.repositories.apiKeys.findActive(keyId, now);
    if (!key) return null;
    // Awaited (at most once a minute per key): on a server without atomic document updates this write can undo a
    // revocation racing it, which the repository sets again before the request goes on.
    await this.repositories.apiKeys.touch(key, now).catch(() => undefined);
    return {
      accountId: key.accountId,
      isAdmin: false,
      scopes: key.scopes,
      secretHash: key.secretHash,
      agentId: key.agentId ?? null,
    };
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
