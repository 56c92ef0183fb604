import type { ActiveOAuthToken } from '../../../shared/auth/bearer-verifier.ts';
import type { GrantRef, RevocationsRepository } from './revocations.repository.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';

type TokenRepositories = { oauthTokens: OAuthTokensRepository; oauthRevocations: RevocationsRepository };

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

/** The grant an access token belongs to, and until when its refresh token lasts: what a key it creates lives under. */
export async function grantOfAccessToken(
  repositories: Pick<TokenRepositories, 'oauthTokens'>,
  tokenId: string,
): Promise<(GrantRef & { refreshExpiresAt: Date }) | null> {
  const token = await repositories.oauthTokens.findById(tokenId);
  if (!token) return null;
  const { grantId, accountId, clientKey, grantedAt, refreshExpiresAt } = token;
  return { grantId, accountId, clientKey, grantedAt, refreshExpiresAt };
}
