import type { ActiveOAuthToken } from '../../../shared/auth/bearer-verifier.ts';
import type { RevocationsRepository } from './revocations.repository.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';

type TokenRepositories = { oauthTokens: OAuthTokensRepository; oauthRevocations: RevocationsRepository };

/** Logout with an access token: its grant ends, so the token and its refresh token die together. */
export async function signOutAccessToken(repositories: TokenRepositories, tokenId: string, now: Date): Promise<void> {
  const token = await repositories.oauthTokens.findById(tokenId);
  if (token) await repositories.oauthRevocations.revokeGrant(token.grantId, 'signed_out', now);
}

/** What the bearer verifier needs of an access token: unexpired and its grant unrevoked (two reads by `_id`). */
export async function findActiveAccessToken(
  repositories: TokenRepositories,
  tokenId: string,
  now: Date,
): Promise<ActiveOAuthToken | null> {
  const token = await repositories.oauthTokens.findById(tokenId);
  if (!token || token.accessExpiresAt <= now || (await repositories.oauthRevocations.isRevoked(token))) return null;
  return { accountId: token.accountId, scopes: token.scopes, secretHash: token.accessHash, audience: token.resource };
}
