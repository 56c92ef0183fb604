/** Lifetimes of the OAuth artefacts, as docs/product.md and the OpenAPI document state them. */
export const CONSENT_REQUEST_TTL_MS = 10 * 60_000;
export const AUTHORIZATION_CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

export type TokenEndpointAuthMethod = 'none' | 'client_secret_post';

/** A client registered with RFC 7591 dynamic registration; its `_id` is its `client_id`. */
export interface OAuthClientDocument {
  _id: string;
  secretHash: string | null;
  redirectUris: string[];
  name: string | null;
  uri: string | null;
  logoUri: string | null;
  /** The scopes the client registered; null when it registered none (any scope of the catalog may be asked). */
  scopes: string[] | null;
  grantTypes: string[];
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
  softwareId: string | null;
  softwareVersion: string | null;
  createdAt: Date;
}

/** A client as the flows see it, registered or described by a client metadata document at its `client_id` URL. */
export interface OAuthClientRecord {
  /** `ocl_...`: the registered client's id, or one derived from the metadata document's URL. */
  key: string;
  clientId: string;
  redirectUris: readonly string[];
  name: string | null;
  uri: string | null;
  logoUri: string | null;
  scopes: readonly string[] | null;
  grantTypes: readonly string[];
  tokenEndpointAuthMethod: TokenEndpointAuthMethod;
  secretHash: string | null;
}

/** What a client asked for at the authorization endpoint, waiting for a human's decision. */
export interface ConsentRequestDocument {
  _id: string;
  clientKey: string;
  clientId: string;
  clientName: string | null;
  clientUri: string | null;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string;
  resource: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The human's decision on a consent request, inserted once under the request's id (so a request is decided
 * once). When approved it is the grant: the code it issued and every token of its family hang off it.
 */
export interface AuthorizationDocument {
  _id: string;
  decision: 'approved' | 'denied';
  accountId: string;
  clientKey: string;
  clientId: string;
  clientName: string | null;
  clientUri: string | null;
  redirectUri: string;
  scopes: string[];
  resource: string;
  codeChallenge: string;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  decidedAt: Date;
}

/**
 * One generation of a grant's tokens: an access token and the refresh token that rotates it. Generation n+1 is
 * inserted under the unique (grantId, generation) index, so a code or a refresh token is redeemed at most once.
 */
export interface TokenDocument {
  _id: string;
  grantId: string;
  generation: number;
  accountId: string;
  clientKey: string;
  clientId: string;
  /** The scopes of this access token; `grantScopes` are what the human approved, the most a refresh may ask. */
  scopes: string[];
  grantScopes: string[];
  resource: string;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  grantedAt: Date;
  createdAt: Date;
}

/** `grant:<grantId>` ends one grant; `client:<accountId>:<clientKey>` ends every grant of that client made before it. */
export interface RevocationDocument {
  _id: string;
  revokedAt: Date;
  reason: 'code_reused' | 'refresh_token_reused' | 'client_revoked' | 'signed_out' | 'account_taken_over';
}
