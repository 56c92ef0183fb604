/**
 * What accounts asks of the domains above it, which hold an account's credentials (api-keys, oauth) and agents.
 * The core's composition (services/core/index.ts) fills these ports, so accounts imports none of those domains.
 */
export interface AccountCredentials {
  /** Logout with an API key: revokes it with the keys it created. */
  revokeApiKey(accountId: string, keyId: string): Promise<unknown>;
  /** Logout with an OAuth access token: ends its grant, with its refresh token and the keys it created. */
  signOutOAuthToken(tokenId: string): Promise<void>;
  /** Revokes every API key the account created up to `at` (a repeatable step of the email proof's workflow). */
  revokeAllApiKeys(accountId: string, at: Date): Promise<void>;
  /** Ends every OAuth grant the account made up to `at` (a repeatable step of the email proof's workflow). */
  revokeAllOAuthGrants(accountId: string, at: Date): Promise<void>;
}

/** The agent a credential acts as, which `getMe` names. */
export interface ActingAgents {
  named(accountId: string, agentId: string): Promise<{ id: string; name: string } | null>;
}
