import { issueOAuthSecret, oauthSecretId, oauthSecretMatches } from '../../../shared/auth/oauth-secrets.ts';
import { canonicalResource } from '../../../shared/auth/oauth-resources.ts';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { OperationResult, RequestBody } from '../../../shared/openapi/operation-types.ts';
import type { AuthorizationsRepository } from './authorizations.repository.ts';
import type { ClientRegistry } from './client-registry.ts';
import { invalidGrant } from './errors.ts';
import type { GrantRevocations } from './grant-revocations.ts';
import { verifierMatchesChallenge } from './pkce.ts';
import type { RevocationsRepository } from './revocations.repository.ts';
import { catalogScopes, isSubset } from './scopes.ts';
import type { OAuthTokensRepository } from './tokens.repository.ts';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS, type OAuthClientRecord, type TokenDocument } from './types.ts';

type TokenRequest = RequestBody<'exchangeOAuthToken'>;
type CodeRequest = Extract<TokenRequest, { grant_type: 'authorization_code' }>;
type RefreshRequest = Extract<TokenRequest, { grant_type: 'refresh_token' }>;
export type TokenResponse = OperationResult<'exchangeOAuthToken'>;

export interface TokenEndpointDeps {
  clients: ClientRegistry;
  authorizations: AuthorizationsRepository;
  tokens: OAuthTokensRepository;
  revocations: Pick<RevocationsRepository, 'isRevoked'>;
  grants: Pick<GrantRevocations, 'revokeGrant'>;
  clock: Clock;
}

/** The grant a generation of tokens belongs to, and what it may carry. */
type GrantOf = Pick<
  TokenDocument,
  'grantId' | 'accountId' | 'clientKey' | 'clientId' | 'grantScopes' | 'resource' | 'grantedAt'
>;

/**
 * The token endpoint (RFC 6749 section 3.2): exchanges a code for the first generation of tokens and rotates a
 * refresh token into the next. A generation is inserted once under (grant, generation), so a second use of the
 * same code or refresh token loses the insert, and then revokes the whole grant, as OAuth 2.1 asks.
 */
export class TokenEndpoint {
  constructor(private readonly deps: TokenEndpointDeps) {}

  async exchange(request: TokenRequest): Promise<TokenResponse> {
    const client = await this.deps.clients.authenticate(request.client_id, request.client_secret);
    return request.grant_type === 'authorization_code'
      ? this.redeemCode(request, client)
      : this.rotate(request, client);
  }

  private async redeemCode(request: CodeRequest, client: OAuthClientRecord): Promise<TokenResponse> {
    const grantId = oauthSecretId('code', request.code);
    const grant = grantId ? await this.deps.authorizations.findById(grantId) : null;
    const now = this.deps.clock.now();
    if (
      !grant ||
      grant.codeHash === null ||
      grant.codeExpiresAt === null ||
      !oauthSecretMatches(request.code, grant.codeHash)
    ) {
      throw invalidGrant('The authorization code is unknown.', 'body.code');
    }
    if (grant.clientKey !== client.key)
      throw invalidGrant('The authorization code was issued to another client.', 'body.code');
    if (grant.codeExpiresAt <= now)
      throw invalidGrant('The authorization code has expired (codes last 60 seconds).', 'body.code');
    if (grant.redirectUri !== request.redirect_uri)
      throw invalidGrant('redirect_uri differs from the authorization request.', 'body.redirect_uri');
    if (!verifierMatchesChallenge(request.code_verifier, grant.codeChallenge)) {
      throw invalidGrant('The code_verifier does not match the code_challenge (PKCE S256).', 'body.code_verifier');
    }
    assertResource(request.resource, grant.resource);
    const family: GrantOf = {
      grantId: grant._id,
      accountId: grant.accountId,
      clientKey: grant.clientKey,
      clientId: grant.clientId,
      grantScopes: grant.scopes,
      resource: grant.resource,
      grantedAt: grant.decidedAt,
    };
    if (await this.deps.revocations.isRevoked(family))
      throw invalidGrant('The authorization was revoked.', 'body.code');
    const issued = await this.issue(family, 1, grant.scopes, now);
    if (!issued) {
      await this.deps.grants.revokeGrant(grant._id, 'code_reused');
      throw invalidGrant('The authorization code was already used; every token it gave is revoked.', 'body.code');
    }
    return issued;
  }

  private async rotate(request: RefreshRequest, client: OAuthClientRecord): Promise<TokenResponse> {
    const tokenId = oauthSecretId('refresh', request.refresh_token);
    const token = tokenId ? await this.deps.tokens.findById(tokenId) : null;
    const now = this.deps.clock.now();
    if (!token || !oauthSecretMatches(request.refresh_token, token.refreshHash))
      throw invalidGrant('The refresh token is unknown.', 'body.refresh_token');
    if (token.clientKey !== client.key)
      throw invalidGrant('The refresh token was issued to another client.', 'body.refresh_token');
    if (token.refreshExpiresAt <= now)
      throw invalidGrant('The refresh token has expired (refresh tokens last 30 days).', 'body.refresh_token');
    if (await this.deps.revocations.isRevoked(token))
      throw invalidGrant('The refresh token was revoked.', 'body.refresh_token');
    assertResource(request.resource, token.resource);
    const scopes = request.scope === undefined ? token.grantScopes : catalogScopes(request.scope);
    if (!scopes || !isSubset(scopes, token.grantScopes)) {
      throw new AppError('invalid_scope', {
        message: `body.scope may only narrow the granted scopes: ${token.grantScopes.join(' ')}.`,
        field: 'body.scope',
      });
    }
    const issued = await this.issue(token, token.generation + 1, scopes, now);
    if (!issued) {
      await this.deps.grants.revokeGrant(token.grantId, 'refresh_token_reused');
      throw invalidGrant(
        'The refresh token was already used; every token of this authorization is revoked.',
        'body.refresh_token',
      );
    }
    return issued;
  }

  /** Inserts this generation of the grant's tokens; null when it exists already (a second use). */
  private async issue(
    grant: GrantOf,
    generation: number,
    scopes: readonly string[],
    now: Date,
  ): Promise<TokenResponse | null> {
    const tokenId = newId('otk');
    const access = issueOAuthSecret('access', tokenId);
    const refresh = issueOAuthSecret('refresh', tokenId);
    const inserted = await this.deps.tokens.insertGenerationOnce({
      _id: tokenId,
      grantId: grant.grantId,
      generation,
      accountId: grant.accountId,
      clientKey: grant.clientKey,
      clientId: grant.clientId,
      scopes: [...scopes],
      grantScopes: grant.grantScopes,
      resource: grant.resource,
      accessHash: access.hash,
      refreshHash: refresh.hash,
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      grantedAt: grant.grantedAt,
      createdAt: now,
    });
    if (!inserted) return null;
    return {
      access_token: access.secret,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      refresh_token: refresh.secret,
      scope: scopes.join(' '),
    };
  }
}

/** A token request may repeat the resource of its authorization, and name no other (RFC 8707 section 2.2). */
function assertResource(requested: string | undefined, granted: string): void {
  if (requested === undefined || canonicalResource(requested) === canonicalResource(granted)) return;
  throw new AppError('invalid_target', {
    message: `body.resource must be the resource the authorization was for: ${granted}.`,
    field: 'body.resource',
  });
}
