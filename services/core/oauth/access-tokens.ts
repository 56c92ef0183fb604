import type { ActiveOAuthToken } from '../../../shared/auth/bearer-verifier.ts';
import type { RevocationsRepository } from './revocations.repository.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';

/** What the bearer verifier needs of an access token: unexpired and its grant unrevoked (two reads by `_id`). */
export async function findActiveAccessToken(
  repositories: { oauthTokens: OAuthTokensRepository; oauthRevocations: RevocationsRepository },
  tokenId: string,
  now: Date,
): Promise<ActiveOAuthToken | null> {
  const token = await repositories.oauthTokens.findById(tokenId);
  if (!token || token.accessExpiresAt <= now || (await repositories.oauthRevocations.isRevoked(token))) return null;
  return { accountId: token.accountId, scopes: token.scopes, secretHash: token.accessHash, audience: token.resource };
}
