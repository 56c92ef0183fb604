import type { MarketplaceClient } from './client.js';
import type { Result } from './operation.js';

/** OAuth 2.1 with PKCE against the service's authorization server (README "Signing in with OAuth"). */

export type OAuthToken = Result<'exchangeOAuthToken'>;

export interface Pkce {
  /** Kept by the client until the code exchange. */
  verifier: string;
  /** Sent in the authorization URL. */
  challenge: string;
  method: 'S256';
}

export interface AuthorizationRequest {
  baseUrl: string;
  clientId: string;
  redirectUri: string;
  /** Scopes to ask for, from the scope catalog. */
  scope: string | readonly string[];
  /** An unguessable value the callback must carry back (see `codeFromCallback`). */
  state: string;
  challenge: string;
  /** RFC 8707: the REST API (the base URL, the default) or `<base>/mcp`. */
  resource?: string;
}

export interface CodeExchange {
  clientId: string;
  code: string;
  redirectUri: string;
  verifier: string;
  clientSecret?: string;
  resource?: string;
}

export interface TokenRefresh {
  clientId: string;
  refreshToken: string;
  /** Narrows the new access token's scopes. */
  scope?: string | readonly string[];
  clientSecret?: string;
  resource?: string;
}

/** A fresh code verifier (32 random bytes) and its S256 challenge. */
export async function createPkce(): Promise<Pkce> {
  const verifier = base64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)), method: 'S256' };
}

/** Where to send the human's browser: the authorization endpoint, which leads to the consent request. */
export function authorizationUrl(request: AuthorizationRequest): string {
  const url = new URL('/v1/auth/oauth/authorize', request.baseUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: spaced(request.scope),
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    ...(request.resource ? { resource: request.resource } : {}),
  }).toString();
  return url.href;
}

/** The code of the redirect back to the client; throws on a denial or error, or when `state` is not the one sent. */
export function codeFromCallback(callbackUrl: string, state: string): string {
  const parameters = new URL(callbackUrl).searchParams;
  if (parameters.get('state') !== state) throw new Error('OAuth callback: state does not match the request');
  const error = parameters.get('error');
  if (error)
    throw new Error(
      `OAuth callback: ${error}${parameters.has('error_description') ? `: ${parameters.get('error_description')}` : ''}`,
    );
  const code = parameters.get('code');
  if (!code) throw new Error('OAuth callback: no code');
  return code;
}

/** Exchanges the authorization code for an access token and a refresh token. */
export function exchangeCode(client: MarketplaceClient, exchange: CodeExchange): Promise<OAuthToken> {
  return client.exchangeOAuthToken({
    body: {
      grant_type: 'authorization_code',
      client_id: exchange.clientId,
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.verifier,
      ...(exchange.clientSecret ? { client_secret: exchange.clientSecret } : {}),
      ...(exchange.resource ? { resource: exchange.resource } : {}),
    },
  });
}

/** Rotates a refresh token: the used one stops working, the answer holds the new pair. */
export function refreshToken(client: MarketplaceClient, refresh: TokenRefresh): Promise<OAuthToken> {
  return client.exchangeOAuthToken({
    body: {
      grant_type: 'refresh_token',
      client_id: refresh.clientId,
      refresh_token: refresh.refreshToken,
      ...(refresh.scope ? { scope: spaced(refresh.scope) } : {}),
      ...(refresh.clientSecret ? { client_secret: refresh.clientSecret } : {}),
      ...(refresh.resource ? { resource: refresh.resource } : {}),
    },
  });
}

const spaced = (scope: string | readonly string[]) => (typeof scope === 'string' ? scope : scope.join(' '));

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
